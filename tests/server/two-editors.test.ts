// Two people editing at once on the real server, each in a browser of their own: each sees the other's saves within
// seconds, the same text changed by both is refused to the second with their typing kept, every save is a commit under
// its editor's name, an undo is a new commit, and the brand stays the owner's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../e2e/browser.ts';
import { clickText, editInPlace, inPlaceBox } from '../e2e/editor-helpers.ts';
import { Client, makeAccount } from './http-client.ts';
import { git, makeSite, startServer, type RunningServer, type TestSite } from './server-process.ts';

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'kettle lantern orchard' };
const editor = { name: 'Eddie Editor', email: 'eddie@example.com', password: 'pumpkin harbour violet' };
let site: TestSite;
let server: RunningServer;
let browser: Browser;
const opened: BrowserContext[] = [];
let ownerClient: Client;
let editorClient: Client;

/** The about page's texts as its file in the drafts writes them. */
const drafted = () =>
  parse(readFileSync(join(site.data, 'drafts/pages/about.yaml'), 'utf8')) as {
    blocks: Array<{ title?: string; heading?: string; paragraphs?: string[] }>;
  };

/** The last commits of the drafts, as "author|message", newest first. */
const lastCommits = (count: number) => git(site.root, 'log', `-n${count}`, '--format=%an|%s', 'drafts').split('\n');

/** Saves `value` in place and waits until its box has closed: the answer comes once the save is a commit. */
async function save(page: Page, shown: string, value: string): Promise<void> {
  await editInPlace(page, shown, value);
  await expect.poll(() => inPlaceBox(page).count(), { timeout: 10_000 }).toBe(0);
}

/** A browser logged in as `client`'s session, with the about page open in edit mode. */
async function editing(client: Client): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  opened.push(context);
  const [name, value] = client.cookie!.split('=') as [string, string];
  await context.addCookies([
    { name, value, domain: new URL(server.url).hostname, path: '/', httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${server.url}/about?edit`);
  await page.locator('[data-pe-text]').first().waitFor({ timeout: 120_000 });
  return page;
}

beforeAll(async () => {
  site = makeSite();
  server = await startServer(site, { SERVER_BUILD: 'never' });
  ownerClient = new Client(server.url);
  await makeAccount(ownerClient, server.setupLink!, owner);
  const invite = await (await ownerClient.request('/_admin/people/invite', { form: {} })).text();
  editorClient = new Client(server.url);
  await makeAccount(editorClient, /data-invite-link="true">([^<]+)</.exec(invite)![1]!.replace(/&amp;/g, '&'), editor);
  browser = await launch();
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('two editors at once', () => {
  let ownerPage: Page;
  let editorPage: Page;
  beforeAll(async () => {
    [ownerPage, editorPage] = await Promise.all([editing(ownerClient), editing(editorClient)]);
  });

  it("see each other's saves within seconds, each commit under its editor's name", async () => {
    const { blocks } = drafted();
    await save(ownerPage, blocks[0]!.title!, 'About Our Family Business');
    await expect
      .poll(() => editorPage.locator('#main h1').textContent(), { timeout: 5000 })
      .toBe('About Our Family Business');
    await save(editorPage, blocks[2]!.heading!, 'How We Began');
    await expect
      .poll(() => ownerPage.locator('#main').getByText('How We Began', { exact: true }).count(), { timeout: 5000 })
      .toBe(1);
    expect(lastCommits(2)).toEqual([`${editor.name}|about: text heading`, `${owner.name}|about: hero title`]);
  });

  it('refuse the same text changed by both to the second, who keeps what they typed', async () => {
    const paragraph = drafted().blocks[2]!.paragraphs![0]!;
    // The editor opens the paragraph and types; meanwhile the owner saves the same paragraph.
    await clickText(editorPage, paragraph);
    await inPlaceBox(editorPage).fill('We began with one van, one phone, and a promise.');
    await save(ownerPage, paragraph, 'We started with one van and a promise to answer every call.');
    await expect
      .poll(
        () =>
          editorPage
            .locator('#main')
            .getByText('We started with one van and a promise to answer every call.', { exact: true })
            .count(),
        { timeout: 5000 },
      )
      .toBe(1);
    await inPlaceBox(editorPage).press('Enter');
    await editorPage.getByText('Changed on disk').first().waitFor();
    expect(await inPlaceBox(editorPage).inputValue()).toBe('We began with one van, one phone, and a promise.');
    expect(drafted().blocks[2]!.paragraphs![0]).toBe('We started with one van and a promise to answer every call.');
  });

  it('make an undo a new commit, which the history keeps with the change it undid', async () => {
    const before = Number(git(site.root, 'rev-list', '--count', 'drafts'));
    const panel = ownerPage.getByRole('complementary', { name: 'Page editor' });
    expect(await panel.getByRole('button', { name: 'Undo' }).getAttribute('title')).toMatch(/saved as a new version/);
    await panel.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => lastCommits(1)[0], { timeout: 10_000 }).toBe(`${owner.name}|about: undo text paragraph 1`);
    expect(drafted().blocks[2]!.paragraphs![0]).toBe('We started with one van and a promise to answer the phone.');
    expect(Number(git(site.root, 'rev-list', '--count', 'drafts'))).toBe(before + 1);
  });
});

describe('the brand and the site facts', () => {
  it("are the owner's: an editor is not offered them, and a save of the site file is refused in words", async () => {
    const page = await editing(editorClient);
    const options = await page
      .getByRole('complementary', { name: 'Page editor' })
      .getByLabel('Block')
      .locator('option')
      .allTextContents();
    expect(options.some((o) => /brand/i.test(o))).toBe(false);
    expect(await page.getByRole('button', { name: /Open in editor/ }).count()).toBe(0);
    const source = (await (
      await editorClient.request('/__edit/page?key=pages%2F_site.yaml', { headers: { accept: 'application/json' } })
    ).json()) as { hash: string };
    const refused = await editorClient.request('/__edit/save', {
      json: {
        file: 'pages/_site.yaml',
        hash: source.hash,
        edit: { kind: 'set', path: ['brand', 'primary'], value: '#7a1f1f' },
      },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { problems: Array<{ code: string }> }).problems[0]!.code).toBe('owner-only');
    const saved = await ownerClient.request('/__edit/save', {
      json: {
        file: 'pages/_site.yaml',
        hash: source.hash,
        edit: { kind: 'set', path: ['brand', 'primary'], value: '#7a1f1f' },
      },
    });
    expect(saved.status).toBe(200);
    expect(lastCommits(1)).toEqual([`${owner.name}|site: brand primary`]);
  });
});
