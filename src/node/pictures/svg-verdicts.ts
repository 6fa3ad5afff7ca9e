// What the SVG check (safe-svg.ts) said of each drawing, remembered on disk by the drawing's bytes and the check's own
// code: jsdom, which the check runs on, takes more than a second to load, and `npm run validate`, the build and the
// dev server would each load it at every start for drawings that have not changed. A remembered verdict that does not
// read back whole is made again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writeWhole } from '../write-whole.ts';

export type Verdict = string[] | { unreadable: string };

/** The folder beside the installed packages (node_modules/.cache/svg-verdicts), whatever folder a command runs in. */
const folder = () =>
  join(dirname(createRequire(import.meta.url).resolve('dompurify')), '..', '..', '.cache', 'svg-verdicts');

const isVerdict = (value: unknown): value is Verdict =>
  Array.isArray(value)
    ? value.every((item) => typeof item === 'string')
    : typeof (value as { unreadable?: unknown })?.unreadable === 'string';

/**
 * The verdict on `text`, read from the disk when the same drawing was checked by the same code before, else made by
 * `check` and kept. `code` names the check's code (its functions' text): a changed check judges every drawing again.
 */
export function rememberedVerdict(text: string, code: string, check: () => Verdict): Verdict {
  const file = join(folder(), `${createHash('sha256').update(code).update('\0').update(text).digest('hex')}.json`);
  try {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isVerdict(kept)) return kept;
  } catch {
    // Not checked before, or not whole: checked now.
  }
  const verdict = check();
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeWhole(file, JSON.stringify(verdict));
  } catch {
    // A cache that cannot be written (another user's) only costs the check again next time.
  }
  return verdict;
}
