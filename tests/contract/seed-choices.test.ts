// npm run contract: the choices the seeds make for this site, which the engine lets other sites make differently: the
// Services menu of the first six services, the footer's year, links to pages that are not written, the badges' colours,
// how many cards, plans and reviews each page has. Developers run it; npm test and CI do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { urgencies } from '../../src/ui/theme.ts';
import { baseUrl, launch, open, phone } from '../e2e/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const firstSix = [
  'Emergency Repairs',
  'Drain Cleaning',
  'Water Heaters',
  'Leak Detection',
  'Pipe Repair',
  'Fixture Installation',
];

describe('the seeds’ shell', () => {
  it('has a Services menu of the first six services and All Services, and the same six in the footer', async () => {
    const { page, problems } = await open(browser, '/', { viewport: { width: 1280, height: 800 } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect
      .poll(() => page.locator('.services-panel').getByRole('link').allTextContents())
      .toEqual([...firstSix, 'All Services']);
    expect(await page.locator('.services-panel').getByRole('link', { name: 'All Services' }).getAttribute('href')).toBe(
      '/services',
    );
    const footer = page.locator('footer');
    expect(
      await footer.getByRole('heading', { name: 'Services' }).locator('..').getByRole('link').allTextContents(),
    ).toEqual(firstSix);
    expect(problems).toEqual([]);
  });

  it('has a phone menu of Home, Services, About, Service Areas, Contact and a call button', async () => {
    const { page, problems } = await open(browser, '/', phone);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const links = await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').allTextContents();
    expect(links.slice(0, 5)).toEqual(['Home', 'Services', 'About', 'Service Areas', 'Contact']);
    expect(links[5]).toMatch(/^Call \(250\) /);
    expect(problems).toEqual([]);
  });

  it('says © 2024 in the footer, with the legal links and the quick links', async () => {
    const { page, problems } = await open(browser, '/');
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain('© 2024 ');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap'],
    ])
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
    for (const href of ['/about', '/service-areas', '/contact', '/blog', '/testimonials', '/emergency'])
      expect(await footer.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('sends the legal links and four of the hub’s emergency cards to the not-found page', async () => {
    const { page, problems } = await open(browser, '/emergency-hub');
    const links: Array<[name: string, path: string]> = [
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
      expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
      await page.goBack();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Emergency Plumbing Hub');
    }
    expect(problems).toEqual([]);
  });

  it('has a not-found page with Back to Home, View Our Services and a call button', async () => {
    const { page, problems } = await open(browser, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'View Our Services' }).getAttribute('href')).toBe('/services');
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Call / })
        .getAttribute('href'),
    ).toMatch(/^tel:\+1250/);
    expect(problems).toEqual([]);
  });
});

describe('the seeds’ pages', () => {
  it('list twelve services on /services, each with a Learn More link', async () => {
    const { page, problems } = await open(browser, '/services');
    expect(await page.getByRole('link', { name: /^Learn More about / }).count()).toBe(12);
    expect(problems).toEqual([]);
  });

  it('colour each urgency level as the seed says, the same on every page', async () => {
    const colours = new Map<string, Set<string>>();
    for (const route of [
      '/emergency-hub',
      '/emergency/water-heater',
      '/services/emergency-repairs',
      '/services/commercial-plumbing',
      '/emergency/burst-pipe',
    ]) {
      const { page, problems } = await open(browser, route);
      const badges = await page
        .locator('main .badge')
        .evaluateAll((els) =>
          els.map((el) => [
            (el as HTMLElement).innerText,
            getComputedStyle(el).backgroundColor,
            getComputedStyle(el).color,
          ]),
        );
      for (const [word, background, text] of badges) {
        if (!['CRITICAL', 'URGENT', 'HIGH', 'MEDIUM'].includes(word!)) continue;
        colours.set(word!, (colours.get(word!) ?? new Set()).add(`${background} on ${text}`));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(Object.fromEntries([...colours].map(([word, set]) => [word, [...set]]))).toEqual(
      Object.fromEntries(
        Object.entries(urgencies).map(([level, { bg, fg }]) => [level.toUpperCase(), [`${rgb(bg)} on ${rgb(fg)}`]]),
      ),
    );
  }, 120_000);

  it('show six reviews on /testimonials and three on the home page, each five stars', async () => {
    for (const [route, count] of [
      ['/testimonials', 6],
      ['/', 3],
    ] as const) {
      const { page, problems } = await open(browser, route);
      expect(await page.getByRole('img', { name: 'Rated 5 out of 5 stars' }).count()).toBe(count);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  }, 60_000);

  it('show four blog posts', async () => {
    const { page, problems } = await open(browser, '/blog');
    expect(await page.locator('main article').count()).toBe(4);
    expect(problems).toEqual([]);
  });

  it('have the fixture tabs All, Faucets, Toilets, Sinks and Showers', async () => {
    const { page, problems } = await open(browser, '/services/fixture-installation');
    const tabs = page.getByRole('radiogroup', { name: 'Fixtures We Install' }).getByRole('radio');
    expect(await tabs.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent))).toEqual(
      ['All', 'Faucets', 'Toilets', 'Sinks', 'Showers'],
    );
    expect(problems).toEqual([]);
  });

  it('have the return on investment bars of 65, 60, 55 and 70%', async () => {
    const { page, problems } = await open(browser, '/services/bathroom-plumbing');
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(4);
    expect(
      await page.getByRole('progressbar').evaluateAll((els) => els.map((el) => el.getAttribute('aria-valuenow'))),
    ).toEqual(['65', '60', '55', '70']);
    expect(problems).toEqual([]);
  });

  it('have three yearly plans with Silver Shield the most popular, and three commercial packages with Choose Plan', async () => {
    const { page, problems } = await open(browser, '/services/preventive-maintenance');
    for (const name of [
      'Choose Bronze: Bronze Protection',
      'Choose Silver: Silver Shield',
      'Choose Gold: Gold Guardian',
    ])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Most Popular', { exact: true }).count()).toBe(1);
    const commercial = await open(browser, '/services/commercial-plumbing');
    for (const name of [
      'Choose Plan: Essential Care',
      'Choose Plan: Professional Plus',
      'Choose Plan: Enterprise Premium',
    ])
      await expect.poll(() => commercial.page.getByRole('link', { name, exact: true }).count()).toBe(1);
    expect([...problems, ...commercial.problems]).toEqual([]);
  });
});
