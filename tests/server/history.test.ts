// Each page's history on the server: who changed what and when, the change in words, and "Restore this version", a new
// commit that rewrites none; read at 375 px in Chromium, with axe.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../e2e/axe.ts';
import { launch, phone } from '../e2e/browser.ts';
import { Client, makeAccount } from './http-client.ts';
import { git, makeSite, startServer, type RunningServer, type TestSite } from './server-process.ts';

let site: TestSite;
let server: RunningServer;
let owner: Client;
let browser: Browser;

async function save(client: Client, path: Array<string | number>, value: string): Promise<void> {
  const { hash } = (await (
    await client.request('/__edit/page?key=%2Fabout', { headers: { accept: 'application/json' } })
  ).json()) as { hash: string };
  expect(
    (
      await client.request('/__edit/save', {
        json: { file: 'pages/about.yaml', hash, edit: { kind: 'set', path, value } },
      })
    ).status,
  ).toBe(200);
}

beforeAll(async () => {
  site = makeSite();
  server = await startServer(site, { SERVER_BUILD: 'never' });
  owner = new Client(server.url);
  await makeAccount(owner, server.setupLink!, {
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    password: 'kettle lantern orchard',
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('says who changed what and when in words, and restores a version as a new commit', async () => {
  const original = git(site.root, 'show', 'main:pages/about.yaml');
  await save(owner, ['blocks', 0, 'title'], 'About Our Family');
  await save(owner, ['blocks', 2, 'paragraphs', 0], 'We started with two vans and a promise to answer the phone.');
  const before = git(site.root, 'rev-list', 'drafts').split('\n');

  const context = await browser.newContext(phone);
  const [name, value] = owner.cookie!.split('=') as [string, string];
  await context.addCookies([
    { name, value, domain: 'localhost', path: '/', httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
  const page = await context.newPage();
  await page.goto(`${server.url}/_admin/history?file=pages%2Fabout.yaml`);
  const versions = page.locator('ol > li');
  expect(await versions.count()).toBe(3);
  expect(await versions.nth(0).textContent()).toMatch(/about: text paragraph 1.*Olivia Owner/s);
  expect(await versions.nth(0).locator('del').allTextContents()).toEqual(['one van']);
  expect(await versions.nth(0).locator('ins').allTextContents()).toEqual(['two vans']);
  expect(await versions.nth(0).getByRole('button', { name: 'Restore this version' }).count()).toBe(0);
  expect(await versions.nth(2).textContent()).toMatch(/The site as it was handed over.*Site Setup/s);
  expect(await axeViolations(page)).toEqual([]);

  await versions.nth(2).getByRole('button', { name: 'Restore this version' }).click();
  await page.getByText(/^Restored: the page is back to that version/).waitFor();
  expect(git(site.root, 'show', 'drafts:pages/about.yaml')).toBe(original);
  expect(git(site.root, 'log', '-n1', '--format=%an|%s', 'drafts')).toMatch(
    /^Olivia Owner\|about: restored the version of .* by Site Setup$/,
  );
  // A new commit on top: every commit before it is still there, none rewritten.
  const after = git(site.root, 'rev-list', 'drafts').split('\n');
  expect(after.slice(1)).toEqual(before);
  await context.close();
});
