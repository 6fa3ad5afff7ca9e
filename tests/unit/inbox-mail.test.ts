// The inbox's mail, sent to a real SMTP server on localhost (tests/smtp-mailbox.ts), which goes down and comes back.
import { inboxDatabase, newDatabaseFile } from '../inbox-database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { Inbox, type InboxSite } from '../../src/server/inbox/inbox.ts';
import { backOffFrom, delayAfter } from '../../src/server/inbox/mail-queue.ts';
import { startMailbox, type Mailbox } from '../smtp-mailbox.ts';

const site: InboxSite = {
  company: 'Test Plumbing',
  email: 'office@example.test',
  url: 'https://plumbing.example.test',
  keepMonths: 12,
};
const person = {
  name: 'Dana Whitfield',
  phone: '250-555-0199',
  email: 'dana@example.com',
  service: 'Drain Cleaning',
  message: 'The basement floor drain is backing up.',
  emergency: false,
  website: '',
  elapsedMs: 41_000,
  page: '/contact',
};
/** Tries again after 50 ms, doubling up to 400 ms: the real back-off's shape, at a test's pace. */
const quick = { firstMs: 50, mostMs: 400 };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailbox(): Promise<Mailbox> {
  const box = await startMailbox();
  cleanups.push(() => box.stop());
  return box;
}

function inboxOn(env: Record<string, string>, file = newDatabaseFile()) {
  const db = inboxDatabase(file);
  const inbox = new Inbox({
    db,
    env,
    site: () => site,
    link: (id) => `${site.url}/_admin/inbox/${id}`,
    backOff: quick,
  });
  cleanups.push(
    () => void db.close(),
    () => inbox.close(),
  );
  return { inbox, file };
}

const waitFor = (what: () => boolean, ms = 10_000) => expect.poll(what, { timeout: ms, interval: 25 }).toBe(true);

describe('mail, when SMTP is set up in the environment', () => {
  it('mails each new message to the site’s address, with the visitor as Reply-To, and notes it sent', async () => {
    const box = await mailbox();
    const { inbox } = inboxOn(box.env);
    inbox.receive({ ...person, emergency: true }, '127.0.0.2');
    await waitFor(() => box.mails.length === 1);
    const [mail] = box.mails;
    expect(mail!.to).toEqual([site.email]);
    expect(mail!.from).toBe('site@example.test');
    expect(box.header(mail!, 'reply-to')).toBe(`Dana Whitfield <${person.email}>`);
    expect(box.header(mail!, 'subject')).toBe('EMERGENCY: Drain Cleaning - message from Dana Whitfield');
    expect(box.header(mail!, 'message-id')).toMatch(/^<inbox-1-\d+@plumbing\.example\.test>$/);
    for (const line of [
      person.message,
      `Phone: ${person.phone}`,
      'Emergency: yes',
      `In the inbox: ${site.url}/_admin/inbox/1`,
    ])
      expect(box.body(mail!)).toContain(line);
    await waitFor(() => inbox.store.get(1)!.mail.state === 'sent');
  });

  it('has no Reply-To when the visitor gave no e-mail address, and says to call them back', async () => {
    const box = await mailbox();
    const { inbox } = inboxOn(box.env);
    inbox.receive({ ...person, email: '' }, '127.0.0.2');
    await waitFor(() => box.mails.length === 1);
    expect(box.header(box.mails[0]!, 'reply-to')).toBeUndefined();
    expect(box.body(box.mails[0]!)).toContain('E-mail: (none given: call them back)');
  });

  it('loses nothing while the mail server is down: 5 messages wait, shown as not delivered, and all 5 arrive once it is back', async () => {
    const box = await mailbox();
    const { inbox } = inboxOn(box.env);
    await box.stop();
    for (let i = 1; i <= 5; i++)
      expect(inbox.receive({ ...person, name: `Visitor ${i}` }, `127.0.0.${i + 1}`).status).toBe(201);
    await waitFor(() => inbox.store.list().some((e) => e.mail.state === 'waiting' && e.mail.attempts > 0));
    const waiting = inbox.store.list().find((e) => e.mail.state === 'waiting' && e.mail.attempts > 0)!;
    expect(waiting.mail).toMatchObject({ error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(inbox.store.list().every((e) => e.mail.state === 'waiting')).toBe(true);

    await box.start();
    await waitFor(() => box.mails.length === 5);
    expect(box.mails.map((m) => box.header(m, 'subject')).sort()).toEqual(
      [1, 2, 3, 4, 5].map((i) => `Drain Cleaning - message from Visitor ${i}`),
    );
    await waitFor(() => inbox.store.list().every((e) => e.mail.state === 'sent'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(box.mails).toHaveLength(5);
  });

  it('keeps a message waiting, with the mail server’s words, when it refuses the login; mails it after a restart with the right one', async () => {
    const box = await mailbox();
    const { inbox, file } = inboxOn({ ...box.env, SMTP_PASSWORD: 'wrong' });
    inbox.receive(person, '127.0.0.2');
    await waitFor(
      () =>
        inbox.store.get(1)!.mail.state === 'waiting' && (inbox.store.get(1)!.mail as { attempts: number }).attempts > 0,
    );
    expect(inbox.store.get(1)!.mail).toMatchObject({
      state: 'waiting',
      error: expect.stringContaining('Invalid username or password'),
    });
    expect(box.mails).toEqual([]);
    await inbox.close();

    const restarted = inboxOn(box.env, file).inbox;
    await waitFor(() => box.mails.length === 1);
    await waitFor(() => restarted.store.get(1)!.mail.state === 'sent');
  });

  it('goes on with the next mail when the mail server refuses one, which waits with its words', async () => {
    const box = await mailbox();
    box.refuse = /Refuse me/;
    const { inbox } = inboxOn(box.env);
    inbox.receive({ ...person, name: 'Refuse me' }, '127.0.0.2');
    inbox.receive({ ...person, name: 'Take me' }, '127.0.0.3');
    await waitFor(() => box.mails.length === 1);
    expect(box.header(box.mails[0]!, 'subject')).toContain('Take me');
    await waitFor(
      () =>
        inbox.store.get(1)!.mail.state === 'waiting' && (inbox.store.get(1)!.mail as { attempts: number }).attempts > 0,
    );
    expect(inbox.store.get(1)!.mail).toMatchObject({ error: expect.stringContaining('Message refused as spam') });
    expect(inbox.store.undelivered()).toEqual({ count: 1, error: expect.stringContaining('Message refused as spam') });
  });

  it('does not mail what arrived while mail was not set up', async () => {
    const box = await mailbox();
    const { inbox: first, file } = inboxOn({});
    first.receive(person, '127.0.0.2');
    expect(first.store.get(1)!.mail).toEqual({ state: 'off' });
    inboxOn(box.env, file).inbox.receive({ ...person, name: 'After' }, '127.0.0.3');
    await waitFor(() => box.mails.length === 1);
    expect(box.header(box.mails[0]!, 'subject')).toContain('After');
  });
});

describe('the back-off', () => {
  it('doubles from half a minute (SMTP_RETRY_SECONDS) to an hour at most', () => {
    expect([1, 2, 3, 4, 8, 20].map((n) => delayAfter(n, backOffFrom(30)) / 1000)).toEqual([
      30, 60, 120, 240, 3600, 3600,
    ]);
  });
});
