import { walkStrings } from './walk.ts';
import { normalizePath } from './routes.ts';
import { suggestion } from './did-you-mean.ts';
import type { Problem } from './problem.ts';

/** Internal links (href: /path) to a path that has no page: a warning, since some are kept on purpose. */
export function checkLinks(data: unknown, routes: ReadonlySet<string>): Array<{ path: PropertyKey[]; problem: Pick<Problem, 'severity' | 'code' | 'title' | 'message' | 'hint'> }> {
  const found: ReturnType<typeof checkLinks> = [];
  walkStrings(data, (text, path) => {
    if (path.at(-1) !== 'href' || !text.startsWith('/')) return;
    const target = normalizePath(text);
    if (routes.has(target)) return;
    found.push({
      path,
      problem: { severity: 'warning', code: 'link-to-missing-page', title: 'Link to a page that does not exist', message: `This link goes to ${target}, which has no page; visitors will see the not-found page.`, hint: `${suggestion(target, [...routes])}Create pages${target}.yaml, or point the link at an existing page.` },
    });
  });
  return found;
}
