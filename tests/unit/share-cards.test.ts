// The build's card step, in process: a copy of the site with a phone's photo in the home page's hero
// (scripts/bench/photo-site.ts), a share picture of its own on /contact and pages made from a data file.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlt, writePhoto, writePhotoSite } from '../../scripts/bench/photo-site.ts';
import { checkPages, type CheckedSite } from '../../src/builder/check-pages.ts';
import { cardThreadAhead, makeCards, makeShareCards, type MadeCards } from '../../src/builder/share-cards.ts';
import type { Page } from '../../src/blocks/page-schemas.ts';
import type { ShareCard } from '../../src/core/share-card.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import { summaryOf } from '../../src/node/report/page-summary.ts';
import { fixtureAssets, siteWith } from './site-fixture.ts';

const root = mkdtempSync(join(tmpdir(), 'share-cards-'));
const cacheDir = join(root, 'cache');
const ownAlt = 'A plumber at a kitchen sink, smiling at the camera';
let checked: CheckedSite;
let made: MadeCards;

const cardOf = (route: string): ShareCard => made.byRoute.get(route)!;
const fileOf = (card: ShareCard) => join(cacheDir, card.src.split('/').at(-1)!);
/** What the card file is, read from its bytes, and whether it is light enough for every network (300 kB). */
async function read(card: ShareCard) {
  const bytes = readFileSync(fileOf(card));
  const { format, width, height } = await sharp(bytes).metadata();
  return {
    format,
    width,
    height,
    light: bytes.length < 300_000,
    hash: createHash('sha256').update(bytes).digest('hex'),
  };
}

beforeAll(async () => {
  await writePhotoSite(root);
  // A photo of its own for /contact, upright as a phone keeps it: the card is cut from its middle.
  await writePhoto(join(root, 'public', 'images', 'at-the-sink.jpg'), 1500, 2000);
  const contact = join(root, 'pages', 'contact.yaml');
  writeFileSync(
    contact,
    readFileSync(contact, 'utf8').replace(
      /^blocks:/m,
      `share:\n  src: /images/at-the-sink.jpg\n  alt: ${ownAlt}\nblocks:`,
    ),
  );
  mkdirSync(join(root, 'pages', 'plumber-in'));
  const towns = ['Kelowna', 'Vernon', 'Penticton']
    .map((name) => `    - slug: ${name.toLowerCase()}\n      name: ${name}\n`)
    .join('');
  writeFileSync(
    join(root, 'pages', 'plumber-in', '[town].yaml'),
    `data:\n  town:\n${towns}title: Plumber in {town.name} | {company}\n` +
      `description: Licensed plumbers in {town.name}, on the road every day of the week, with fair prices.\n` +
      `blocks:\n  - type: hero\n    title: Plumbing in {town.name}\n`,
  );
  // As a first build does: the cache holds no card yet, so the cards' thread starts before the pages are checked.
  const ahead = cardThreadAhead(cacheDir);
  expect(ahead).toBeDefined();
  checked = await checkPages(root);
  made = makeShareCards(root, checked.site, [...checked.pages, checked.notFound], cacheDir);
  await makeCards(made.missing, ahead);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the card a shared link shows', () => {
  it('is, for a page without a photo, a PNG of 1200 × 630 under 300 kB, described by its title and the company', async () => {
    const card = cardOf('/about');
    expect(await read(card)).toMatchObject({ format: 'png', width: 1200, height: 630, light: true });
    expect(card.alt).toBe(`${checked.site.company}: About Us, Okanagan Plumbers Since 2009`);
  });

  it('differs for any two pages with different titles', async () => {
    const own = checked.pages.filter((p) => !p.file.includes('['));
    const cards = own.map((p) => cardOf(p.route));
    expect(new Set(own.map((p) => p.page.title)).size).toBe(own.length);
    expect(new Set(cards.map((c) => c.src)).size).toBe(own.length);
    expect(new Set(await Promise.all(cards.map(async (c) => (await read(c)).hash)))).toHaveProperty('size', own.length);
  });

  it("is the hero's photo, cut to a JPEG of 1200 × 630 under 300 kB, described as the photo is", async () => {
    const card = cardOf('/');
    expect(card).toEqual({ src: expect.stringMatching(/^\/_share\/[0-9a-f]{16}\.jpg$/), alt: photoAlt });
    expect(await read(card)).toMatchObject({ format: 'jpeg', width: 1200, height: 630, light: true });
  });

  it('is the page’s own share picture when it names one, cut from an upright photo', async () => {
    const card = cardOf('/contact');
    expect(card.alt).toBe(ownAlt);
    expect(card.src).not.toBe(cardOf('/').src);
    expect(await read(card)).toMatchObject({ format: 'jpeg', width: 1200, height: 630, light: true });
  });

  it('is one card for every page made from a data file: the company name and tagline', async () => {
    const cards = ['kelowna', 'vernon', 'penticton'].map((slug) => cardOf(`/plumber-in/${slug}`));
    expect(new Set(cards.map((c) => c.src)).size).toBe(1);
    expect(cards[0]!.alt).toBe(`${checked.site.company}: ${checked.site.tagline}`);
    expect(await read(cards[0]!)).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('is made once: a rebuild reuses every card, and a new title or brand makes only the cards that show it', async () => {
    const pages = [...checked.pages, checked.notFound];
    expect(made.made).toBe(made.files.length);
    // With cards in the cache, a rebuild starts the cards' thread only for a missing card.
    expect(cardThreadAhead(cacheDir)).toBeUndefined();
    expect(makeShareCards(root, checked.site, pages, cacheDir)).toMatchObject({ made: 0, reused: made.files.length });
    const retitle = (page: Page) => ({ ...page, title: 'About Us, Plumbers of the Okanagan Since 2009' });
    const retitled = pages.map((p) =>
      p.route === '/about' ? { ...p, page: retitle(p.page), summary: summaryOf(retitle(p.page)) } : p,
    );
    const again = makeShareCards(root, checked.site, retitled, cacheDir);
    expect(again).toMatchObject({ made: 1, reused: made.files.length - 1 });
    await makeCards(again.missing);
    expect(makeShareCards(root, checked.site, retitled, cacheDir)).toMatchObject({ made: 0 });
    expect(again.byRoute.get('/about')!.src).not.toBe(cardOf('/about').src);
    // Another main colour changes every drawn card; the photos stay as they were.
    const brand = { ...checked.site.brand, primary: checked.site.brand.accent };
    const rebranded = makeShareCards(root, { ...checked.site, brand }, pages, cacheDir);
    expect(rebranded).toMatchObject({ made: made.files.length - 2, reused: 2 });
    await makeCards(rebranded.missing);
  }, 60_000);
});

describe('a share picture in YAML', () => {
  it('is checked like every picture: its file, its alt text', () => {
    const page = (share: string) =>
      `title: Our Team | {company}\n` +
      `description: The people who answer your call, day and night, across Kelowna and the Okanagan.\n` +
      `share:\n${share}blocks:\n  - type: hero\n    title: Our Team\n`;
    const codes = (share: string) =>
      checkSite(siteWith({ file: 'pages/team.yaml', text: page(share) }), fixtureAssets())
        .problems.filter((p) => p.file === 'pages/team.yaml')
        .map((p) => `${p.code} ${p.path}`);
    expect(codes('  src: /images/nowhere.jpg\n  alt: Our team in front of the van\n')).toEqual([
      'missing-image-file share.src',
    ]);
    expect(codes('  src: /images/nowhere.jpg\n')).toContain('missing-alt-text share.alt');
  });
});
