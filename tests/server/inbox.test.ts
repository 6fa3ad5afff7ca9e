// The contact form's inbox on the real server (npm run serve), with a real SMTP server on localhost and real Chromium:
// a visitor's message from the built site is in the database, in the owner's inbox at 375 px and in the mailbox;
// spam is refused and counted, people from 100 addresses are all stored; mail that could not go waits and arrives;
// a server killed right after a visitor sent loses nothing it said it kept. The same build on a static host says
// plainly that nothing was sent.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Browser, Page } from 'playwright-core';
import { inboxPath } from '../../src/core/inbox.ts';
import { contactFormBlock } from '../../src/blocks/contact-form/schema.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { axeViolations } from '../e2e/axe.ts';
import { hydrateEveryBlock, launch, phone, waitForHydration } from '../e2e/browser.ts';
import { field, fill, visitor, type Visitor } from '../e2e/contact-form-helpers.ts';
import { startMailbox, type Mailbox } from '../smtp-mailbox.ts';
import { Client, makeAccount } from './http-client.ts';
import { currentRelease, makeInboxSite } from './inbox-site.ts';
import { postToInbox } from './inbox-post.ts';
import { startServer, type RunningServer, type TestSite } from './server-process.ts';

/** The site's facts as its file gives them. */
const siteFacts = parse(readFileSync('docs/example-site/pages/_site.yaml', 'utf8')) as {
  email: string;
  company: string;
};
/** What the form says about where messages go (its default words), as visitors read them. */
const whereMessagesGo = contactFormBlock.shape.whereMessagesGo
  .parse(undefined)
  .replaceAll('{company}', siteFacts.company);
const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'kettle lantern orchard' };
/** What a person's post carries besides their values: an empty hidden field, the time they took, the page. */
const person = { ...visitor, emergency: false, website: '', elapsedMs: 48_000, page: '/contact' };

let site: TestSite;
let mailbox: Mailbox;
let server: RunningServer;
let browser: Browser;
let owned: Client;

/**
 * The server on the site; at its first start, once it has built the site for visitors. A failed mail is tried again
 * after 2 seconds here, not half a minute, so the test of a mail server that is down is short.
 */
async function startOn(s: TestSite, { first = false } = {}): Promise<RunningServer> {
  const started = await startServer(s, { ...mailbox.env, SMTP_RETRY_SECONDS: '2' });
  if (first) await started.waitFor(/Visitors get release \d+/);
  return started;
}

beforeAll(async () => {
  site = makeInboxSite();
  [mailbox, browser] = await Promise.all([startMailbox(), launch()]);
  server = await startOn(site, { first: true });
  owned = new Client(server.url);
  expect((await makeAccount(owned, server.setupLink!, owner)).status).toBe(303);
});
afterAll(async () => {
  await Promise.all([server?.stop(), browser?.close(), mailbox?.stop()]);
});

const stored = () => {
  const db = new Database(join(site.data, 'site.db'), { readonly: true });
  try {
    return db
      .prepare('SELECT name, phone, email, service, message, emergency FROM inbox_messages ORDER BY id')
      .all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
};

const post = (body: unknown, from?: string, origin?: string) => postToInbox(server.url, body, from, origin);

/** /contact on a phone, every block live; `loadedAt` is when the page began to load, as the form counts it. */
async function openContact(origin = server.url): Promise<{ page: Page; loadedAt: number; problems: string[] }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const loadedAt = Date.now();
  await page.goto(`${origin}/contact`);
  await waitForHydration(page);
  await hydrateEveryBlock(page);
  return { page, loadedAt, problems };
}

/** A person takes longer than the inbox's few seconds to write; the test waits out what filling in did not take. */
const writeLikeAPerson = async (page: Page, loadedAt: number) =>
  page.waitForTimeout(Math.max(0, loadedAt + 4_000 - Date.now()));

const thanks = (page: Page) => page.getByRole('heading', { name: 'Thank you, your message has been sent' });

