// An owner's ordinary round, on a copy of the site, done as an owner does it: a price, a heading and a FAQ answer in
// the page editor (npm start, ?edit, in Chromium); the phone in pages/_site.yaml, which the editor does not edit; a new
// service with npm run new-page. Then what CI runs, on that copy: validate, the build, and every route served as a host
// serves it, each showing what its YAML now says: green within two minutes, the new service on the services page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { runBuild } from '../run-build.ts';
import { launch } from './browser.ts';
import { editInPlace, editorReady } from './editor-helpers.ts';
import { mainHeadingOf, siteContent, textsOf } from '../site-content.ts';
import { htmlText } from '../html-text.ts';

const live = siteContent();
/** A page with a priced plan and a FAQ, where the owner changes a price, the heading and an answer. */
const [route, { page: written, file }] = [...live.pages].find(
  ([, { page }]) => page.blocks.some((b) => b.type === 'pricing') && page.blocks.some((b) => b.type === 'faq'),
)!;
const plan = written.blocks.flatMap((b) => (b.type === 'pricing' ? b.items : []))[0]!;
const answer = written.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []))[0]!;
const heading = mainHeadingOf(written);
const changes = {
  price: { from: plan.price, to: `$${Number(plan.price.replace(/\D/g, '')) + 10}` },
  heading: { from: heading, to: `${heading}, Booked Online` },
  answer: { from: answer.answer, to: 'Yes. We call the day before and arrive within the two-hour window we give you.' },
  phone: { display: '(250) 555-0142', dial: '+12505550142' },
};

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', resolve(script), ...args], { encoding: 'utf8' });

let browser: Browser;
let server: PreviewServer | undefined;
let host: Server | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await new Promise((done) => host?.close(done));
  await server?.close();
  await browser?.close();
}, 120_000);

describe('the owner’s round on a copy of the site', () => {
  it('changes a price, a heading, a FAQ answer, the phone and adds a service; validate, the build and every route are green', async () => {
    server = await startPreviewServer();
    const root = dirname(server.pagesDir);
    const at = (name: string) => join(root, name);

    // In the page editor: the price, the heading, then the answer once its question is open.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}${route}?edit`, { timeout: 90_000 });
    await editorReady(page);
    expect(await page.locator('.pe-file').textContent()).toBe(file);
    const fileNow = () => readFileSync(at(file), 'utf8');
    await editInPlace(page, changes.price.from, changes.price.to);
    await expect.poll(fileNow).toContain(changes.price.to);
    await editInPlace(page, changes.heading.from, changes.heading.to);
    await expect.poll(fileNow).toContain(changes.heading.to);
    // Beside the question's words (on its arrow) a click opens the question, as it does outside edit mode.
    const question = page.locator('#main summary', { hasText: answer.question });
    const box = (await question.boundingBox())!;
    await question.click({ position: { x: box.width - 24, y: box.height / 2 } });
    await editInPlace(page, changes.answer.from, changes.answer.to);
    await expect.poll(fileNow).toContain(changes.answer.to);
    await context.close();

    // In pages/_site.yaml: the phone. With new-page: a service.
    const siteFile = at('pages/_site.yaml');
    writeFileSync(
      siteFile,
      readFileSync(siteFile, 'utf8')
        .replace(`display: ${live.site.phone.display}`, `display: ${changes.phone.display}`)
        .replace(`dial: "${live.site.phone.dial}"`, `dial: "${changes.phone.dial}"`),
    );
    const added = run('scripts/commands/new-page.ts', 'services/gas-fitting', '--root', root);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain('Listed it under services: in pages/_site.yaml');

    // What CI runs, on the copy, within two minutes.
    const started = performance.now();
    const validated = run('scripts/commands/validate.ts', '--root', root, '--format', 'json');
    expect(validated.status, validated.stdout).toBe(0);
    expect((JSON.parse(validated.stdout) as { ok: boolean }).ok).toBe(true);
    const out = mkdtempSync(join(tmpdir(), 'owner-round-out-'));
    const built = runBuild({ out, pagesRoot: root, cache: mkdtempSync(join(tmpdir(), 'owner-round-cache-')) });
    expect(built.status, built.output).toBe(0);
    // The copy as its YAML now says (read before the dev server's close removes it).
    const copy = siteContent(root);
    const texts = new Map([...copy.pages.keys()].map((path) => [path, textsOf(path, root)]));
    await server.close();
    server = undefined;

    host = await serveDist(out, 0);
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    expect(copy.site.phone.display).toBe(changes.phone.display);
    for (const [path, { file: source }] of copy.pages) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const main = htmlText(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
      for (const text of texts.get(path)!) expect(main, `"${text}", ${source}`).toContain(text.replace(/\s+/g, ' '));
      expect(html).toContain(`href="tel:${changes.phone.dial}"`);
      expect(htmlText(html)).toContain(changes.phone.display);
    }
    const changedPage = htmlText(await (await fetch(`${base}${route}`)).text());
    for (const text of [changes.price.to, changes.heading.to, changes.answer.to]) expect(changedPage).toContain(text);
    const services = await (await fetch(`${base}/services`)).text();
    expect(services).toContain('href="/services/gas-fitting"');
    expect(htmlText(services)).toContain('Learn More about Gas Fitting');
    expect((await fetch(`${base}/services/gas-fitting`)).status).toBe(200);
    expect(performance.now() - started, 'validate, the build and the route checks, in ms').toBeLessThan(120_000);
  }, 180_000);
});
