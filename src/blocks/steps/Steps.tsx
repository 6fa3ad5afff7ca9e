import './Steps.css';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../ui/Section.tsx';
import { MarkList } from '../../ui/MarkList.tsx';
import { Columns, evenColumns } from '../../ui/Columns.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { PlainCard } from '../../ui/PlainCard.tsx';

/** A numbered process as cards, in reading order; one column on a phone. */
export function Steps({ block }: BlockProps<'steps'>) {
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns
        component="ol"
        className="plain-list"
        cols={{ base: 1, sm: 2, md: evenColumns([block.items.length], Math.min(block.items.length, 4)) }}
        spacing="lg"
      >
        {block.items.map((step, i) => (
          <PlainCard component="li" key={step.title}>
            <Column className="step-body">
              <Copy className="step-label">
                {block.label} {i + 1}
              </Copy>
              <Heading order={3} size="h4">
                {step.title}
              </Heading>
              {/* Under the title, so a long duration never pushes one card's title below its neighbours'. */}
              {step.duration && <span className="step-duration">{step.duration}</span>}
              <Copy className="dimmed">{step.text}</Copy>
              {step.tasks.length > 0 && <MarkList items={step.tasks} size="sm" />}
            </Column>
          </PlainCard>
        ))}
      </Columns>
    </Section>
  );
}
