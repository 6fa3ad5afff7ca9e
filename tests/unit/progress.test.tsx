// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../src/blocks/index.ts';
import { Progress } from '../../src/blocks/progress/Progress.tsx';
import { progressState } from '../../src/blocks/progress/progress-state.ts';
import { themeOf } from '../../src/core/site-theme.ts';
import { fixtureSiteData, reportFor } from './site-fixture.ts';

const theme = themeOf(fixtureSiteData().site.brand);

afterEach(cleanup);

describe('a progress bar', () => {
  it('is loading below its max, complete at its max, and indeterminate without a value', () => {
    expect(progressState(65, 100)).toEqual({ value: 65, max: 100, state: 'loading', warnings: [] });
    expect(progressState(40, 40)).toEqual({ value: 40, max: 40, state: 'complete', warnings: [] });
    expect(progressState(undefined, 100)).toEqual({ value: null, max: 100, state: 'indeterminate', warnings: [] });
  });

  it('treats a max that is not a number above 0 as 100, and says so', () => {
    for (const max of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const state = progressState(50, max);
      expect(state).toMatchObject({ value: 50, max: 100, state: 'loading' });
      expect(state.warnings).toEqual([
        `Progress: invalid max ${String(max)}; a max must be a number above 0. Using 100.`,
      ]);
    }
  });

  it('shows a value outside 0 to max as indeterminate, and says so', () => {
    expect(progressState(120, 100)).toEqual({
      value: null,
      max: 100,
      state: 'indeterminate',
      warnings: ['Progress: invalid value 120; a value must be from 0 to 100. Showing the bar as indeterminate.'],
    });
    expect(progressState(-1, 100).state).toBe('indeterminate');
  });

  it('warns the developer in the console when the page data bypassed validation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no matchMedia; Mantine asks it for the colour scheme.
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const block = {
      type: 'progress',
      measure: 'Return on investment',
      columns: 2,
      items: [{ title: 'Heated Floors', value: 30, max: -1, facts: [] }],
    } as BlockOf<'progress'>;
    render(
      <MantineProvider theme={theme}>
        <Progress block={block} />
      </MantineProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Return on investment: Heated Floors' });
    expect([
      bar.getAttribute('aria-valuenow'),
      bar.getAttribute('aria-valuemax'),
      bar.getAttribute('data-state'),
    ]).toEqual(['30', '100', 'loading']);
    expect(warn).toHaveBeenCalledWith('Progress: invalid max -1; a max must be a number above 0. Using 100.');
    warn.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('progress validation', () => {
  const report = (item: string) => {
    const text = `title: Bathroom Plumbing | {company}
description: What each bathroom upgrade typically returns when you sell, as a share of its cost.
blocks:
  - type: hero
    title: Bathroom Plumbing
  - type: progress
    measure: Return on investment
    items:
${item}`;
    return reportFor(text);
  };

  it('refuses a max that is not above 0', () => {
    expect(report('      - title: Heated Floors\n        value: 30\n        max: 0\n')).toMatchInlineSnapshot(`
      "✖ Invalid maximum
        pages/bad.yaml:11:14  (blocks[1].items[0].max)

          10 |         value: 30
        > 11 |         max: 0
             |              ^
          12 |

        Block 2 (progress), item 1 of "items", "max": A bar needs a maximum above 0, but it is 0.
        A bar runs from 0 to max; max is above 0 and 100 unless told.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it('refuses a value outside the bar', () => {
    expect(report('      - title: Heated Floors\n        value: 130\n')).toMatchInlineSnapshot(`
      "✖ Value outside the bar
        pages/bad.yaml:10:16  (blocks[1].items[0].value)

           9 |       - title: Heated Floors
        > 10 |         value: 130
             |                ^^^
          11 |

        Block 2 (progress), item 1 of "items", "value": 130 is outside the bar, which runs from 0 to 100.
        A bar runs from 0 to max; max is above 0 and 100 unless told.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
});
