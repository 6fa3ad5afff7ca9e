import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, open, phone } from './browser.ts';
import { siteContent } from '../site-content.ts';
import {
  answerPosts,
  endpoint,
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
  type Visitor,
} from './contact-form-helpers.ts';

const { site } = siteContent();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the contact form without an endpoint (as the seed: values go to the console)', () => {
  it('labels every field visibly and offers the services after an empty "Select a service"', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    for (const find of Object.values(field)) {
      const label = await find(page).evaluate((el: HTMLInputElement) => el.labels?.[0]?.checkVisibility() ?? false);
      expect(label).toBe(true);
    }
    expect(await field.phone(page).getAttribute('type')).toBe('tel');
    expect(await field.email(page).getAttribute('type')).toBe('email');
    const options = await field
      .service(page)
      .locator('option')
      .evaluateAll((els: HTMLOptionElement[]) => els.map((o) => [o.value, o.text]));
    expect(options).toEqual([['', form.servicePrompt], ...form.services.map((o) => [o, o])]);
    expect(problems).toEqual([]);
  });

  it('lets the browser block an invalid submit, which sends and logs nothing', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    const logged = watchSubmissions(page);
    const send = page.getByRole('button', { name: form.submitLabel });

    await send.click();
    await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${form.fields.name.label}`));

    await fill(page, { name: visitor.name, phone: visitor.phone, message: visitor.message });
    await send.click();
    await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${form.fields.service.label}`));
    expect(await field.service(page).evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);

    await fill(page, { service: visitor.service, email: 'dana-at-example' });
    await send.click();
    await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${form.fields.email.label}`));
    expect(await field.email(page).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await page.waitForTimeout(300);
    expect(logged).toEqual([]);
    expect(await page.getByText(form.sent.title).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('reads "Send Emergency Request" while the emergency box is ticked', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    await field.emergency(page).check();
    await expect.poll(() => page.getByRole('button', { name: form.emergencySubmitLabel }).count()).toBe(1);
    expect(await page.getByRole('button', { name: form.submitLabel }).count()).toBe(0);
    await field.emergency(page).uncheck();
    await expect.poll(() => page.getByRole('button', { name: form.submitLabel }).count()).toBe(1);
    expect(await page.getByRole('button', { name: form.emergencySubmitLabel }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps the draft across a reload, restored after hydration without a mismatch', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    await fill(page, { name: visitor.name, service: visitor.service, message: visitor.message });
    await field.emergency(page).check();
    await reload(page);
    await expect.poll(() => field.name(page).inputValue()).toBe(visitor.name);
    expect(await field.service(page).inputValue()).toBe(visitor.service);
    expect(await field.message(page).inputValue()).toBe(visitor.message);
    expect(await field.emergency(page).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: form.emergencySubmitLabel }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('on a valid submit logs the values but says plainly that nothing was sent, gives the phone number and keeps every field', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    const logged = watchSubmissions(page);
    await fill(page, visitor);
    await field.emergency(page).check();
    await page.getByRole('button', { name: form.emergencySubmitLabel }).click();

    await expect.poll(() => logged).toEqual([{ ...visitor, emergency: true }]);
    const notice = page.getByRole('alert');
    await expect.poll(() => notice.textContent()).toContain('Your message could not be sent');
    expect(await notice.textContent()).toContain('nothing went out');
    expect(await notice.getByRole('link', { name: site.phone.display }).getAttribute('href')).toMatch(/^tel:\+/);
    expect(await page.getByText(/has been sent|will reply|called back/i).count()).toBe(
      await page.getByText(/called back within 30 minutes/).count(),
    );
    for (const [key, value] of Object.entries(visitor) as [keyof Visitor, string][])
      expect(await field[key](page).inputValue()).toBe(value);
    expect(JSON.parse((await storedDraft(page)) ?? '{}')).toMatchObject({ ...visitor, emergency: true });
    expect(problems).toEqual([]);
  });
});

describe('the contact form with an endpoint (values POSTed as JSON)', () => {
  it('on a failed POST says so in plain words with the phone number, and keeps every field and the draft', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page, 500);
    const logged = watchSubmissions(page);
    await fill(page, visitor);
    await page.getByRole('button', { name: form.submitLabel }).click();

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Your message was not sent');
    expect(await alert.textContent()).toContain(site.phone.display);
    expect(await alert.getByRole('link', { name: site.phone.display }).getAttribute('href')).toMatch(/^tel:\+/);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { ...visitor, emergency: false } }]);
    expect(logged).toEqual([]);
    for (const [key, value] of Object.entries(visitor) as [keyof Visitor, string][])
      expect(await field[key](page).inputValue()).toBe(value);

    await reload(page);
    await expect.poll(() => field.message(page).inputValue()).toBe(visitor.message);
    expect(await field.phone(page).inputValue()).toBe(visitor.phone);
    // Chromium reports the refused POST itself; anything else would be a fault.
    expect(problems.filter((p) => !p.includes('the server responded with a status of 500'))).toEqual([]);
  });

  it('on a successful POST shows the confirmation and clears the draft; Send Another Message brings an empty form', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page);
    await fill(page, visitor);
    await field.emergency(page).check();
    await page.getByRole('button', { name: form.emergencySubmitLabel }).click();

    const thanks = page.getByRole('heading', { name: form.sent.title });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { ...visitor, emergency: true } }]);
    expect(await storedDraft(page)).toBeNull();
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: form.sent.again }).click();
    await expect.poll(() => field.name(page).inputValue()).toBe('');
    expect(await field.emergency(page).isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: form.submitLabel }).isVisible()).toBe(true);
    await reload(page);
    await page.waitForTimeout(300);
    expect(await field.name(page).inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('counts a web page answering 200 as not sent (a host serving HTML there received nothing), keeping every field', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page, 200, undefined, {
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Contact Us</title><p>Contact us</p>',
    });
    await fill(page, visitor);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your message was not sent');
    expect(await page.getByRole('alert').getByRole('link', { name: site.phone.display }).getAttribute('href')).toMatch(
      /^tel:\+/,
    );
    expect(received).toHaveLength(1);
    expect(await page.getByRole('heading', { name: form.sent.title }).count()).toBe(0);
    for (const [key, value] of Object.entries(visitor) as [keyof Visitor, string][])
      expect(await field[key](page).inputValue()).toBe(value);
    expect(await storedDraft(page)).not.toBeNull();
    expect(problems).toEqual([]);
  });

  it('counts a receiver’s empty 204 answer as sent', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page, 204, undefined, { contentType: '', body: '' });
    await fill(page, visitor);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => page.getByRole('heading', { name: form.sent.title }).isVisible()).toBe(true);
    expect(received).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('waits 15 seconds for an answer unless the YAML says otherwise', async () => {
    const { page } = await open(browser, '/contact', phone);
    expect((await servedContactForm(page)).timeout).toBe(15);
  });

  it('fails like any failure when the endpoint never answers within the timeout, keeps every field, and a retry sends again', async () => {
    const { page, problems } = await openWithEndpoint(browser, { timeout: 2 });
    const received: unknown[] = [];
    await page.route(
      (url) => url.pathname === endpoint,
      async (route) => {
        received.push(route.request().postDataJSON());
        // The first request is never answered; the retry is.
        if (received.length > 1) await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      },
    );
    await fill(page, visitor);
    const send = page.getByRole('button', { name: form.submitLabel });
    await send.click();
    const started = Date.now();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Your message was not sent');
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect(await page.getByRole('alert').getByRole('link', { name: site.phone.display }).getAttribute('href')).toMatch(
      /^tel:\+/,
    );
    for (const [key, value] of Object.entries(visitor) as [keyof Visitor, string][])
      expect(await field[key](page).inputValue()).toBe(value);
    expect(await field.name(page).isEnabled()).toBe(true);

    await send.click();
    await expect.poll(() => page.getByRole('heading', { name: form.sent.title }).isVisible()).toBe(true);
    expect(received).toEqual([
      { ...visitor, emergency: false },
      { ...visitor, emergency: false },
    ]);
    // Chromium reports the request it gave up on; anything else would be a fault.
    expect(problems.filter((p) => !/net::ERR_|signal timed out|TimeoutError/i.test(p))).toEqual([]);
  });
});
