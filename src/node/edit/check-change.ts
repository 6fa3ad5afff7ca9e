import type { CheckedFiles, SiteChecker } from '../check/check-site.ts';
import { isError, type Problem } from '../report/problem.ts';
import { readSite } from '../read/read-pages.ts';

/**
 * The site checked with `next` as the text of `file`, as `npm run validate` checks it, and the errors the change would
 * bring (those that were not there before it): a change with any is never written.
 */
export function checkChange(
  root: string,
  check: SiteChecker,
  file: string,
  next: string,
): CheckedFiles & { errors: Problem[] } {
  const { files: before, unread, assets } = readSite(root);
  const files = before.map((f) => (f.file === file ? { file, text: next } : f));
  const checked = check(files, assets, unread);
  const errors = newErrors(checked.problems.filter(isError), () =>
    check(before, assets, unread).problems.filter(isError),
  );
  return { files, check: checked, errors };
}

/** The errors that were not there before the change (counted, so one more of the same kind is new). */
function newErrors(after: Problem[], before: () => Problem[]): Problem[] {
  if (after.length === 0) return [];
  const key = (p: Problem) => `${p.file}\0${p.code}\0${p.message}`;
  const old = new Map<string, number>();
  for (const p of before()) old.set(key(p), (old.get(key(p)) ?? 0) + 1);
  return after.filter((p) => {
    const left = old.get(key(p)) ?? 0;
    old.set(key(p), left - 1);
    return left <= 0;
  });
}
