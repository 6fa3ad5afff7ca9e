import { Card, Group, Slider, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Slider.css';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { compileFormula, runFormulas, type Formula } from '../../core/formula.ts';
import type { BlockProps } from '../render/registry.ts';
import { Section } from '../ui/Section.tsx';
import { Columns } from '../ui/Columns.tsx';

type Input = BlockProps<'calculator'>['block']['inputs'][number];
type Output = BlockProps<'calculator'>['block']['outputs'][number];

const bigStep: Record<string, number> = { PageUp: 10, PageDown: -10 };
const arrowStep: Record<string, number> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };

/** Ten steps on Page Up/Down and Shift+arrows; Mantine's slider already does single steps, Home and End. */
function tenSteps(input: Input, value: number, set: (v: number) => void) {
  return (event: KeyboardEvent) => {
    const steps = bigStep[event.key] ?? (event.shiftKey ? (arrowStep[event.key] ?? 0) * 10 : 0);
    if (!steps) return;
    event.preventDefault();
    event.stopPropagation();
    set(Math.min(input.max, Math.max(input.min, value + steps * input.step)));
  };
}

function format(output: Output, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  const number = value.toLocaleString('en-CA', { minimumFractionDigits: output.decimals, maximumFractionDigits: output.decimals });
  return `${output.prefix}${number}${output.suffix}`;
}

function InputSlider({ input, value, onChange }: { input: Input; value: number; onChange: (v: number) => void }) {
  const labelId = useId();
  const withUnit = (v: number) => {
    const unit = v === 1 ? (input.unitOne ?? input.unit) : input.unit;
    return unit ? `${v} ${unit}` : String(v);
  };
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text id={labelId} fw={700}>{input.label}</Text>
        <Text fw={700} c="brand.7" aria-hidden>{withUnit(value)}</Text>
      </Group>
      <div onKeyDownCapture={tenSteps(input, value, onChange)}>
        <Slider
          min={input.min}
          max={input.max}
          step={input.step}
          value={value}
          onChange={onChange}
          label={null}
          size="lg"
          thumbProps={{ 'aria-labelledby': labelId }}
          thumbValueText={withUnit}
        />
      </div>
      <Group justify="space-between" gap="xs" c="dimmed" fz="sm">
        <span>{withUnit(input.min)}</span>
        <span>{withUnit(input.max)}</span>
      </Group>
    </Stack>
  );
}

/** Sliders and the results of the page's formulas, recomputed on every change and announced politely. */
export function Calculator({ block }: BlockProps<'calculator'>) {
  const resultsId = useId();
  const [values, setValues] = useState(() => Object.fromEntries(block.inputs.map((i) => [i.id, i.default])));
  // The build has checked every formula, so each compiles.
  const formulas = useMemo(() => block.outputs.map((o) => ({ id: o.id, run: (compileFormula(o.formula) as { run: Formula }).run })), [block.outputs]);
  const results = runFormulas(values, formulas);
  return (
    <Section heading={block.heading} intro={block.intro} tinted>
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xl">
            {block.inputs.map((input) => (
              <InputSlider key={input.id} input={input} value={values[input.id]!} onChange={(v) => setValues((old) => ({ ...old, [input.id]: v }))} />
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={resultsId}>
          <Title order={3} id={resultsId} size="h4" mb="md">{block.resultsHeading}</Title>
          <dl className="facts" aria-live="polite">
            {block.outputs.map((output) => (
              <div key={output.id}>
                <dt>{output.label}</dt>
                <dd>
                  <Text span inherit fz={output.highlight ? 'xl' : undefined} c={output.highlight ? 'brand.7' : undefined}>
                    {format(output, results[output.id])}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
          {block.note && <Text size="sm" c="dimmed" mt="md">{block.note}</Text>}
        </Card>
      </Columns>
    </Section>
  );
}
