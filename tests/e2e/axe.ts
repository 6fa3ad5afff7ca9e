import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's WCAG 2.1 A and AA violations, in a form that says what to fix and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // Only violations are read: axe then does not list every node that passes. Set first: options() replaces withTags'.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // One axe.run in the page itself. The default runs each frame apart and joins the results in a blank page it opens
    // for the purpose, a page of Chromium's more at every check, for frames from other sites, which the site has none
    // of.
    .setLegacyMode()
    .analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help}\n${v.nodes
        .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n')}`,
  );
}
