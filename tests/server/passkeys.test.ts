// Passkeys on the real server, in Chromium with the DevTools protocol's virtual authenticator: the owner's account
// made with a passkey from the printed link, logging in with it, one added to a password account, and a device with
// no passkey of this site turned away in words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../e2e/axe.ts';
import { launch } from '../e2e/browser.ts';
import { makeSite, startServer, type RunningServer } from './server-process.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(makeSite(), { SERVER_BUILD: 'never' });
  browser = await launch();
});
afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
  await server?.stop();
});

/** A browser with a platform authenticator (a phone's fingerprint, a laptop's face), empty at first. */
async function withAuthenticator(): Promise<{
  context: BrowserContext;
  page: Page;
  credentials: () => Promise<number>;
}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
  return { context, page, credentials };
}

let owner: Awaited<ReturnType<typeof withAuthenticator>>;

it('makes the owner account with a passkey from the printed link, then logs in with it', async () => {
  owner = await withAuthenticator();
  const { context, page, credentials } = owner;
  await page.goto(server.setupLink!);
  await page.getByLabel('Your name').fill('Olivia Owner');
  await page.getByLabel('E-mail address').fill('olivia@example.com');
  await page.getByRole('button', { name: 'Make my account with a passkey' }).click();
  await page.waitForURL(/\/_admin$/);
  expect(await credentials()).toBe(1);
  expect(await page.locator('.admin-user').textContent()).toBe('Olivia Owner (owner)');
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ name: '__Host-session', httpOnly: true, secure: true, sameSite: 'Strict' });

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL(/\/_admin\/login$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await page.waitForURL(/\/_admin$/);
  expect(await page.locator('.admin-user').textContent()).toBe('Olivia Owner (owner)');
});

it('adds a passkey to an editor account made with a password, which then logs in with it', async () => {
  await owner.page.goto(`${server.url}/_admin/people`);
  await owner.page.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = (await owner.page.locator('[data-invite-link]').textContent())!.trim();

  const { context, page, credentials } = await withAuthenticator();
  await page.goto(link);
  await page.getByLabel('Your name').fill('Eddie Editor');
  await page.getByLabel('E-mail address').fill('eddie@example.com');
  await page.getByLabel('Password').fill('pumpkin harbour violet');
  await page.getByRole('button', { name: 'Make my account', exact: true }).click();
  await page.waitForURL(/\/_admin$/);
  await page.goto(`${server.url}/_admin/account`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('1 passkey.').waitFor();
  expect(await credentials()).toBe(1);

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await page.waitForURL(/\/_admin$/);
  expect(await page.locator('.admin-user').textContent()).toBe('Eddie Editor (editor)');
  await context.close();
});

it('turns away a device that has no passkey of this site, in words, and logs nobody in', async () => {
  const { context, page } = await withAuthenticator();
  await page.goto(`${server.url}/_admin/login`);
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect
    .poll(() => page.locator('[data-passkey-status]').textContent(), { timeout: 20_000 })
    .toMatch(/No passkey was used|does not open an account/);
  expect(page.url()).toMatch(/\/_admin\/login$/);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
