// A long build says what it is doing: a whole line at each tenth of its cards and of its render, the same in a
// terminal and a CI log (no carriage return that a log would show as one endless line).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressLines } from '../../src/builder/progress-lines.ts';

afterEach(() => vi.restoreAllMocks());

/** What the progress of `total` items, reported in batches of 25, prints. */
function printed(total: number): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  const progress = progressLines('cards', total, () => 12_400);
  for (let done = 25; done <= total; done += 25) progress(done);
  return lines;
}

describe('the progress of a long build step', () => {
  it('says "cards 4,000 of 10,001" at each tenth, in whole lines', () => {
    const lines = printed(10_001);
    expect(lines).toHaveLength(9);
    expect(lines[3]).toBe('  cards 4,025 of 10,001 (12 s)');
    expect(lines.join('')).not.toMatch(/\r/);
  });

  it('says nothing for a short step, and never repeats the end the summary line gives', () => {
    expect(printed(400)).toEqual([]);
    expect(printed(1_000).at(-1)).toBe('  cards 500 of 1,000 (12 s)');
  });
});
