import type { BlockOf } from '../index.ts';

type Calculator = BlockOf<'calculator'>;

/**
 * A result as the calculator shows it: its prefix and suffix, thousands grouped, its number of decimals; '–' when there
 * is none.
 */
export function formatResult(output: Calculator['outputs'][number], value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  const number = value.toLocaleString('en-CA', {
    minimumFractionDigits: output.decimals,
    maximumFractionDigits: output.decimals,
  });
  return `${output.prefix}${number}${output.suffix}`;
}

/** A slider's value with its unit, as the page shows it and a screen reader says it: "4 people", "1 person". */
export function withUnit(input: Calculator['inputs'][number], value: number): string {
  const unit = value === 1 ? (input.unitOne ?? input.unit) : input.unit;
  return unit ? `${value} ${unit}` : String(value);
}
