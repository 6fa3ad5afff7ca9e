import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, open, phone } from './browser.ts';
import { answerPosts, field, fill, focusedLabel, openWithEndpoint, reload, storedDraft, visitor, watchSubmissions, type Visitor } from './contact-form-helpers.ts';

const site = parse(readFileSync('pages/_site.yaml', 'utf8')) as { phone: { display: string } };

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
    const options = await field.service(page).locator('option').evaluateAll((els: HTMLOptionElement[]) => els.map((o) => [o.value, o.text]));
    expect(options).toEqual([
      ['', 'Select a service'],
      ...['Emergency Repair', 'Drain Cleaning', 'Water Heater Service', 'Leak Detection', 'Pipe Repair', 'Fixture Installation', 'Bathroom Plumbing', 'Kitchen Plumbing', 'Commercial Service', 'Preventive Maintenance', 'Other'].map((o) => [o, o]),
    ]);
    expect(problems).toEqual([]);
  });

  it('lets the browser block an invalid submit, which sends and logs nothing', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    const logged = watchSubmissions(page);
    const send = page.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect.poll(() => focusedLabel(page)).toMatch(/^Full Name/);

    await fill(page, { name: visitor.name, phone: visitor.phone, message: visitor.message });
    await send.click();
    await expect.poll(() => focusedLabel(page)).toMatch(/^Service Needed/);
    expect(await field.service(page).evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);

    await fill(page, { service: visitor.service, email: 'dana-at-example' });
    await send.click();
    await expect.poll(() => focusedLabel(page)).toMatch(/^Email Address/);
    expect(await field.email(page).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await page.waitForTimeout(300);
    expect(logged).toEqual([]);
    expect(await page.getByText('Thank you, your message has been sent').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('reads "Send Emergency Request" while the emergency box is ticked', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    await field.emergency(page).check();
    await expect.poll(() => page.getByRole('button', { name: 'Send Emergency Request' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(0);
    await field.emergency(page).uncheck();
    await expect.poll(() => page.getByRole('button', { name: 'Send Message' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send Emergency Request' }).count()).toBe(0);
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
    expect(await page.getByRole('button', { name: 'Send Emergency Request' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('logs the values on a valid submit, confirms on the page and clears the draft', async () => {
    const { page, problems } = await open(browser, '/contact', phone);
    const logged = watchSubmissions(page);
    await fill(page, visitor);
    await field.emergency(page).check();
    expect(JSON.parse((await storedDraft(page)) ?? '{}')).toMatchObject({ name: visitor.name });

    await page.getByRole('button', { name: 'Send Emergency Request' }).click();
    await expect.poll(() => logged).toEqual([{ ...visitor, emergency: true }]);
    const thanks = page.getByRole('heading', { name: 'Thank you, your message has been sent' });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await storedDraft(page)).toBeNull();

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect.poll(() => field.name(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(1);
    await reload(page);
    await page.waitForTimeout(300);
    expect(await field.name(page).inputValue()).toBe('');
    expect(problems).toEqual([]);
  });
});

describe('the contact form with an endpoint (values POSTed as JSON)', () => {
  it('on a failed POST says so in plain words with the phone number, and keeps every field and the draft', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page, 500);
    const logged = watchSubmissions(page);
    await fill(page, visitor);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Your message was not sent');
    expect(await alert.textContent()).toContain(site.phone.display);
    expect(await alert.getByRole('link', { name: site.phone.display }).getAttribute('href')).toMatch(/^tel:\+/);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { ...visitor, emergency: false } }]);
    expect(logged).toEqual([]);
    for (const [key, value] of Object.entries(visitor) as [keyof Visitor, string][]) expect(await field[key](page).inputValue()).toBe(value);

    await reload(page);
    await expect.poll(() => field.message(page).inputValue()).toBe(visitor.message);
    expect(await field.phone(page).inputValue()).toBe(visitor.phone);
    // Chromium reports the refused POST itself; anything else would be a fault.
    expect(problems.filter((p) => !p.includes('the server responded with a status of 500'))).toEqual([]);
  });

  it('on a successful POST shows the confirmation and clears the draft', async () => {
    const { page, problems } = await openWithEndpoint(browser);
    const received = await answerPosts(page);
    await fill(page, visitor);
    await field.emergency(page).check();
    await page.getByRole('button', { name: 'Send Emergency Request' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Thank you, your message has been sent' }).isVisible()).toBe(true);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { ...visitor, emergency: true } }]);
    expect(await storedDraft(page)).toBeNull();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
