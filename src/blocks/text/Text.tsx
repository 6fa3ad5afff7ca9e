import { Container, Text as Paragraph } from '@mantine/core';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../browser/ui/Section.tsx';
import { Column } from '../../browser/ui/Column.tsx';

/** A heading and paragraphs, at a comfortable reading width. */
export function Text({ block }: BlockProps<'text'>) {
  return (
    <Section heading={block.heading}>
      <Container size="sm" px={0}>
        <Column gap="md">
          {block.paragraphs.map((p) => (
            <Paragraph key={p} size="lg" lh={1.7}>
              {p}
            </Paragraph>
          ))}
        </Column>
      </Container>
    </Section>
  );
}
