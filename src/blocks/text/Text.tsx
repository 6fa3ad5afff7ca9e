import { Container } from '@mantine/core';
import './Text.css';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../browser/ui/Section.tsx';
import { Column } from '../../browser/ui/Column.tsx';
import { Copy } from '../../browser/ui/Copy.tsx';

/** A heading and paragraphs, at a comfortable reading width. */
export function Text({ block }: BlockProps<'text'>) {
  return (
    <Section heading={block.heading}>
      <Container size="sm" px={0}>
        <Column gap="md">
          {block.paragraphs.map((p) => (
            <Copy key={p} className="text-lg text-block-line">
              {p}
            </Copy>
          ))}
        </Column>
      </Container>
    </Section>
  );
}
