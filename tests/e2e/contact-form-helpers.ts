// What the contact form's browser tests share: the visitor, the fields found as a screen reader finds them, and the
// form as the built site serves it.
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import {
  baseUrl,
  hydrateEveryBlock,
  open,
  patchPageData,
  phone,
  waitForHydration,
  type Opened,
  type ServedPage,
} from './browser.ts';
import { blockOf } from '../site-content.ts';

/** The form of /contact as its YAML gives it: its labels, choices and messages are read, never copied. */
export const form = blockOf('/contact', 'contact-form');

export const visitor = {
  name: 'Dana Whitfield',
  phone: '250-555-0199',
  email: 'dana@example.com',
  service: form.services[1]!,
  message: 'The basement floor drain is backing up.',
};
export type Visitor = typeof visitor;

/** Where /contact keeps its form's draft: the page, then the block the form is (0 the hero, 1 the form). */
export const contactDraftKey = 'contact-draft:/contact#1';

/** Each field found by its role and the name its label gives it, so a field without a tied label is not found. */
export const field = {
  name: (page: Page) => page.getByRole('textbox', { name: form.fields.name.label, exact: true }),
  phone: (page: Page) => page.getByRole('textbox', { name: form.fields.phone.label, exact: true }),
  email: (page: Page) => page.getByRole('textbox', { name: form.fields.email.label, exact: true }),
  service: (page: Page) => page.getByRole('combobox', { name: form.fields.service.label, exact: true }),
  message: (page: Page) => page.getByRole('textbox', { name: form.fields.message.label, exact: true }),
  emergency: (page: Page) => page.getByRole('checkbox', { name: form.fields.emergency.label, exact: true }),
};

export async function fill(page: Page, values: Partial<Visitor>): Promise<void> {
  for (const [key, value] of Object.entries(values) as [keyof Visitor, string][]) {
    if (key === 'service') await field.service(page).selectOption(value);
    else await field[key](page).fill(value);
  }
}

/** The values each "Contact form submitted:" console line carried. */
export function watchSubmissions(page: Page): unknown[] {
  const logged: unknown[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'log' && msg.text().startsWith('Contact form submitted:'))
      void msg
        .args()[1]
        ?.jsonValue()
        .then((v) => logged.push(v));
  });
  return logged;
}

export const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
export const storedDraft = (page: Page, key = contactDraftKey) => page.evaluate((k) => localStorage.getItem(k), key);

/** Reloads the page and waits until every block has hydrated. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await hydrateEveryBlock(page);
}

/** The contact form block of /contact, as the built site serves it. */
export async function servedContactForm(page: Page): Promise<ServedPage['blocks'][number]> {
  const data = (await (await page.request.get(`${baseUrl}/_pages/contact.json`)).json()) as ServedPage;
  return data.blocks.find((b) => b.type === 'contact-form')!;
}

/** A path of this site, as a form service on the same host would have; the tests answer it in the browser. */
export const endpoint = '/api/quote';

export interface Post {
  method: string;
  type: string | undefined;
  body: unknown;
}

/** What `endpoint` answers: JSON by default, as a form receiver does. */
export interface Reply {
  contentType?: string;
  body?: string;
}

/**
 * Answers the form's requests to `endpoint` with `status`, once `hold` (if given) resolves; returns them as they
 * arrive.
 */
export async function answerPosts(
  page: Page,
  status = 200,
  hold?: Promise<void>,
  { contentType = 'application/json', body = '{}' }: Reply = {},
): Promise<Post[]> {
  const received: Post[] = [];
  await page.route(
    (url) => url.pathname === endpoint,
    async (route) => {
      const request = route.request();
      received.push({
        method: request.method(),
        type: request.headers()['content-type'],
        body: request.postDataJSON() as unknown,
      });
      await hold;
      await route.fulfill({ status, contentType, body });
    },
  );
  return received;
}

/**
 * The built /contact page on a phone, its form POSTing to `endpoint` (set in the page data the form hydrates from),
 * with any other fields given.
 */
export async function openWithEndpoint(browser: Browser, fields: Record<string, unknown> = {}): Promise<Opened> {
  const opened = await open(browser, '/contact', phone);
  await patchPageData(opened.page, '/contact', (data) => {
    for (const block of data.blocks) if (block.type === 'contact-form') Object.assign(block, { endpoint, ...fields });
  });
  await reload(opened.page);
  return opened;
}
