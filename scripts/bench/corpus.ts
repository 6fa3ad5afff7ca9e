// A site of any size for the benches: the site's own pages, then one page per town and service through a data page.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRouteFile } from '../../src/core/routes.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const places = [
  'Kelowna',
  'West Kelowna',
  'Peachland',
  'Summerland',
  'Penticton',
  'Vernon',
  'Lake Country',
  'Oliver',
  'Osoyoos',
  'Armstrong',
];
const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');

/** The site's own services: their pages exist, so a generated page can link to each. */
function services(): Array<{ slug: string; name: string }> {
  return readdirSync(join(projectRoot, 'pages', 'services'))
    .filter((f) => f !== 'index.yaml')
    .map((f) => f.replace(/\.yaml$/, ''))
    .map((slug) => ({
      slug,
      name: slug
        .split('-')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' '),
    }));
}

/** `count` towns, each with its own name and slug: Kelowna, …, Armstrong, Kelowna 2, … */
function towns(count: number): Array<{ slug: string; name: string; area: string }> {
  return Array.from({ length: count }, (_, i) => {
    const place = places[i % places.length]!;
    const name = i < places.length ? place : `${place} ${Math.floor(i / places.length) + 1}`;
    return { slug: slugOf(name), name, area: `${(i % 40) + 5}` };
  });
}

const list = (entries: ReadonlyArray<Record<string, string>>) =>
  `${entries
    .map((e) =>
      Object.entries(e)
        .map(([k, v], i) => `${i ? '  ' : '- '}${k}: ${v}`)
        .join('\n'),
    )
    .join('\n')}\n`;

const dataFile = (entries: ReadonlyArray<Record<string, string>>) =>
  `# yaml-language-server: $schema=../../schema/data.schema.json\n${list(entries)}`;

/** A picture every generated page shows in its hero. */
export interface CorpusPicture {
  src: string;
  alt: string;
}

/** The page for one service in one town: every kind of value that can show an entry's field. */
const template = (data: string, what: string, picture?: CorpusPicture) =>
  `# yaml-language-server: $schema=../../schema/data-page.schema.json
data:
${data}title: "${what} in {town.name} | {company}"
description: "${what} in {town.name} and the {town.area} km around it, from licensed plumbers who answer 24/7. Call ` +
  `{phone}."
blocks:
  - type: hero
${picture ? `    image:\n      src: ${picture.src}\n      alt: ${picture.alt}\n` : ''}    badge: Serving {town.name}
    title: "${what} in {town.name}"
    text: Licensed plumbers based near {town.name}, on the road every day of the week across {location}.
    actions:
      - label: Call {phone}
        href: call
        style: call
      - label: Get a Quote
        href: /contact
        style: secondary
  - type: stats
    heading: Why {town.name} Calls Us
    items:
      - value: "{town.area} km"
        label: Service radius around {town.name}
      - value: 4.9/5
        label: Average rating
  - type: faq
    heading: Questions from {town.name}
    items:
      - question: Do you come out to {town.name} at night?
        answer: Yes. A technician is on call for {town.name} every night, weekends included.
      - question: Are you licensed?
        answer: Yes, licensed, bonded and insured in British Columbia.
  - type: cta
    heading: Need a Plumber in {town.name}?
    text: Call now and a licensed plumber is on the way.
    actions:
      - label: Call {phone}
        href: call
        style: call
`;

/**
 * Writes a site of exactly `pages` pages under `root`: pages/ with _site.yaml, the not-found page and the site's own
 * pages, then pages/[service]-in/[town].yaml (each service × towns from pages/_data/towns.yaml) for the rest, and
 * pages/plumber-in/[town].yaml for what a whole number of towns per service leaves over. With `picture`, every
 * generated page shows it in its hero (the file is the caller's to put in `root`/public).
 */
