// What a site's YAML says, read when the test runs, through the engine's own check: the facts of pages/_site.yaml and
// each page as visitors see it ({phone} filled in). Tests of the live site compare the page with this, never with a
// copy of its words, so an owner's change to a phone number, a price or a title changes no test.
import { checkSite, type LoadedPage } from '../src/node/check/check-site.ts';
import { readSite } from '../src/node/read/read-pages.ts';
import { isError } from '../src/node/report/problem.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { pageSchema, type Page } from '../src/blocks/page-schemas.ts';
import { resolveFacts, siteFacts } from '../src/core/placeholders.ts';
import type { ShownSite } from '../src/core/site-data.ts';
import { block, type BlockOf, type BlockType } from '../src/blocks/index.ts';
import { shownTexts } from './shown-text.ts';

export interface SiteContent {
  site: ShownSite;
  /** Every page by its route, in the order of the files. */
  pages: Map<string, LoadedPage>;
  notFound: Page;
}

const read = new Map<string, SiteContent>();

/**
 * The site in `root` (the live site by default), checked once per test file; a site that does not pass validate throws.
 */
export function siteContent(root = '.'): SiteContent {
  const known = read.get(root);
  if (known) return known;
  const { files, assets, unread } = readSite(root);
  const check = checkSite(files, assets, unread);
  const errors = check.problems.filter(isError);
  if (errors.length || !check.site || !check.notFound)
    throw new Error(
      `${root} does not pass validate: ${errors.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`).join('; ')}`,
    );
  const content = {
    site: check.site,
    pages: new Map(check.pages.map((p) => [p.route, p])),
    notFound: check.notFound.page,
  };
  read.set(root, content);
  return content;
}

/** The page at `route`, as visitors see it. */
export function pageAt(route: string, root = '.'): Page {
  const found = siteContent(root).pages.get(route);
  if (!found) throw new Error(`${root}/pages has no page for ${route}.`);
  return found.page;
}

/** The first block of a type on a page, as visitors see it. */
export function blockOf<T extends BlockType>(route: string, type: T, root = '.'): BlockOf<T> {
  const found = pageAt(route, root).blocks.find((b) => b.type === type);
  if (!found) throw new Error(`${route} has no ${type} block.`);
  return found as BlockOf<T>;
}

/**
 * The contact form's messages after a send (or a failed one), and its note when the browser keeps no draft: not on the
 * page until then.
 */
const afterAnAction = new Set<PropertyKey>(['sent', 'failed', 'unsent', 'draftNotKept']);

/**
 * Every text the page's file writes that a visitor reads at once (headings, paragraphs, labels, answers; not links,
 * choices, alt text, nor texts a block leaves at their default), with the site's facts filled in.
 */
export function textsOf(route: string, root = '.'): string[] {
  const { site, pages } = siteContent(root);
  const { file } = pages.get(route)!;
  const written = parse(readFileSync(join(root, file), 'utf8')) as { blocks: unknown[] };
  return resolveFacts(pageSchema, written, siteFacts(site)).blocks.flatMap((b) =>
    shownTexts(block, b)
      .filter((t) => !t.path.some((key) => afterAnAction.has(key)))
      .map((t) => t.text),
  );
}

/** A page's title as its tab shows it. */
export const titleOf = (route: string, root = '.') => pageAt(route, root).title;

/** The text of the first heading (level 1) of a page: its hero's title. */
export function mainHeadingOf(page: Page): string {
  const hero = page.blocks[0];
  if (hero?.type !== 'hero') throw new Error('The page does not start with a hero.');
  return hero.title;
}

/** The first route whose page has a block of this type, and that block: where a test finds the block it exercises. */
export function firstWith<T extends BlockType>(
  type: T,
  root = '.',
): { route: string; block: BlockOf<T>; index: number } {
  for (const [route, { page }] of siteContent(root).pages) {
    const index = page.blocks.findIndex((b) => b.type === type);
    if (index !== -1) return { route, block: page.blocks[index] as BlockOf<T>, index };
  }
  throw new Error(`No page of ${root}/pages has a ${type} block.`);
}
