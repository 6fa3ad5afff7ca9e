// Eleventy, the peer of the build race (`npm run race`): the same YAML pages rendered to the same text, as an Eleventy
// site would render them (plain HTML, one shared stylesheet, no client JavaScript). Plain JavaScript, so that Eleventy
// runs as it does anywhere: `npx @11ty/eleventy --config=this file`. PAGES_DIR is the pages/ folder to build.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

const pagesDir = process.env.PAGES_DIR;
const site = parse(readFileSync(join(pagesDir, '_site.yaml'), 'utf8'));
const facts = { company: site.company, phone: site.phone.display, email: site.email, location: site.location };
const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const shown = (text) => escape(String(text).replace(/\{(\w+)\}/g, (whole, name) => facts[name] ?? whole));
/** Fields that say how a block looks or where it goes, not what it says. */
const quiet = new Set([
  'type',
  'icon',
  'href',
  'style',
  'id',
  'tone',
  'columns',
  'popular',
  'urgent',
  'rating',
  'min',
  'max',
  'step',
  'default',
  'formula',
  'endpoint',
  'image',
  'picture',
]);

/** Every text of a value, in order: headings as headings, lists as lists, the rest as paragraphs. */
function render(value, key) {
  if (typeof value === 'string' || typeof value === 'number') {
    const tag = key === 'heading' ? 'h2' : key === 'title' || key === 'name' || key === 'question' ? 'h3' : 'p';
    return `<${tag}>${shown(value)}</${tag}>`;
  }
  if (Array.isArray(value)) return `<ul>${value.map((item) => `<li>${render(item)}</li>`).join('')}</ul>`;
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => !quiet.has(k))
      .map(([k, v]) => render(v, k))
      .join('');
  return '';
}

const nav = site.nav.map((link) => `<a href="${escape(link.href)}">${shown(link.label)}</a>`).join(' ');

export default function (config) {
  // Ignores are read from where Eleventy runs: the site file, the not-found page and data files are no pages of it.
  const input = relative(process.cwd(), pagesDir);
  config.ignores.add(`${input}/**/_*.yaml`);
  config.ignores.add(`${input}/_data/**`);
  config.addTemplateFormats('yaml');
  config.addExtension('yaml', {
    compile: (text) => () => {
      const page = parse(text);
      const blocks = page.blocks.map((block) => `<section>${render(block)}</section>`).join('\n');
      return (
        `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${shown(page.title)}</title>` +
        `<meta name="description" content="${shown(page.description)}"><link rel="stylesheet" href="/site.css">` +
        `</head><body><header><strong>${shown(site.company)}</strong> ` +
        `<a href="tel:${site.phone.dial}">${shown(site.phone.display)}</a><nav>${nav}</nav></header>` +
        `<main>${blocks}</main><footer>${shown(site.tagline)} ${shown(site.location)}</footer></body></html>`
      );
    },
  });
  return { dir: { input: pagesDir } };
}
