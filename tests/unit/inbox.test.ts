// The inbox of the site's own server, on a real SQLite file: what it keeps, what it refuses and says, how it lists,
// marks, exports and forgets. Mail has its own file (inbox-mail.test.ts).
import { buffer } from 'node:stream/consumers';
import Database from 'better-sqlite3';
import { inboxDatabase, newDatabaseFile } from '../inbox-database.ts';
import type { Db } from '../../src/server/db/database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { Inbox, type InboxSite } from '../../src/server/inbox/inbox.ts';
import { csvOf } from '../../src/server/inbox/csv.ts';
import { keptSince } from '../../src/server/inbox/retention.ts';
import { senderOf } from '../../src/server/inbox/address-limit.ts';
import { mailSettingsOf } from '../../src/server/inbox/mail-settings.ts';

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

const opened: Array<{ inbox: Inbox; db: Db }> = [];
afterEach(async () => {
  for (const { inbox, db } of opened.splice(0)) {
    await inbox.close();
    db.close();
  }
});

/** An inbox on a new database file, its clock at `clock.now`. */
function openInbox(file = newDatabaseFile(), keep = () => site.keepMonths) {
  const clock = { now: Date.UTC(2026, 10, 28, 9, 0) };
  const db = inboxDatabase(file);
  const inbox = new Inbox({
    db,
    env: {},
    site: () => ({ ...site, keepMonths: keep() }),
    link: (id) => `${site.url}/_admin/inbox/${id}`,
    now: () => clock.now,
  });
  opened.push({ inbox, db });
  return { inbox, db, clock, file };
}

const count = (db: Db) => (db.prepare('SELECT count(*) AS n FROM inbox_messages').get() as { n: number }).n;

describe('a message from a person', () => {
  it('is in the database file before the answer says it was stored, with every field as typed', () => {
    const { inbox, file } = openInbox();
    const answer = inbox.receive({ ...person, emergency: true }, '127.0.0.2');
    expect(answer).toEqual({ status: 201, body: { stored: 1 } });
    // Another connection to the file sees it: it is written, not held by this one.
    const other = new Database(file, { readonly: true });
    expect(
      other.prepare('SELECT name, phone, email, service, message, emergency, page FROM inbox_messages').all(),
    ).toEqual([
      {
        name: person.name,
        phone: person.phone,
        email: person.email,
        service: person.service,
        message: person.message,
        emergency: 1,
        page: '/contact',
      },
    ]);
    other.close();
  });

  it('keeps accents, emoji and right-to-left text, and trims only the spaces around', () => {
    const { inbox } = openInbox();
    inbox.receive(
      { ...person, name: '  Zoë Ångström ', message: 'שלום — la douche fuit 🚿\n\nDepuis hier.' },
      '127.0.0.2',
    );
    expect(inbox.store.list()[0]).toMatchObject({
      name: 'Zoë Ångström',
      message: 'שלום — la douche fuit 🚿\n\nDepuis hier.',
    });
  });

  it('takes an empty e-mail address (the field is optional) and no emergency box', () => {
    const { inbox } = openInbox();
    const { email: _e, emergency: _m, ...rest } = person;
    expect(inbox.receive(rest, '127.0.0.2').status).toBe(201);
    expect(inbox.store.list()[0]).toMatchObject({ email: '', emergency: false });
  });
});

describe('a message the inbox refuses', () => {
  const refused = (body: unknown, address = '127.0.0.2') => {
    const { inbox, db } = openInbox();
    const answer = inbox.receive(body, address);
    expect(count(db)).toBe(0);
    expect(inbox.store.refusalsSince(0)).toEqual({ [(answer.body as { refused: string }).refused]: 1 });
    return { status: answer.status, ...(answer.body as { refused: string; message: string }) };
  };

  it('is counted, not kept, and told in plain words what to do', () => {
    expect(refused({ ...person, website: 'https://cheap-pills.example' })).toMatchInlineSnapshot(`
      {
        "message": "This message was not sent: a field that people never see was filled in, as form-filling programs do. If you wrote it yourself, please call us.",
        "refused": "trap",
        "status": 400,
      }
    `);
    expect(refused({ ...person, elapsedMs: 1_200 })).toMatchInlineSnapshot(`
      {
        "message": "This message was sent 1 second after the page opened, faster than a person can write one, so it was taken for a program and not sent. Please check it and press Send again.",
        "refused": "too-fast",
        "status": 400,
      }
    `);
    expect(
      refused({
        ...person,
        message: 'Best prices https://a.example http://b.example www.c-shop.example <a href="x">d</a>',
      }),
    ).toMatchInlineSnapshot(`
      {
        "message": "Your message has 4 links; to keep advertising out, the form takes at most 3. Please remove some and send again, or please call us.",
        "refused": "too-many-links",
        "status": 400,
      }
    `);
    expect(refused({ ...person, message: 'x'.repeat(5_001) })).toMatchInlineSnapshot(`
      {
        "message": "Your message is 5,001 characters long; the form takes up to 5,000. Please shorten it and send again, or please call us.",
        "refused": "too-long",
        "status": 413,
      }
    `);
    expect(refused({ ...person, name: ' ', service: '' })).toMatchInlineSnapshot(`
      {
        "message": "Please fill in your name and the service you need, then send again.",
        "refused": "missing",
        "status": 400,
      }
    `);
    expect(refused({ ...person, email: 'dana-at-example' })).toMatchInlineSnapshot(`
      {
        "message": ""dana-at-example" does not look like an e-mail address. Please correct it or leave it empty, then send again.",
        "refused": "bad-email",
        "status": 400,
      }
    `);
  });

  it('is unreadable when it is not the form’s data', () => {
    for (const body of [
      null,
      'name=Dana',
      [person],
      { ...person, elapsedMs: undefined },
      { ...person, emergency: 'yes' },
      { ...person, message: 42 },
      { ...person, elapsedMs: -5 },
    ])
      expect(refused(body).refused).toBe('unreadable');
  });

  it('takes a customer’s link or two', () => {
    const { inbox } = openInbox();
    expect(
      inbox.receive(
        { ...person, message: 'Photos: https://photos.example/abc and https://photos.example/def' },
        '127.0.0.2',
      ).status,
    ).toBe(201);
  });
});

