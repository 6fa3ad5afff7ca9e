// Accounts on the real server, over HTTP as a browser sends it: the owner's one-time setup link, invitations, wrong
// passwords slowed then locked (the same for an account that does not exist), forged and expired cookies, changes from
// another site or through another host name, log out everywhere, and what only the owner may do.
import Database from 'better-sqlite3';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOf, Client, makeAccount } from './http-client.ts';
import { makeSite, startServer, type RunningServer } from './server-process.ts';

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'kettle lantern orchard' };
const editor = { name: 'Eddie Editor', email: 'eddie@example.com', password: 'pumpkin harbour violet' };
let server: RunningServer;
let dbPath: string;

beforeAll(async () => {
  const site = makeSite();
  dbPath = join(site.data, 'site.db');
  server = await startServer(site, { SERVER_BUILD: 'never' });
});
afterAll(() => server?.stop());

describe('the first start', () => {
  it('prints a one-time link that makes the owner account, and works only once', async () => {
    expect(server.setupLink).toMatch(/\/_admin\/welcome\?token=/);
    const client = new Client(server.url);
    const made = await makeAccount(client, server.setupLink!, owner);
    expect(made.status).toBe(303);
    expect(client.cookie).toBeDefined();
    const home = await client.request('/_admin');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`${owner.name} (owner)`);
    const again = await new Client(server.url).request(
      new URL(server.setupLink!).pathname + new URL(server.setupLink!).search,
    );
    expect(again.status).toBe(410);
  });

  it('sets the session cookie HttpOnly, Secure, SameSite=Strict, for this host only', async () => {
    const res = await new Client(server.url).logIn(owner.email, owner.password);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('wrong passwords', () => {
  it('are slowed after three, then locked, with the same words whether or not the account exists', async () => {
    const said = async (email: string) => {
      const answers: Array<[number, string]> = [];
      for (let i = 0; i < 4; i++) {
        const res = await new Client(server.url).logIn(email, 'not the password');
        answers.push([res.status, alertOf(await res.text())!]);
      }
      return answers;
    };
    const real = await said(owner.email);
    const nobody = await said('nobody@example.com');
    expect(real.map(([status]) => status)).toEqual([401, 401, 401, 429]);
    expect(real[0]![1]).toMatch(/do not match an account/);
    expect(real[3]![1]).toMatch(/Too many wrong passwords in a row: try again in \d+ seconds?/);
    // An account that does not exist is answered word for word the same.
    expect(nobody).toEqual(real);
  });

  it('lock the account for a while after ten, and say until when; the right password waits too', async () => {
    const client = new Client(server.url);
    const db = new Database(dbPath);
    let last = '';
    for (let i = 0; i < 10; i++) {
      // Time passes between tries: the slowing down is not what this test waits for.
      db.prepare("UPDATE login_failures SET last_at = last_at - 120000 WHERE key = 'account:' || ?").run(owner.email);
      last = alertOf(await (await client.logIn(owner.email, `wrong ${i}`)).text())!;
    }
    expect(last).toMatch(/locked for now\. Try again in about 15 minutes, or log in with a passkey/);
    const right = await client.logIn(owner.email, owner.password);
    expect(right.status).toBe(429);
    expect(client.cookie).toBeUndefined();
    // The lock ends (here by hand, as 15 minutes would): the right password works again.
    db.prepare('DELETE FROM login_failures').run();
    db.close();
    expect((await client.logIn(owner.email, owner.password)).status).toBe(303);
  });
});

describe('sessions', () => {
  it('refuse a forged cookie and an expired one, as if logged out', async () => {
    const forged = new Client(server.url);
    forged.cookie = '__Host-session=forged-by-someone';
    expect((await forged.request('/_admin/people')).status).toBe(303);
    expect((await forged.request('/_admin/people', { headers: { accept: 'application/json' } })).status).toBe(401);

    const client = new Client(server.url);
    await client.logIn(owner.email, owner.password);
    expect((await client.request('/_admin/people')).status).toBe(200);
    const db = new Database(dbPath);
    db.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1000);
    db.close();
    const res = await client.request('/_admin/people');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/_admin/login?next=%2F_admin%2Fpeople');
  });

  it('end on every device with "log out everywhere"', async () => {
    const phone = new Client(server.url);
    const laptop = new Client(server.url);
    await phone.logIn(owner.email, owner.password);
    await laptop.logIn(owner.email, owner.password);
    expect((await phone.request('/_admin/account')).status).toBe(200);
    expect((await laptop.request('/_admin/logout-everywhere', { form: {} })).status).toBe(303);
    expect((await phone.request('/_admin/account')).status).toBe(303);
    expect((await laptop.request('/_admin/account')).status).toBe(303);
  });
});

describe('requests from elsewhere', () => {
  it('refuse a change from another site, one without an Origin, and one through another host name', async () => {
    const client = new Client(server.url);
    await client.logIn(owner.email, owner.password);
    const fromElsewhere = await client.request('/_admin/people/invite', {
      form: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(((await fromElsewhere.json()) as { problems: Array<{ code: string }> }).problems[0]!.code).toBe(
      'server-not-allowed',
    );
    // fetch() sets Host itself: Node's own request sends the one a rebound name would carry.
    const rebound = await new Promise<number>((done, fail) =>
      request(
        new URL('/_admin/people', server.url),
        { headers: { host: `evil.example:${new URL(server.url).port}`, cookie: client.cookie! } },
        (res) => done(res.statusCode!),
      )
        .on('error', fail)
        .end(),
    );
    expect(rebound).toBe(403);
    const noOrigin = await fetch(new URL('/_admin/logout-everywhere', server.url), {
      method: 'POST',
      headers: { cookie: client.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(noOrigin.status).toBe(403);
    // The session survived all three.
    expect((await client.request('/_admin/account')).status).toBe(200);
  });
});

describe('roles', () => {
  it('let the owner invite an editor by link; the editor cannot invite, nor see the people page', async () => {
    const ownerClient = new Client(server.url);
    await ownerClient.logIn(owner.email, owner.password);
    const page = await (await ownerClient.request('/_admin/people/invite', { form: {} })).text();
    const link = /data-invite-link="true">([^<]+)</.exec(page)![1]!.replace(/&amp;/g, '&');
    expect(link.startsWith(server.url)).toBe(true);
    const editorClient = new Client(server.url);
    const made = await makeAccount(editorClient, link, { ...editor, email: 'second.editor@example.com' });
    expect(made.status).toBe(303);
    expect((await editorClient.request('/_admin/people', { headers: { accept: 'application/json' } })).status).toBe(
      403,
    );
    const invite = await editorClient.request('/_admin/people/invite', { form: {} });
    expect(invite.status).toBe(403);
    expect(((await invite.json()) as { problems: Array<{ code: string }> }).problems[0]!.code).toBe('owner-only');
  });
});
