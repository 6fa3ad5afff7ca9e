import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { urgencies } from '../../src/browser/theme.ts';
import { baseUrl, launch, open } from './browser.ts';

/** The facts of seed 000 (sections 1, 2 and 9) each general page must show, exactly as written. */
const facts: Record<string, string[]> = {
  '/': ["Kelowna's Trusted Plumbing Experts", 'Emergency Repairs', 'Drain Cleaning', 'Water Heaters', 'Leak Detection', '5000+', '4.9/5', 'Over 15 years of service', 'Satisfaction guaranteed', 'Get a Free Estimate', 'What Our Customers Say'],
  '/about': ['Established 2009', '2009', '500+', '15+', '4.9/5', 'Our Story', 'Why Choose Us', 'Our Values', 'Licensed, Bonded & Insured', 'Satisfaction Guarantee'],
  '/contact': ['Request a Free Quote', 'Select a service', 'Emergency Repair', 'Water Heater Service', 'Commercial Service', 'Preventive Maintenance', 'Other', 'Send Message', 'within 24 hours', 'called back within 30 minutes', 'never shared with third parties', 'Mon-Fri', '7:00 AM - 6:00 PM', 'Sat', '8:00 AM - 4:00 PM', 'Emergency only', '24/7', 'Kelowna', 'West Kelowna', 'Peachland', 'Summerland', 'Penticton', 'Vernon', 'Lake Country', 'Winfield', '(250) 555-FLOW', 'info@okanaganflowplumbing.ca'],
  '/service-areas': ['Kelowna', 'West Kelowna', 'Vernon', 'Penticton', 'Glenmore', 'Rutland', 'Westbank', 'Shannon Lake', 'Coldstream', 'Okanagan Landing', 'Naramata', 'Wiltse', 'Peachland', 'Summerland', 'Lake Country', 'Winfield'],
  '/emergency': ['under 60 minutes', 'Burst Pipes', 'Gas Line Leaks', 'Sewer Backups', 'No Hot Water', 'Toilet or Drain Overflow', 'Major Leaks', 'Response Under 60 Minutes', 'Fully Stocked Vans', 'Upfront Pricing'],
  '/emergency-hub': ['15-30 minutes', '1,200+', '4.9/5', '3 rings', 'critical', 'urgent', 'high', 'Burst Pipe', 'Sewer Backup', 'No Hot Water', 'Gas Line', 'Frozen Pipes', 'Major Leak'],
  '/emergency/kelowna': ['15 min', 'Burst Pipe', 'Blocked Drain', 'No Hot Water', 'Glenmore', 'Upper Mission'],
  '/emergency/west-kelowna': ['20 min', '500+', 'Frozen Pipe', 'Sump Pump', 'Gas Line', 'Westbank', 'Lakeview Heights'],
  '/emergency/vernon': ['25 min', 'Rural Pipes', 'Well Pump', 'Septic', 'Coldstream', 'Bella Vista'],
  '/emergency/penticton': ['30 min', 'Lakefront Homes', 'Vacation Rentals', 'Wineries', 'Naramata', 'West Bench'],
  '/emergency/burst-pipe': ['Minor Leak', 'Major Burst', 'Frozen Burst', '$150-$300', '$300-$800', '$200-$600', 'Immediate', 'Turn off the main water shut-off valve'],
  '/emergency/sewer-backup': ['Sewer Backup Emergency', '20 min', 'Signs of a Sewer Backup', 'Tree Roots'],
  '/emergency/water-heater': ['Water Heater Emergency', 'critical', 'high', 'medium', 'Leaking or Flooding Tank', 'No Hot Water'],
  '/blog': ['How to Prepare Your Plumbing for an Okanagan Winter', 'What to Do in the First Ten Minutes of a Burst Pipe', 'Tank or Tankless? Choosing a Water Heater for Your Home', 'Hard Water in the Okanagan and What It Does to Your Pipes', 'Maintenance', 'Emergency', 'Water Heaters', 'General', 'November 4, 2024', 'Mike Thompson'],
  '/testimonials': ['Customer Reviews', '4.9/5', 'Sarah Mitchell', 'Mark Thompson', 'Linda Chen', 'Robert Wilson', 'Jennifer Park', 'Tom Anderson', 'Leak Detection', 'Commercial Plumbing'],
};

