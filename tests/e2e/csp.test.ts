// The site's own security headers, as src/builder/serve-dist.ts sends them (the same the build writes to _headers):
// sent, enforced, and the browser blocks nothing the site does while a visitor moves between pages and uses them. Each
// route loaded directly, every block hydrated, is tests/e2e/on-a-phone.ts's (one load of each route): it fails on
// anything the policy blocks, and on a link a page file may not make.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outDir } from '../../src/builder/out-dir.ts';
import { asksForSvg, svgPolicy } from '../../src/node/pictures/svg-policy.ts';
import { calculatorOf, expectResults, startingValues } from './calculator-model.ts';
import { baseUrl, hydrateEveryBlock, launch, waitForHydration } from './browser.ts';

/** The rules of the build's `_headers` file: path pattern to header name (lower case, as fetch gives it) to value. */
function headersRules(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of readFileSync(join(outDir, '_headers'), 'utf8').split('\n').filter(Boolean)) {
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (header) current[header[1]!.toLowerCase()] = header[2]!;
    else rules.set(line, (current = {}));
  }
  return rules;
}

/** The headers the build asks for on every path. */
function headersFile(): Record<string, string> {
  const rules = headersRules();
  expect([...rules.keys()][0], 'the first rule is for every path').toBe('/*');
  return rules.get('/*')!;
}

/** A page that records every policy violation (from before its first script) and every console message about one. */
async function watchedPage(
  context: BrowserContext,
): Promise<{ page: Page; violations: () => Promise<string[]>; messages: string[] }> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(msg.text())) messages.push(msg.text());
  });
  return {
    page,
    messages,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
});
afterAll(() => browser?.close());

describe('the security headers', () => {
  it.each(['/', '/contact', '/no/such/page', '/_pages/index.json', '/favicon.svg'])(
    'are sent with %s, as the build writes them to _headers',
    async (path) => {
      const file = headersFile();
      const scriptSrc = file['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src '));
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const response = await fetch(`${baseUrl}${path}`);
      const sent = Object.fromEntries(Object.keys(file).map((name) => [name, response.headers.get(name)]));
      // A drawing carries the policy that runs no script beside the site's (fetch joins the two with a comma).
      const policy = asksForSvg(path)
        ? `${file['content-security-policy']}, ${svgPolicy}`
        : file['content-security-policy'];
      expect(sent).toEqual({ ...file, 'content-security-policy': policy });
    },
  );

  it('keep bundles and share cards for good, as _headers asks hosts to, and pages not', async () => {
    const forever = headersRules().get('/assets/*')?.['cache-control'];
    expect(forever).toBe('public, max-age=31536000, immutable');
    const html = await (await fetch(`${baseUrl}/`)).text();
    const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect((await fetch(`${baseUrl}${bundle}`)).headers.get('cache-control')).toBe(forever);
    const card = /<meta property="og:image" content="https?:\/\/[^/]+(\/_share\/[^"]+)"/.exec(html)![1]!;
    expect(headersRules().get('/_share/*')?.['cache-control']).toBe(forever);
    expect((await fetch(`${baseUrl}${card}`)).headers.get('cache-control')).toBe(forever);
    expect((await fetch(`${baseUrl}/`)).headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('are enforced: an inline script added to a page is blocked and reported', async () => {
    const { page, violations, messages } = await watchedPage(context);
    await page.route(`${baseUrl}/about`, async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      await route.fulfill({
        response,
        body: (await response.text()).replace('</body>', '<script>window.__ran = 1</script></body>'),
      });
    });
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(messages).toEqual([
      expect.stringMatching(
        /^Executing inline script violates the following Content Security Policy directive 'script-src /,
      ),
    ]);
    await page.close();
  });
});

/** Clicks a link to another page and waits until that page has replaced the current one, every block hydrated. */
async function follow(page: Page, link: Locator): Promise<void> {
  const title = await page.title();
  await link.click();
  await page.waitForFunction((before) => document.title !== before, title);
  await hydrateEveryBlock(page);
}

describe('client-side navigation', () => {
  it('moves between pages and uses a calculator, the menus and a question without breaking the policy', async () => {
    const { page, violations, messages } = await watchedPage(context);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await follow(page, page.locator('.services-panel').getByRole('link', { name: 'Water Heaters' }));
    // The calculator evaluates its formulas in the browser: it computes under a policy without eval.
    const calculator = await calculatorOf('/services/water-heaters');
    const household = calculator.inputs[0]!;
    await page.getByRole('slider', { name: household.label }).focus();
    await page.keyboard.press('ArrowRight');
    await expectResults(page, calculator, {
      ...startingValues(calculator),
      [household.id]: household.default + household.step,
    });
    await page.locator('summary', { hasText: 'How long does a water heater last?' }).click();
    for (const name of ['About', 'Contact', 'Home']) await follow(page, nav.getByRole('link', { name }));
    expect(await violations()).toEqual([]);
    expect(messages).toEqual([]);
    await page.close();
  });
});
