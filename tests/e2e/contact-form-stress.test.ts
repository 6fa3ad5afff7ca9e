// The contact form under stress: storage blocked or full, double submits, huge pastes, every script, and drafts that
// must never travel from one page's form to another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contactFormBlock } from '../../src/blocks/contact-form/schema.ts';
import { axeViolations } from './axe.ts';
import { mainHeadingOf, pageAt } from '../site-content.ts';
import { baseUrl, launch, open, patchPageData, phone } from './browser.ts';
import {
  answerPosts,
  contactDraftKey,
  field,
  fill,
  focusedLabel,
  form,
  openWithEndpoint,
  reload,
  servedContactForm,
  storedDraft,
  visitor,
  watchSubmissions,
} from './contact-form-helpers.ts';

const note = contactFormBlock.shape.draftNotKept.parse(undefined);
const thanks = (page: Page) => page.getByRole('heading', { name: form.sent.title });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** /contact on a phone, reloaded with `script` run before the page's own code. */
async function openWith(script: () => void) {
  const opened = await open(browser, '/contact', phone);
  await opened.page.addInitScript(script);
  await reload(opened.page);
  return opened;
}

describe('when the browser keeps nothing (private window, cookies blocked, storage full)', () => {
  const cases = {
    blocked: () =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    full: () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  };

  it.each(Object.entries(cases))(
    'storage %s: still types, checks and submits, and says quietly that leaving would lose the text',
    async (_, script) => {
      const { page, problems } = await openWith(script);
      const logged = watchSubmissions(page);
      const status = page.getByRole('status').filter({ hasText: note });
      await expect.poll(() => status.isVisible()).toBe(true);

      await fill(page, { name: visitor.name, phone: visitor.phone, message: visitor.message });
      await page.getByRole('button', { name: form.submitLabel }).click();
      await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${form.fields.service.label}`));
      await fill(page, { service: visitor.service, email: visitor.email });
      expect(await field.message(page).inputValue()).toBe(visitor.message);
      await page.getByRole('button', { name: form.submitLabel }).click();

      await expect.poll(() => logged).toEqual([{ ...visitor, emergency: false }]);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your message could not be sent');
      expect(problems).toEqual([]);
    },
  );

  it('has no axe violations with the note shown', async () => {
    const { page } = await openWith(cases.blocked);
    await expect.poll(() => page.getByText(note).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says nothing about it where the browser keeps the draft', async () => {
    const { page } = await open(browser, '/contact', phone);
    await fill(page, { message: visitor.message });
    await expect.poll(() => storedDraft(page)).not.toBeNull();
    expect(await page.getByText(note).count()).toBe(0);
  });
});

describe('a double click or Enter pressed twice', () => {
  const twice = {
    'a double click': (page: Page) => page.getByRole('button', { name: form.submitLabel }).dblclick(),
    'Enter pressed twice': async (page: Page) => {
      await field.name(page).press('Enter');
      await page.keyboard.press('Enter');
    },
    // Two submit events before the page can redraw: Enter pressed twice fast, or a double tap on a busy phone.
    'two submits at once': (page: Page) =>
      page.evaluate(() => {
        const form = document.querySelector('form')!;
        form.requestSubmit();
        form.requestSubmit();
      }),
  };

  it.each(Object.entries(twice))('%s sends one request', async (_, submit) => {
    const { page, problems } = await openWithEndpoint(browser);
    let answer!: () => void;
    const received = await answerPosts(page, 200, new Promise((resolve) => (answer = resolve)));
    await fill(page, visitor);
    await submit(page);
    await expect.poll(() => received.length).toBe(1);
    answer();
    await expect.poll(() => thanks(page).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(received).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(twice))('%s without an endpoint logs the message once', async (_, submit) => {
    const { page, problems } = await open(browser, '/contact', phone);
    const logged = watchSubmissions(page);
    await fill(page, visitor);
    await submit(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your message could not be sent');
    await page.waitForTimeout(300);
    expect(logged).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('100,000 characters pasted into the name and the message', () => {
  const message = 'Water under the kitchen sink since Monday; the shut-off valve drips. Вода 水 ✓ ü\n'
    .repeat(1300)
    .slice(0, 100_000);
  const name = 'Dana Whitfield-Okonkwo '.repeat(4400).slice(0, 100_000);

  /**
   * Pastes `text` into a field as a visitor would (Ctrl+V); resolves to the milliseconds from the paste to the frame
   * that shows it.
   */
  async function paste(page: Page, target: ReturnType<typeof field.message>, text: string): Promise<number> {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await target.focus();
    await page.evaluate(() => {
      const w = window as unknown as { pasted: Promise<number> };
      w.pasted = new Promise((resolve) =>
        addEventListener(
          'paste',
          (e) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - e.timeStamp))),
          { once: true, capture: true },
        ),
      );
    });
    await page.keyboard.press('Control+V');
    return page.evaluate(() => (window as unknown as { pasted: Promise<number> }).pasted);
  }

  it('keeps the page responsive and every character, across a reload and in the POST', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const received = await answerPosts(page);
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => (w.longest = Math.max(w.longest, e.duration))),
      ).observe({ type: 'longtask' });
    });

    // Generous bounds: a paste shows within a frame or two, a freeze takes seconds.
    expect(await paste(page, field.message(page), message)).toBeLessThan(1000);
    expect(await paste(page, field.name(page), name)).toBeLessThan(1000);
    await field.message(page).press('End');
    await page.keyboard.type(' Thanks.');
    expect(await page.evaluate(() => (window as unknown as { longest: number }).longest)).toBeLessThan(1000);
    const typed = { name, message: `${message} Thanks.` };
    expect((await field.message(page).inputValue()) === typed.message, 'the message is kept exactly').toBe(true);
    expect((await field.name(page).inputValue()) === typed.name, 'the name is kept exactly').toBe(true);

    await reload(page);
    await expect
      .poll(() =>
        field
          .message(page)
          .inputValue()
          .then((v) => v.length),
      )
      .toBe(typed.message.length);
    expect((await field.message(page).inputValue()) === typed.message, 'the message survives a reload').toBe(true);
    expect((await field.name(page).inputValue()) === typed.name, 'the name survives a reload').toBe(true);

    await fill(page, { phone: visitor.phone, service: visitor.service });
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => received.length).toBe(1);
    const body = received[0]!.body as typeof typed;
    expect(body.message === typed.message && body.name === typed.name, 'the POST carries every character').toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('text in any script', () => {
  const typed = {
    name: 'سارة الحسيني',
    message: [
      'מים דולפים מתחת לכיור',
      '你好，热水器坏了。',
      'नमस्ते, रसोई का नल टपक रहा है।',
      'สวัสดีครับ ท่อน้ำรั่ว',
      'Здравствуйте, течёт кран.',
      'Technician: 👩🏽‍🔧, family: 👨‍👩‍👧‍👦, flag: 🏳️‍🌈',
      'Combining marks: Ame\u0301lie, Zoe\u0308, a\u0300\u0301\u0302, and precomposed Amélie.',
    ].join('\n'),
  };

  it('round-trips names and messages exactly through typing, a reload and the POST, right to left where they are', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page);
    await fill(page, { ...typed, phone: visitor.phone, service: visitor.service });
    await reload(page);
    await expect.poll(() => field.name(page).inputValue()).toBe(typed.name);
    expect(await field.message(page).inputValue()).toBe(typed.message);
    expect(await field.name(page).evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    await field.message(page).fill(`${typed.message.split('\n')[0]}\n${typed.message}`);
    expect(await field.message(page).evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    await field.message(page).fill(typed.message.split('\n').slice(1).join('\n'));
    expect(await field.message(page).evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
    await field.message(page).fill(typed.message);

    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.body).toMatchObject(typed);
    expect(problems).toEqual([]);
  });

  it('takes an e-mail address with an internationalized domain, sent in the ASCII form the browser gives it', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page);
    await fill(page, { ...visitor, email: 'dana@bücher.example' });
    await reload(page);
    await expect.poll(() => field.email(page).inputValue()).toBe('dana@xn--bcher-kva.example');
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.body).toMatchObject({ email: 'dana@xn--bcher-kva.example' });
    expect(problems).toEqual([]);
  });
});

describe('a draft belongs to its own page and form', () => {
  /** The message of every contact form draft the browser keeps, by key. */
  const storedMessages = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        Object.entries(localStorage)
          .filter(([key]) => key.startsWith('contact-draft:'))
          .map(([key, raw]) => [key, (JSON.parse(raw) as { message: string }).message]),
      ),
    );
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
  const followAbout = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

  it('stays on screen with its text while the next page loads, and gives that page none of it', async () => {
    const { page, problems } = await open(browser, '/contact');
    await fill(page, { message: visitor.message });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/_pages/about.json',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await followAbout(page);
    await page.waitForURL(`${baseUrl}/about`);
    await page.waitForTimeout(300);
    expect(await field.message(page).inputValue()).toBe(visitor.message);
    await field.message(page).fill(`${visitor.message} Typed while the next page loads.`);
    release();
    await expect.poll(() => heading(page)).toMatch(/^About/);
    expect(await storedMessages(page)).toEqual({
      [contactDraftKey]: `${visitor.message} Typed while the next page loads.`,
    });
    expect(problems).toEqual([]);
  });

  it('a form in the same place on the next page starts empty, and each keeps its own draft', async () => {
    const { page, problems } = await open(browser, '/contact');
    const form = await servedContactForm(page);
    await patchPageData(page, '/about', (data) => void data.blocks.splice(1, 0, form));
    await fill(page, { message: 'For the contact page' });
    await followAbout(page);
    await expect.poll(() => heading(page)).toMatch(/^About/);
    await expect.poll(() => field.message(page).count()).toBe(1);
    expect(await field.message(page).inputValue()).toBe('');
    await fill(page, { message: 'For the about page' });

    await page.goBack();
    await expect.poll(() => heading(page)).toBe(mainHeadingOf(pageAt('/contact')));
    await expect.poll(() => field.message(page).inputValue()).toBe('For the contact page');
    await page.goForward();
    await expect.poll(() => heading(page)).toMatch(/^About/);
    await expect.poll(() => field.message(page).inputValue()).toBe('For the about page');
    expect(await storedMessages(page)).toEqual({
      [contactDraftKey]: 'For the contact page',
      'contact-draft:/about#1': 'For the about page',
    });
    expect(problems).toEqual([]);
  });

  it('fills nothing from a damaged stored draft, and only the fields from one with other keys', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    const store = (raw: string) =>
      page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [contactDraftKey, raw]);
    await store('{"name":"Dana","mess');
    await reload(page);
    await page.waitForTimeout(300);
    expect(await field.name(page).inputValue()).toBe('');

    await store(
      JSON.stringify({
        name: 'Dana',
        message: { text: 'not text' },
        emergency: 'yes',
        style: 'display:none',
        onClick: 'alert(1)',
      }),
    );
    await reload(page);
    await expect.poll(() => field.name(page).inputValue()).toBe('Dana');
    expect(await field.message(page).inputValue()).toBe('');
    expect(await field.emergency(page).isChecked()).toBe(false);
    await fill(page, { phone: visitor.phone });
    expect(Object.keys(JSON.parse((await storedDraft(page))!) as object)).toEqual([
      'name',
      'phone',
      'email',
      'service',
      'message',
      'emergency',
    ]);
    expect(problems).toEqual([]);
  });
});