describe('a visitor’s message from the built site', () => {
  it('is stored, shown in the owner’s inbox on a phone, and mailed to the site’s address with the visitor as Reply-To', async () => {
    const { page, loadedAt, problems } = await openContact();
    expect(await page.getByText(whereMessagesGo).isVisible()).toBe(true);
    await fill(page, visitor);
    await field.emergency(page).check();
    await writeLikeAPerson(page, loadedAt);
    const posted = page.waitForRequest((req) => new URL(req.url()).pathname === inboxPath);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Send Emergency Request' }).click();
    // What the form adds: the hidden field empty, the time since this visit's page load (not since hydration), the
    // page.
    const body = (await posted).postDataJSON() as typeof person;
    expect(body).toMatchObject({ ...visitor, emergency: true, website: '', page: '/contact' });
    expect(body.elapsedMs).toBeGreaterThanOrEqual(clickedAt - loadedAt - 1_000);
    expect(body.elapsedMs).toBeLessThanOrEqual(Date.now() - loadedAt);
    await expect.poll(() => thanks(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(problems).toEqual([]);

    expect(stored()).toContainEqual({
      name: visitor.name,
      phone: visitor.phone,
      email: visitor.email,
      service: visitor.service,
      message: visitor.message,
      emergency: 1,
    });
    await expect
      .poll(() => mailbox.mails.some((m) => mailbox.body(m).includes(visitor.message)), { timeout: 15_000 })
      .toBe(true);
    const mail = mailbox.mails.find((m) => mailbox.body(m).includes(visitor.message))!;
    expect(mail.to).toEqual([siteFacts.email]);
    expect(mailbox.header(mail, 'reply-to')).toBe(`${visitor.name} <${visitor.email}>`);
    expect(mailbox.header(mail, 'subject')).toBe(`EMERGENCY: ${visitor.service} - message from ${visitor.name}`);

    // The owner, on a phone: logs in, sees the count of new messages, opens the inbox and the message.
    const inbox = await (await browser.newContext(phone)).newPage();
    await inbox.goto(`${server.url}/_admin/inbox`);
    await inbox.getByLabel('E-mail address').fill(owner.email);
    await inbox.getByLabel('Password').fill(owner.password);
    await inbox.getByRole('button', { name: 'Log in', exact: true }).click();
    await inbox.waitForURL(/\/_admin\/inbox$/);
    const menuCount = await inbox
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Inbox/ })
      .textContent();
    expect(Number(menuCount!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    // The editor, on a page of the site, shows the same count beside its other links.
    await inbox.goto(`${server.url}/contact?edit`);
    await inbox.locator('[data-pe-text]').first().waitFor({ timeout: 120_000 });
    const editorLink = inbox.getByRole('complementary', { name: 'Page editor' }).getByRole('link', { name: /^Inbox/ });
    await expect
      .poll(() => editorLink.textContent(), { timeout: 15_000 })
      .toBe(`Inbox (${menuCount!.replace(/\D/g, '')} new)`);
    await editorLink.click();
    await inbox.waitForURL(/\/_admin\/inbox$/);
    const link = inbox.getByRole('link', { name: `New: ${visitor.name}` }).first();
    expect(await link.isVisible()).toBe(true);
    expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(inbox)).toEqual([]);
    await link.click();
    await inbox.waitForURL(/\/_admin\/inbox\/\d+$/);
    expect(await inbox.getByText(visitor.message).isVisible()).toBe(true);
    expect(await inbox.getByRole('link', { name: visitor.phone }).getAttribute('href')).toBe(
      `tel:${visitor.phone.replace(/\D/g, '')}`,
    );
    expect(await inbox.getByText('the visitor ticked the emergency box').isVisible()).toBe(true);
    expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(inbox)).toEqual([]);
    await inbox.getByRole('button', { name: 'Mark as done' }).click();
    await inbox.waitForURL(/\/_admin\/inbox$/);
    expect(await inbox.getByRole('link', { name: new RegExp(visitor.name) }).count()).toBe(0);
    await inbox.getByRole('link', { name: 'Done' }).click();
    expect(await inbox.getByRole('link', { name: visitor.name }).count()).toBeGreaterThanOrEqual(1);
    await inbox.context().close();
    await page.context().close();
  });

  it('refused (too many links), says why in plain words, keeps every field and stores nothing; fixed, it goes', async () => {
    const before = stored().length;
    const { page, loadedAt } = await openContact();
    const links: Visitor = {
      ...visitor,
      name: 'Linda Links',
      message: 'Photos: https://a.example/1 https://a.example/2 https://a.example/3 https://a.example/4',
    };
    await fill(page, links);
    await writeLikeAPerson(page, loadedAt);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('Your message has 4 links');
    expect(await alert.textContent()).toContain('Your message was not sent');
    for (const [key, value] of Object.entries(links) as [keyof Visitor, string][])
      expect(await field[key](page).inputValue()).toBe(value);
    expect(stored()).toHaveLength(before);
    await field.message(page).fill('Photos: https://a.example/1 https://a.example/2');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => thanks(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(stored().map((m) => m.name)).toContain('Linda Links');
    await page.context().close();
  });

  it('on a static host without the server (the same build), says plainly that nothing was sent and keeps every field', async () => {
    const statics = await serveDist(currentRelease(site), 0);
    try {
      const { page } = await openContact(`http://127.0.0.1:${(statics.address() as AddressInfo).port}`);
      await fill(page, visitor);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your message could not be sent');
      expect(await page.getByRole('alert').textContent()).toContain('nothing went out');
      for (const [key, value] of Object.entries(visitor) as [keyof Visitor, string][])
        expect(await field[key](page).inputValue()).toBe(value);
      await page.context().close();
    } finally {
      await new Promise((resolve) => statics.close(resolve));
    }
  });
});

describe('spam and people', () => {
  it('stores none of 1,000 bot-like posts (no wait, the hidden field filled, 50 links) and counts them; stores all 100 people from 100 addresses', async () => {
    const before = stored().length;
    const links = Array.from({ length: 50 }, (_, i) => `https://cheap-${i}.example/offer`).join(' ');
    const bots = [
      { ...person, website: 'https://seo.example' },
      { ...person, elapsedMs: 40 },
      { ...person, message: `Great deals ${links}` },
      { ...person, website: 'x', elapsedMs: 0, message: links },
    ];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => post(bots[(round * 100 + i) % bots.length], `127.0.1.${i + 1}`)),
      );
      for (const answer of answers) expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect(stored()).toHaveLength(before);

    // Posted by another site's page (or a script that names none): the server's guard turns it away, counted too.
    for (const origin of ['https://elsewhere.example', ''])
      expect((await post(person, '127.0.1.200', origin)).status).toBe(403);
    expect(stored()).toHaveLength(before);

    const people = Array.from({ length: 100 }, (_, i) => ({
      ...person,
      name: `Customer ${i + 2}`,
      message: `Our kitchen tap drips, number ${i + 2}. Could you come by this week?`,
    }));
    const answers = await Promise.all(people.map((p, i) => post(p, `127.0.0.${i + 2}`)));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 201));
    const names = stored().map((m) => m.name);
    for (const p of people) expect(names).toContain(p.name);

    const res = await owned.request('/_admin/inbox');
    expect(await res.text()).toMatch(/1,?0\d\d messages that looked like spam were kept out in the last 30 days/);
    const counted = new Database(join(site.data, 'site.db'), { readonly: true });
    expect(
      (counted.prepare("SELECT sum(count) AS n FROM inbox_refusals WHERE code = 'elsewhere'").get() as { n: number }).n,
    ).toBe(2);
    counted.close();
  });

  it('exports every message as CSV for the people logged in, and nothing for anyone else', async () => {
    const res = await owned.request('/_admin/inbox/messages.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d\d-\d\d\.csv"$/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe(
      'Received (UTC),Name,Phone,E-mail,Service,Emergency,Message,Page,Read,Done,E-mailed',
    );
    expect(csv).toContain('Customer 57');
    expect(
      (await new Client(server.url).request('/_admin/inbox/messages.csv', { headers: { accept: 'text/csv' } })).status,
    ).toBe(401);
  });

  it('gives the editor the count of new messages, the same as the admin menu shows, to people logged in only', async () => {
    const res = await owned.request('/_admin/inbox/count', { headers: { accept: 'application/json' } });
    const { new: count } = (await res.json()) as { new: number };
    expect(count).toBeGreaterThanOrEqual(100);
    const menu = /href="\/_admin\/inbox"[^>]*>Inbox<span class="count"> (\d+)<\/span>/.exec(
      await (await owned.request('/_admin')).text(),
    );
    expect(Number(menu?.[1])).toBe(count);
    expect(
      (await new Client(server.url).request('/_admin/inbox/count', { headers: { accept: 'application/json' } })).status,
    ).toBe(401);
  });

  it('finds messages by a word, in the inbox page', async () => {
    const html = await (await owned.request('/_admin/inbox?view=all&q=number+57')).text();
    expect(html).toContain('Customer 57');
    expect(html).not.toContain('Customer 58');
  });
});

