import { Progress as Bar } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useEffect } from 'react';
import type { BlockProps } from '../block-props.ts';
import { Facts } from '../../ui/Facts.tsx';
import { Section } from '../../ui/Section.tsx';
import { progressState } from './progress-state.ts';
import { Columns } from '../../ui/Columns.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';
import { PlainCard } from '../../ui/PlainCard.tsx';

type Item = BlockProps<'progress'>['block']['items'][number];

function ProgressBar({ item, measure }: { item: Item; measure: string }) {
  const { value, max, state, warnings } = progressState(item.value, item.max);
  const percent = value === null ? null : Math.round((value / max) * 100);
  const warningText = warnings.join('\n');
  useEffect(() => {
    if (warningText) console.warn(warningText);
  }, [warningText]);
  return (
    <Column gap={6}>
      <Row justify="space-between" gap="xs">
        <Copy className="weight-600 text-sm">{measure}</Copy>
        {percent !== null && (
          <Copy className="weight-800 brand-text" aria-hidden>
            {percent}%
          </Copy>
        )}
      </Row>
      <Bar.Root
        size="lg"
        role="progressbar"
        aria-label={`${measure}: ${item.title}`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={percent === null ? undefined : `${percent}%`}
        data-state={state}
        data-value={value ?? undefined}
        data-max={max}
      >
        <Bar.Section
          value={percent ?? 100}
          withAria={false}
          color={state === 'complete' ? 'green.8' : 'brand.7'}
          animated={state === 'indeterminate'}
        />
      </Bar.Root>
    </Column>
  );
}

/** Cards with a labelled progress bar each (role progressbar, with its value, or indeterminate when it has none). */
export function Progress({ block }: BlockProps<'progress'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Columns cols={{ base: 1, sm: Math.min(block.columns, 2), md: block.columns }} spacing="lg">
        {block.items.map((item) => (
          <PlainCard key={item.title} className="shadow-xs">
            <Column gap="sm">
              <Heading order={block.heading ? 3 : 2} size="h4">
                {item.title}
              </Heading>
              {item.text && <Copy className="dimmed">{item.text}</Copy>}
              <ProgressBar item={item} measure={block.measure} />
              <Facts facts={item.facts} />
            </Column>
          </PlainCard>
        ))}
      </Columns>
    </Section>
  );
}