export function writeCorpus(root: string, pages: number, picture?: CorpusPicture): void {
  cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
  const own = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.ya?ml$/.test(f) && isRouteFile(f),
  ).length;
  const rest = pages - own;
  if (rest < 0) throw new Error(`A corpus of ${pages} pages is smaller than the site itself (${own} pages).`);
  const offered = services();
  const perService = Math.floor(rest / offered.length);
  const left = rest - perService * offered.length;
  mkdirSync(join(root, 'pages', '_data'), { recursive: true });
  if (perService) {
    const data =
      `  service:\n${list(offered).trimEnd().replace(/^/gm, '    ')}\n` + `  town: _data/towns-${perService}.yaml\n`;
    writeFileSync(join(root, 'pages', '_data', `towns-${perService}.yaml`), dataFile(towns(perService)));
    mkdirSync(join(root, 'pages', '[service]-in'));
    writeFileSync(join(root, 'pages', '[service]-in', '[town].yaml'), template(data, '{service.name}', picture));
  }
  if (left) {
    writeFileSync(join(root, 'pages', '_data', `towns-${left}.yaml`), dataFile(towns(left)));
    mkdirSync(join(root, 'pages', 'plumber-in'));
    writeFileSync(
      join(root, 'pages', 'plumber-in', '[town].yaml'),
      template(`  town: _data/towns-${left}.yaml\n`, 'Plumber', picture),
    );
  }
}

/** A page's title or description line, as YAML writes it: plain, or in double quotes. */
const fieldLine = (field: 'title' | 'description') => new RegExp(`^${field}: (.*)$`, 'm');

/**
 * A copy's own title and description: each prefixed with the copy's number (`00042 Drain Cleaning in Kelowna…`), as a
 * real site's pages each have their own. A title or description the number would take past its limit loses words
 * from its end first (before the title's `| {company}`).
 */
function numbered(text: string, number: number): string {
  const prefix = `${String(number).padStart(5, '0')} `;
  const withNumber = (field: 'title' | 'description', limit: number) => (yaml: string) =>
    yaml.replace(fieldLine(field), (_, value: string) => {
      const written = value.startsWith('"') ? (JSON.parse(value) as string) : value;
      const [words, tail] =
        field === 'title' && written.includes(' | ')
          ? [written.slice(0, written.lastIndexOf(' | ')), written.slice(written.lastIndexOf(' | '))]
          : [written, ''];
      let own = `${prefix}${words}`;
      while (own.length + tail.length > limit) own = own.slice(0, own.lastIndexOf(' '));
      return `${field}: ${JSON.stringify(own + tail)}`;
    });
  return withNumber('description', 170)(withNumber('title', 70)(text));
}

/**
 * Writes a site of exactly `pages` written pages under `root` (no pages made from data): the site's own pages, then
 * copies of its written pages under pages/copy-1/, pages/copy-2/, … (each at an address of its own), as many as it
 * takes. With `ownTitles`, every copy has a title and description of its own (its number before them), as a real
 * site's pages do, and so a share card of its own; without, copies keep the titles they copy.
 */
export function writeWrittenCorpus(root: string, pages: number, { ownTitles }: { ownTitles: boolean }): void {
  cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
  const written = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.ya?ml$/.test(f) && isRouteFile(f) && !f.includes('['),
  );
  if (pages < written.length)
    throw new Error(`A corpus of ${pages} pages is smaller than the site itself (${written.length} pages).`);
  let number = written.length;
  for (let copy = 1; number < pages; copy++) {
    for (const file of written.slice(0, pages - number)) {
      const to = join(root, 'pages', `copy-${copy}`, file);
      mkdirSync(join(to, '..'), { recursive: true });
      const text = readFileSync(join(root, 'pages', file), 'utf8');
      number++;
      writeFileSync(to, ownTitles ? numbered(text, number) : text);
    }
  }
}

/** Changes the title of the corpus's /about page: the one change a rebuild is measured after. */
export function retitleAbout(root: string, title: string): void {
  const file = join(root, 'pages', 'about.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title} | {company}`));
}