describe('mail while the mail server is down', () => {
  it('keeps 5 messages sent meanwhile, shows them as not e-mailed, and mails all 5 once it is back', async () => {
    const down = performance.now();
    await mailbox.stop();
    const names = [1, 2, 3, 4, 5].map((i) => `Waiting Wanda ${i}`);
    for (const [i, name] of names.entries())
      expect((await post({ ...person, name }, `127.0.2.${i + 1}`)).status).toBe(201);
    await expect
      .poll(async () => (await (await owned.request('/_admin/inbox')).text()).includes('not been e-mailed yet'), {
        timeout: 20_000,
      })
      .toBe(true);
    await mailbox.start();
    // Tries double their wait from SMTP_RETRY_SECONDS (2 s here): after an outage of T, the next try comes within
    // T + 2 s. Mail goes oldest first, so the 100 people's messages of the test above may still go before these five.
    const outage = performance.now() - down;
    const arrived = () =>
      names.filter((name) => mailbox.mails.some((m) => mailbox.header(m, 'subject')?.endsWith(name))).length;
    await expect.poll(arrived, { timeout: outage + 2_000 + 60_000, interval: 250 }).toBe(5);
  }, 150_000);
});

describe('a server killed right after a visitor sent', () => {
  it('either stored the message and shows it, or the visitor was told it failed with their text kept', async () => {
    const { page, loadedAt } = await openContact();
    const killed: Visitor = { ...visitor, name: 'Kate Killed', message: 'Sent as the server went down.' };
    await fill(page, killed);
    await writeLikeAPerson(page, loadedAt);
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === inboxPath) server.process.kill('SIGKILL');
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(async () => (await thanks(page).isVisible()) || (await page.getByRole('alert').count()) > 0, {
        timeout: 20_000,
      })
      .toBe(true);
    const toldSent = await thanks(page).isVisible();
    await server.stop();

    server = await startOn(site);
    owned = new Client(server.url);
    await owned.logIn(owner.email, owner.password);
    const shown = (await (await owned.request('/_admin/inbox?view=all&q=Kate+Killed')).text()).includes('Kate Killed');
    if (toldSent) expect(shown).toBe(true);
    else {
      expect(await page.getByRole('alert').textContent()).toContain('Your message was not sent');
      for (const [key, value] of Object.entries(killed) as [keyof Visitor, string][])
        expect(await field[key](page).inputValue()).toBe(value);
    }
    await page.context().close();
  });
});