describe('the limit per address and hour', () => {
  it('refuses the eleventh post of an hour from one address, counting refused posts, and takes the next hour’s', () => {
    const { inbox, db, clock } = openInbox();
    for (let i = 0; i < 9; i++) expect(inbox.receive(person, '127.0.0.2').status).toBe(201);
    expect(inbox.receive({ ...person, elapsedMs: 0 }, '127.0.0.2').status).toBe(400);
    const eleventh = inbox.receive(person, '127.0.0.2');
    expect(eleventh.status).toBe(429);
    expect((eleventh.body as { message: string }).message).toContain('in the last hour');
    expect(inbox.receive(person, '127.0.0.3').status).toBe(201);
    clock.now += 60 * 60_000 + 1;
    expect(inbox.receive(person, '127.0.0.2').status).toBe(201);
    expect(count(db)).toBe(11);
    expect(inbox.store.refusalsSince(0)).toEqual({ 'too-fast': 1, 'too-many': 1 });
  });

  it('counts an IPv6 home network (/64) as one sender, and an IPv4 address written as IPv6 as itself', () => {
    expect(senderOf('2001:db8:1:2:aaaa::1')).toBe(senderOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(senderOf('2001:db8:1:2::1')).not.toBe(senderOf('2001:db8:1:3::1'));
    expect(senderOf('::ffff:127.0.0.9')).toBe('127.0.0.9');
    expect(senderOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the inbox’s list', () => {
  function filled() {
    const opened = openInbox();
    const { inbox, clock } = opened;
    const names = ['Ann Ames', 'Bob Burns', 'Cy Cole', 'Di Dunn'];
    names.forEach((name, i) => {
      clock.now += 60_000;
      inbox.receive(
        {
          ...person,
          name,
          message: i === 2 ? 'Water heater makes 100% noise_level' : person.message,
          service: i === 1 ? 'Water Heater Service' : person.service,
        },
        `127.0.0.${i + 2}`,
      );
    });
    return opened;
  }

  it('shows the newest first, and pages on from the last one shown', () => {
    const { inbox } = filled();
    expect(inbox.store.list().map((e) => e.name)).toEqual(['Di Dunn', 'Cy Cole', 'Bob Burns', 'Ann Ames']);
    const first = inbox.store.list({ limit: 2 });
    expect(inbox.store.list({ before: first.at(-1)!.id }).map((e) => e.name)).toEqual(['Bob Burns', 'Ann Ames']);
  });

  it('finds every word of a search in any field, whatever the case, with % and _ as themselves', () => {
    const { inbox } = filled();
    expect(inbox.store.list({ search: 'water HEATER' }).map((e) => e.name)).toEqual(['Cy Cole', 'Bob Burns']);
    expect(inbox.store.list({ search: '100%' }).map((e) => e.name)).toEqual(['Cy Cole']);
    expect(inbox.store.list({ search: 'noise_level' }).map((e) => e.name)).toEqual(['Cy Cole']);
    expect(inbox.store.list({ search: '%' }).map((e) => e.name)).toEqual(['Cy Cole']);
    expect(inbox.store.list({ search: 'nobody' })).toEqual([]);
  });

  it('counts as new what nobody opened and is not done; done moves a message out of the open view', () => {
    const { inbox, clock } = filled();
    const [di, cy] = inbox.store.list();
    expect(inbox.store.newCount()).toBe(4);
    expect(inbox.store.mark(di!.id, { read: true }, clock.now)).toBe(true);
    expect(inbox.store.mark(cy!.id, { done: true }, clock.now)).toBe(true);
    expect(inbox.store.newCount()).toBe(2);
    expect(inbox.store.list().map((e) => e.name)).toEqual(['Di Dunn', 'Bob Burns', 'Ann Ames']);
    expect(inbox.store.list({ view: 'done' }).map((e) => e.name)).toEqual(['Cy Cole']);
    expect(inbox.store.list({ view: 'all' })).toHaveLength(4);
    expect(inbox.store.get(di!.id)).toMatchObject({ readAt: clock.now, doneAt: null });
    inbox.store.mark(di!.id, { read: false }, clock.now);
    inbox.store.mark(cy!.id, { done: false }, clock.now);
    expect(inbox.store.newCount()).toBe(4);
    expect(inbox.store.mark(999, { read: true }, clock.now)).toBe(false);
  });
});

describe('the CSV export', () => {
  it('has every message with a header, CRLF line ends and a byte-order mark; a visitor’s formula stays text', async () => {
    const { inbox } = openInbox();
    inbox.receive(
      {
        ...person,
        name: '=HYPERLINK("http://x.example","Click")',
        message: 'Line one, with a comma\nLine "two"',
        phone: '+1 250 555 0199',
      },
      '127.0.0.2',
    );
    const csv = (await buffer(csvOf(inbox.store.every()))).toString('utf8');
    expect(
      csv.startsWith('\uFEFFReceived (UTC),Name,Phone,E-mail,Service,Emergency,Message,Page,Read,Done,E-mailed\r\n'),
    ).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      `2026-11-28 09:00:00,"'=HYPERLINK(""http://x.example"",""Click"")",'+1 250 555 ` +
        `0199,dana@example.com,Drain Cleaning,no,"Line one, with a comma\nLine ""two""",/contact,,,`,
    );
  });
});

describe('keeping messages for the months the owner set', () => {
  it('counts calendar months, the 31st ending a shorter month on its last day', () => {
    expect(new Date(keptSince(Date.UTC(2026, 10, 28, 9), 12)).toISOString()).toBe('2025-11-28T09:00:00.000Z');
    expect(new Date(keptSince(Date.UTC(2026, 2, 31), 1)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(keptSince(Date.UTC(2028, 2, 31), 1)).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(keptSince(Date.UTC(2027, 0, 15), 3)).toISOString()).toBe('2026-10-15T00:00:00.000Z');
  });

  it('deletes at start what is past keeping, and keeps the rest', () => {
    const { inbox, db, clock, file } = openInbox(undefined, () => 2);
    inbox.receive({ ...person, name: 'Old' }, '127.0.0.2');
    clock.now += 40 * 24 * 60 * 60_000;
    inbox.receive({ ...person, name: 'Newer' }, '127.0.0.2');
    const later = Date.UTC(2027, 0, 29, 9, 1);
    const again = inboxDatabase(file);
    const reopened = new Inbox({
      db: again,
      env: {},
      site: () => ({ ...site, keepMonths: 2 }),
      link: String,
      now: () => later,
    });
    opened.push({ inbox: reopened, db: again });
    expect(reopened.store.list().map((e) => e.name)).toEqual(['Newer']);
    expect(count(db)).toBe(1);
  });
});

describe('the mail settings from the environment', () => {
  it('are off without SMTP_HOST, and read with their defaults', () => {
    expect(mailSettingsOf({})).toBeUndefined();
    expect(mailSettingsOf({ SMTP_HOST: 'mail.example.test' })).toEqual({
      host: 'mail.example.test',
      port: 587,
      secure: false,
      retrySeconds: 30,
    });
    expect(
      mailSettingsOf({
        SMTP_HOST: 'h',
        SMTP_PORT: '465',
        SMTP_USER: 'me@example.test',
        SMTP_PASSWORD: 'pw',
        SMTP_RETRY_SECONDS: '5',
      }),
    ).toEqual({
      host: 'h',
      port: 465,
      secure: true,
      retrySeconds: 5,
      auth: { user: 'me@example.test', pass: 'pw' },
      from: 'me@example.test',
    });
    expect(
      mailSettingsOf({ SMTP_HOST: 'h', SMTP_USER: 'apikey', SMTP_PASSWORD: 'pw', SMTP_FROM: 'web@example.test' }),
    ).toMatchObject({ from: 'web@example.test' });
  });

  it('stop the start with the reason when they cannot work', () => {
    expect(() => mailSettingsOf({ SMTP_HOST: 'h', SMTP_PORT: 'smtp' })).toThrow(
      'SMTP_PORT is "smtp", which is not a port number',
    );
    expect(() => mailSettingsOf({ SMTP_HOST: 'h', SMTP_USER: 'me' })).toThrow(
      'SMTP_USER and SMTP_PASSWORD go together',
    );
    expect(() => mailSettingsOf({ SMTP_HOST: 'h', SMTP_RETRY_SECONDS: '0' })).toThrow('SMTP_RETRY_SECONDS is "0"');
  });
});
