import './Text.css';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../ui/Section.tsx';
import { Column } from '../../ui/Column.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { PlainContainer } from '../../ui/PlainContainer.tsx';

/** A heading and paragraphs, at a comfortable reading width. */
export function Text({ block }: BlockProps<'text'>) {
  return (
    <Section heading={block.heading}>
      <PlainContainer size="sm" flush>
        <Column gap="md">
          {block.paragraphs.map((p) => (
            <Copy key={p} className="text-lg text-block-line">
              {p}
            </Copy>
          ))}
        </Column>
      </PlainContainer>
    </Section>
  );
}
