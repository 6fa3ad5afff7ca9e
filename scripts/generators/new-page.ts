// A new page file: a valid skeleton, so a new page never starts from a blank file (npm run new-page, the page editor's
// tests).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { checkSite } from '../../src/node/check/check-site.ts';
import { readAssets, readPages } from '../../src/node/read/read-pages.ts';
import { isRouteFile, notFoundFile, paramsOf, routeOf, siteFile } from '../../src/core/routes.ts';
import { isError, type Problem } from '../../src/node/report/problem.ts';
import { writeWhole } from '../../src/node/write-whole.ts';
import { addService, isServiceRoute, removeKnownMissing, type SiteFileEdit } from './site-file-edits.ts';
import { isReady, readyPage } from './ready-pages.ts';

/** The first line of a page file: where the editor finds the schema behind autocomplete, relative to the file. */
export function schemaLine(file: string): string {
  const schema =
    file === siteFile
      ? 'site.schema.json'
      : paramsOf(file).length
        ? 'data-page.schema.json'
        : isRouteFile(file) || file === notFoundFile
          ? 'page.schema.json'
          : 'data.schema.json';
  return `# yaml-language-server: $schema=${posix.relative(posix.dirname(file), `schema/${schema}`)}`;
}

/** "services/gas-fitting" reads "Gas Fitting". */
function nameOf(path: string): string {
  return posix
    .basename(path)
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** "[service]-in/[town]" reads "{service.name} in {town.name}": each page shows its entries' names there. */
function dataNameOf(path: string): string {
  return path
    .split(/[/-]/)
    .map((word) => word.replace(/^\[(.*)\]$/, '{$1.name}'))
    .map((word, i) =>
      word.startsWith('{') || (i > 0 && ['in', 'of', 'for', 'and'].includes(word))
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The addresses of a data page's pages, in words: /plumber-in/<town slug>. */
export const addressOf = (file: string) => routeOf(file).replace(/\[(.*?)\]/g, '<$1 slug>');

/** The entries of a new data page: two to show the form, for each [name] of its path. */
function exampleData(file: string): string {
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const entries = (list: string) =>
    ['one', 'two'].map((n) => `    - slug: ${list}-${n}\n      name: ${title(list)} ${title(n)}\n`).join('');
  return `data:\n${paramsOf(file)
    .map((list) => `  ${list}:\n${entries(list)}`)
    .join('')}`;
}

/**
 * The skeleton: a hero and a call to action, with only shorthand links so that no link points at a missing page. Not
 * the blocks' examples (src/blocks/hero/example.yaml): the hero's shows a picture and links to /contact, which a site
 * may not have, and a new page's heading is its own name.
 */
export function skeleton(file: string): string {
  const path = file.replace(/^pages\//, '').replace(/\.yaml$/, '');
  if (paramsOf(file).length) return dataSkeleton(file, dataNameOf(path));
  const name = nameOf(path);
  return (
    `${schemaLine(file)}
# A new page. Every block and field: docs/blocks.md. See it live: npm start, then open ${routeOf(file)}
title: ${name.slice(0, 58)} | {company}
# The summary in search results, 50 to 170 characters.
description: ${name.slice(0, 60)} by licensed plumbers from {company}, serving {location}. Replace this with one or ` +
    `two sentences.
blocks:
  - type: hero
    title: ${name}
    text: One or two sentences about ${name.toLowerCase()}, for the top of the page.
    actions:
      - label: Call {phone}
        href: call
        style: call
  - type: cta
    heading: Ready to Book?
    text: Call now or send us an e-mail, and a licensed plumber gets back to you.
    actions:
      - label: Call {phone}
        href: call
        style: call
      - label: E-mail Us
        href: email
        style: secondary
`
  );
}

/**
 * A page made from data: its entries written in it, and their names in its texts; quoted, as a text that starts with {
 * must be.
 */
function dataSkeleton(file: string, name: string): string {
  const lists = paramsOf(file);
  return (
    `${schemaLine(file)}
# A page made from data: one page per ${lists.join(' and ')} below, at ${addressOf(file)}.
# {${lists[0]}.name} shows each entry's name. To share a list, move it to a data file ` +
    `(pages/_data/${lists[0]}s.yaml) and write
# ${lists[0]}: _data/${lists[0]}s.yaml instead. docs/owners.md, "Pages from data", explains it all.
${exampleData(file)}title: "${name} | {company}"
description: "${name}, from licensed plumbers at {company}. Replace this with one or two sentences."
blocks:
  - type: hero
    title: "${name}"
    text: "One or two sentences about ${name}, for the top of the page."
    actions:
      - label: Call {phone}
        href: call
        style: call
`
  );
}

/** A page path that cannot be written: its message says why, for the person who typed it. */
export class UsageError extends Error {}

/** What new-page wrote: the page's file, and what it changed in pages/_site.yaml, in words. */
export interface NewPage {
  file: string;
  said: string[];
}

/**
 * Writes the page and returns its file; a bad or taken name is a UsageError that says why. A page beside the site's
 * services is listed under `services:`, and a page that `knownMissingPages` waited for leaves that list, in the site
 * file, its comments kept.
 */
export function newPage(root: string, name: string): NewPage {
  const path = name.replace(/^\/+|^pages\//g, '').replace(/\.ya?ml$/, '');
  if (!/^(?:[\w-]|\[[a-z][\w-]*\])+(\/(?:[\w-]|\[[a-z][\w-]*\])+)*$/.test(path))
    throw new UsageError(
      `"${name}" is not a page path. Write it as the page's ` +
        `address without the first slash, e.g. services/gas-fitting.`,
    );
  const file = `pages/${path}.yaml`;
  if (existsSync(join(root, file)))
    throw new UsageError(`${file} already exists; it was left as it is. Edit it, or choose another path.`);
  const { files: pages, unread } = readPages(root);
  const taken = paramsOf(file).length ? undefined : pages.find((p) => routeOf(p.file) === routeOf(file));
  if (taken)
    throw new UsageError(
      `The page ${routeOf(file)} already exists: ${taken.file}. Edit that file, or choose another path.`,
    );
  const assets = readAssets(root);
  const current = checkSite(pages, assets, unread);
  const ready = basename(path);
  // privacy, terms and sitemap come written from the site as it is; any other page is a skeleton.
  const text =
    isReady(ready) && current.site
      ? `${schemaLine(file)}\n${readyPage(ready, current.site, current.pages)}`
      : skeleton(file);
  const siteText = pages.find((p) => p.file === siteFile)?.text;
  const site = siteText === undefined || paramsOf(file).length ? undefined : siteEdits(siteText, file);
  // The same checks as npm run validate, with the real pages around it: a bad file name stops here. The site file's
  // own errors from before are the owner's, neither made by new-page nor blamed on the new page.
  const before = new Set(current.problems.filter((p) => p.file === siteFile && isError(p)).map(key));
  const checked = [
    ...pages.filter((p) => !site || p.file !== siteFile),
    { file, text },
    ...(site ? [{ file: siteFile, text: site.text }] : []),
  ];
  const problems = checkSite(checked, assets, unread).problems.filter(
    (p) => (p.file === file || (site && p.file === siteFile && !before.has(key(p)))) && isError(p),
  );
  if (problems.length) throw new UsageError(problems.map((p) => `${p.message} ${p.hint ?? ''}`.trim()).join('\n'));
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text, { flag: 'wx' });
  if (site && site.text !== siteText) writeWhole(join(root, siteFile), site.text);
  const written =
    isReady(ready) && current.site
      ? [
          'It is written from pages/_site.yaml and the site’s form ' +
            'as they are today: read it through and make it yours.',
        ]
      : [];
  return { file, said: [...written, ...(site?.said ?? [])] };
}

/** The site file with the new page listed where it belongs. */
function siteEdits(text: string, file: string): SiteFileEdit {
  const route = routeOf(file);
  const listed = isServiceRoute(text, route) ? addService({ text, said: [] }, file, nameOf(route)) : { text, said: [] };
  return removeKnownMissing(listed, route);
}

const key = (p: Problem) => `${p.code} ${p.line}:${p.col}`;
