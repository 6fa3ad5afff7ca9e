import { Text } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import './Calculator.css';
import { compileFormula, runFormulas, type Formula } from '../../core/formula.ts';
import type { BlockProps } from '../block-props.ts';
import { Section } from '../../ui/Section.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { formatResult, withUnit } from './format-result.ts';
import { Heading } from '../../ui/Heading.tsx';
import { Column } from '../../ui/Column.tsx';
import { Row } from '../../ui/Row.tsx';
import { PlainCard } from '../../ui/PlainCard.tsx';
import { Copy } from '../../ui/Copy.tsx';

type Input = BlockProps<'calculator'>['block']['inputs'][number];

/**
 * A native range input, uncontrolled: arrows, Home, End and Page keys move it before any script runs, and hydration
 * never moves it back; from the entry script on, Page keys and Shift+arrow move ten steps (keys.ts). Once live
 * it reports each move, and a screen reader hears the value with its unit.
 */
function InputSlider({
  input,
  value,
  live,
  onValue,
}: {
  input: Input;
  value: number;
  live: boolean;
  onValue: (v: number) => void;
}) {
  const id = useId();
  return (
    <Column gap={6}>
      <Row justify="space-between" gap="xs">
        <Text component="label" htmlFor={id} fw={700}>
          {input.label}
        </Text>
        <Copy className="weight-700 brand-text" aria-hidden>
          {withUnit(input, value)}
        </Copy>
      </Row>
      <input
        id={id}
        type="range"
        name={input.id}
        className="calculator-slider"
        min={input.min}
        max={input.max}
        step={input.step}
        defaultValue={input.default}
        aria-valuetext={live ? withUnit(input, value) : undefined}
        onChange={(e) => onValue(Number(e.currentTarget.value))}
      />
      <Row justify="space-between" gap="xs" className="dimmed calculator-scale" aria-hidden>
        <span>{withUnit(input, input.min)}</span>
        <span>{withUnit(input, input.max)}</span>
      </Row>
    </Column>
  );
}

/** Sliders and the results of the page's formulas, recomputed on every change and announced politely. */
export function Calculator({ block }: BlockProps<'calculator'>) {
  const resultsId = useId();
  const sliders = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(() => Object.fromEntries(block.inputs.map((i) => [i.id, i.default])));
  const [live, setLive] = useState(false);
  // The visitor may have moved a slider before this code arrived: start from where the sliders stand.
  useEffect(() => {
    const inputs = sliders.current?.querySelectorAll<HTMLInputElement>('input[type="range"]') ?? [];
    setValues(Object.fromEntries([...inputs].map((el) => [el.name, Number(el.value)])));
    setLive(true);
  }, []);
  // The build has checked every formula, so each compiles.
  const formulas = useMemo(
    () => block.outputs.map((o) => ({ id: o.id, run: (compileFormula(o.formula) as { run: Formula }).run })),
    [block.outputs],
  );
  const results = runFormulas(values, formulas);
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        <PlainCard>
          <Column gap="xl" ref={sliders}>
            {block.inputs.map((input) => (
              <InputSlider
                key={input.id}
                input={input}
                value={values[input.id]!}
                live={live}
                onValue={(v) => setValues((old) => ({ ...old, [input.id]: v }))}
              />
            ))}
          </Column>
        </PlainCard>
        <PlainCard component="section" aria-labelledby={resultsId}>
          <Heading order={3} id={resultsId} size="h4" className="calculator-results-heading">
            {block.resultsHeading}
          </Heading>
          <dl className="facts" aria-live="polite">
            {block.outputs.map((output) => (
              <div key={output.id}>
                <dt>{output.label}</dt>
                <dd>
                  <Text
                    span
                    inherit
                    fz={output.highlight ? 'xl' : undefined}
                    c={output.highlight ? 'brand.7' : undefined}
                  >
                    {formatResult(output, results[output.id])}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
          {block.note && <Copy className="dimmed text-sm calculator-note">{block.note}</Copy>}
        </PlainCard>
      </Columns>
    </Section>
  );
}