/** Cards whose heading must sit with a figure: response times per city and specialty, costs per damage type. */
const pairs: Record<string, Array<[heading: string, ...values: string[]]>> = {
  '/emergency/kelowna': [['Burst Pipe', '15 min'], ['Blocked Drain', '20 min'], ['No Hot Water', '30 min']],
  '/emergency/west-kelowna': [['Frozen Pipe', '20 min'], ['Sump Pump', '25 min'], ['Gas Line', '15 min']],
  '/emergency/vernon': [['Rural Pipes', '25 min'], ['Well Pump', '30 min'], ['Septic', '45 min']],
  '/emergency/penticton': [['Lakefront Homes', '30 min'], ['Vacation Rentals', '25 min'], ['Wineries', '35 min']],
  '/emergency/burst-pipe': [['Minor Leak', '$150-$300', '15 min'], ['Major Burst', '$300-$800', 'Immediate'], ['Frozen Burst', '$200-$600', '20 min']],
  '/emergency-hub': [['Kelowna', '15 min'], ['West Kelowna', '20 min'], ['Vernon', '25 min'], ['Gas Line', '10 min', 'CRITICAL'], ['Sewer Backup', '20 min', 'URGENT'], ['No Hot Water', '45 min', 'HIGH']],
  '/emergency': [['Gas Line Leaks', '10 min'], ['Sewer Backups', '20 min'], ['No Hot Water', '45 min'], ['Toilet or Drain Overflow', '45 min']],
  '/emergency/water-heater': [['Leaking or Flooding Tank', 'CRITICAL'], ['No Hot Water', 'HIGH'], ['Not Enough Hot Water', 'MEDIUM']],
};

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const card = (page: Page, heading: string) =>
  page.locator('main .card').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the general pages', () => {
  it.each(Object.entries(facts))('%s has its facts in the prerendered HTML and after hydration', async (route, expected) => {
    const response = await fetch(`${baseUrl}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = decode(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
    for (const fact of expected) expect(main, fact).toContain(fact);

    const { page, problems } = await open(browser, route);
    const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ').toLowerCase();
    for (const fact of expected) expect(shown, fact).toContain(fact.toLowerCase());
    for (const [heading, ...values] of pairs[route] ?? []) {
      const text = await card(page, heading).innerText();
      for (const value of values) expect(text, `${heading}: ${value}`).toContain(value);
    }
    expect(await page.locator('main section').first().locator('a[href^="tel:+1250"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('gives every page its own title and search description', async () => {
    const heads = await Promise.all(
      Object.keys(facts).map(async (route) => {
        const html = await (await fetch(`${baseUrl}${route}`)).text();
        return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '') };
      }),
    );
    for (const { title, description } of heads) {
      expect(title.length, title).toBeGreaterThanOrEqual(10);
      expect(title.length, title).toBeLessThanOrEqual(70);
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(170);
      expect(`${title} ${description}`).not.toMatch(/\{\w+\}/);
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  it('gives each urgency level one colour on every page, each distinct from the next', async () => {
    const colours = new Map<string, Set<string>>();
    for (const route of ['/emergency-hub', '/emergency/water-heater', '/services/emergency-repairs', '/services/commercial-plumbing', '/emergency/burst-pipe']) {
      const { page, problems } = await open(browser, route);
      const badges = await page.locator('main .badge').evaluateAll((els) => els.map((el) => [(el as HTMLElement).innerText, getComputedStyle(el).backgroundColor, getComputedStyle(el).color]));
      for (const [word, background, text] of badges) {
        if (!['CRITICAL', 'URGENT', 'HIGH', 'MEDIUM'].includes(word!)) continue;
        colours.set(word!, (colours.get(word!) ?? new Set()).add(`${background} on ${text}`));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(Object.fromEntries([...colours].map(([word, set]) => [word, [...set]]))).toEqual(
      Object.fromEntries(Object.entries(urgencies).map(([level, { bg, fg }]) => [level.toUpperCase(), [`${rgb(bg)} on ${rgb(fg)}`]])),
    );
    expect(new Set(Object.values(urgencies).map((u) => u.bg)).size).toBe(4);
  });

  it('shows ratings as stars with an accessible label', async () => {
    for (const [route, count] of [['/testimonials', 6], ['/', 3]] as const) {
      const { page, problems } = await open(browser, route);
      expect(await page.getByRole('img', { name: 'Rated 5 out of 5 stars' }).count()).toBe(count);
      expect(problems).toEqual([]);
    }
  });

  it('shows no button on a blog post that has no article yet, rather than one that does nothing', async () => {
    const { page, problems } = await open(browser, '/blog');
    expect(await page.locator('main article').count()).toBe(4);
    expect(await page.locator('main article').getByRole('button').count()).toBe(0);
    expect(await page.locator('main article').getByRole('link').count()).toBe(0);
    expect(await page.locator('main :disabled').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('sends the links to unregistered pages to the not-found page', async () => {
    const { page, problems } = await open(browser, '/emergency-hub');
    const links: Array<[name: string | RegExp, path: string]> = [
      ['What to Do about No Hot Water', '/emergency/no-hot-water'],
      ['What to Do about Gas Line', '/emergency/gas-line'],
      ['What to Do about Frozen Pipes', '/emergency/frozen-pipes'],
      ['What to Do about Major Leak', '/emergency/major-leak'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap'],
    ];
    for (const [name, path] of links) {
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
      await page.goBack();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Emergency Plumbing Hub');
    }
    expect(problems).toEqual([]);
  });
});
