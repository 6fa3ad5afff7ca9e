export type ProgressState = 'indeterminate' | 'loading' | 'complete';

/**
 * A bar's value, max and state, as the block reads them: a max that is not a number above 0 is 100, a value outside
 * 0..max is unknown.
 */
export function progressState(
  value: number | null | undefined,
  max: number | null | undefined,
): { value: number | null; max: number; state: ProgressState; warnings: string[] } {
  const warnings: string[] = [];
  const validMax = typeof max === 'number' && Number.isFinite(max) && max > 0;
  if (max != null && !validMax)
    warnings.push(`Progress: invalid max ${String(max)}; a max must be a number above 0. Using 100.`);
  const top = validMax ? max : 100;
  const validValue = typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= top;
  if (value != null && !validValue)
    warnings.push(
      `Progress: invalid value ${String(value)}; a value must be from 0 to ${top}. Showing the bar as indeterminate.`,
    );
  const shown = validValue ? value : null;
  return {
    value: shown,
    max: top,
    state: shown === null ? 'indeterminate' : shown === top ? 'complete' : 'loading',
    warnings,
  };
}
