import { placeholder } from '../core/placeholders.ts';
import { walkStrings } from '../core/walk.ts';
import { listOf, suggestion } from './did-you-mean.ts';
import { short } from './subject.ts';
import type { Finding } from './problem.ts';

/** Every `{name}` in the page that the site does not define. */
export function checkTokens(data: unknown, tokens: Record<string, string>): Finding[] {
  const known = Object.keys(tokens);
  const found: Finding[] = [];
  walkStrings(data, (text, path) => {
    for (const [, name = ''] of text.matchAll(placeholder)) {
      if (name in tokens) continue;
      found.push({
        path,
        within: `{${name}}`,
        problem: { severity: 'error', code: 'unknown-placeholder', title: 'Unknown placeholder', message: `"{${short(name)}}" is not a fact the site file defines, so it would show as written.`, hint: `${suggestion(name, known)}Placeholders: ${listOf(known.map((k) => `{${k}}`))}. They are set in pages/_site.yaml.` },
      });
    }
  });
  return found;
}
