import type { SchemaIssues } from '../../schema/issues.ts';
import type { EditProblem } from './edit-protocol.ts';

/**
 * How to make a problem happen: a page (pages/example.yaml in a small valid site), files put into that site, a change
 * to one of its files, a situation on disk that a page cannot show, or a refusal of the page editor (npm start), with
 * the values its message is shown with in docs/errors.md.
 */
export type Example<P> =
  | { page: string }
  | { files: Record<string, string> }
  | { change: { file: string; find: string; replace: string } }
  | { disk: string; params: P /** Where it is said, when not at a page file: a folder's own name. */; at?: string }
  | { edit: string; params: P };

interface Entry<P> {
  title: string | ((p: P) => string);
  /** What happened, in plain words. */
  message: (p: P) => string;
  /** What to do about it. */
  hint?: (p: P) => string;
  /** A warning leaves the site valid (exit 0): it points at something worth a look. */
  warning?: true;
  example: Example<P>;
}

type None = Record<string, never>;
/**
 * Where a value sits and which field it is, as explain-issue says it: "Block 2 (stats), item 1 of "items"" and
 * ""rating"".
 */
type At = { where: string; field: string };

const hero = (lines: string) => `title: Example Page | {company}
description: A page that shows one mistake, with everything around it as it should be.
blocks:
  - type: hero
${lines}`;
const heroBlock = hero('    title: Example\n');
const block = (lines: string) => `${heroBlock}${lines}`;
/** A page with a contact form, its own lines (the endpoint) after the ones every form has. */
const contactForm = (lines: string) =>
  block(
    `  - type: contact-form\n    fields:\n      name: { label: Name }\n      phone: { label: Phone }\n` +
      `      email: { label: E-mail }\n      service: { label: Service }\n      message: { label: Message }\n` +
      `      emergency: { label: Emergency }\n    servicePrompt: Select a service\n    services: [Other]\n${lines}`,
  );
const linkAt = (link: string) => hero(`    title: Example\n    actions:\n      - label: Go\n        href: "${link}"\n`);
const calculator = (inputs: string, outputs: string) =>
  block(`  - type: calculator\n    heading: Savings\n    inputs:\n${inputs}\n    outputs:\n${outputs}\n`);
const slider = (fields = 'min: 1\n        max: 8\n        default: 4') =>
  `      - id: people\n        label: People\n        ${fields}`;
const result = (formula: string, id = 'cost') => `      - id: ${id}\n        label: Cost\n        formula: ${formula}`;

/** A page made from data (pages/plumber-in/[town].yaml) with its entries written in it. */
const dataPage = (
  data: string,
  hero = '    title: Plumbing in {town.name}\n',
) => `data:\n${data}title: Plumber in {town.name} | {company}
description: A page that shows one mistake, with everything around it as it should be.
blocks:
  - type: hero
${hero}`;
const towns = (...entries: string[]) =>
  `  town:\n${entries.map((e) => `    - ${e.replace(/\n/g, '\n      ')}\n`).join('')}`;
const town = (slug: string, name: string) => `slug: ${slug}\nname: ${name}`;
const townPage = 'pages/plumber-in/[town].yaml';

const formulaHint =
  'A formula uses numbers, the ids of the inputs and of the results above it, + - * / %, brackets ' +
  'and functions such as round(…) or pow(a, b), e.g. round(household * 20 * 365 * 0.008).';
const linkHint =
  'Use a page path like /contact, a web address like https://example.com, ' +
  'mailto:…, tel:…, or the shorthands call and email.';

/**
 * Every problem the validator can report, by its permanent code. Problems are made from these entries only, so a code
 * outside this list does not compile; docs/errors.md is generated from it, each example run through the validator.
 */
export const catalogue = {
  'not-a-file': {
    title: 'Not a file',
    message: (p: { what: string }) => `This name ends in .yaml, but it is ${p.what}, not a file; it was not read.`,
    hint: () => 'Rename it so that its name does not end in .yaml, or replace it with a page file.',
    example: {
      disk: 'A folder, a named pipe (FIFO) or a device under pages/ whose name ends in .yaml.',
      params: { what: 'a folder' },
    },
  },
  'broken-symlink': {
    title: 'Link to a missing file',
    message: (p: { target: string }) =>
      `This is a symbolic link to ${p.target}, which does not exist; it was not read.`,
    hint: () => 'Delete the link, or point it at a page file inside pages/.',
    example: { disk: 'A symbolic link under pages/ whose target was deleted.', params: { target: 'drafts/old.yaml' } },
  },
  'symlink-outside-pages': {
    title: (p: { what: 'file' | 'folder' }) => `Link to a ${p.what} outside pages/`,
    message: (p: { target: string; what: 'file' | 'folder' }) =>
      `This is a symbolic link to the ${p.what} ${p.target}, outside the pages/ folder; only files ` +
      `inside pages/ are read${p.what === 'folder' ? ', so none of the pages in it are' : ''}.`,
    hint: (p: { what: 'file' | 'folder' }) =>
      `Move the ${p.what} into pages/, or copy it there instead of linking to it.`,
    example: {
      disk: 'A symbolic link under pages/ to a file or folder elsewhere on the disk.',
      params: { target: '/home/someone/notes', what: 'folder' },
    },
  },
  'symlink-loop': {
    title: 'Link that leads back to itself',
    message: (p: { target: string }) =>
      `This is a symbolic link to ${p.target}, which leads back through ` +
      `links to where it started, so it reaches no file; it was not read.`,
    hint: () =>
      'Delete the link, or point it at a page file or folder inside pages/ (ls -l shows where each link points).',
    example: {
      disk: 'Two symbolic links under pages/ that point at each other, or a link that points at itself.',
      params: { target: 'loop-b.yaml' },
    },
  },
  'unreadable-folder': {
    title: 'Folder cannot be read',
    message: (p: { reason: string }) =>
      `This folder could not be read: ${p.reason}. None of the pages in it were checked.`,
    hint: () =>
      'Check that you may read and open the folder (ls -ld shows its ' +
      'permissions; chmod u+rx gives them back), then check again.',
    example: {
      disk: 'A folder under pages/ that the user running the check may not read (chmod 000).',
      params: { reason: 'permission denied' },
      at: 'pages/drafts',
    },
  },
  'unreadable-file': {
    title: 'File cannot be read',
    message: (p: { reason: string }) => `This file could not be read: ${p.reason}.`,
    hint: () => 'Check that the file exists and that you may read it (ls -l shows its permissions), then check again.',
    example: {
      disk: 'A page file the user running the check may not read (chmod 000).',
      params: { reason: 'permission denied' },
    },
  },
  'invalid-utf8': {
    title: 'Not UTF-8 text',
    message: () =>
      'Here the file has bytes that are not UTF-8 text (perhaps saved ' +
      'in another encoding, or part of a binary file); reading stopped.',
    hint: () => 'Save the file as UTF-8 in your editor, or retype the characters around this place.',
    example: {
      disk: 'A page file with a byte such as 0xFF, saved in Latin-1 or cut in the middle of a character.',
      params: {} as None,
    },
  },
  'file-too-long': {
    title: 'File too long',
    message: (p: { length: number; max: number }) =>
      `This file has ${p.length.toLocaleString('en')} characters; a page file can have at most ` +
      `${p.max.toLocaleString('en')}, and pages are usually a few thousand. Reading stopped.`,
    hint: () => 'Look for text pasted more than once, or split the page in two.',
    example: { disk: 'A page file of more than 100,000 characters.', params: { length: 120_000, max: 100_000 } },
  },
  'file-too-large': {
    title: 'File too large',
    message: (p: { size: string; max: number }) =>
      `This file is ${p.size}; a page file can have at most ${p.max.toLocaleString('en')} ` +
      `characters, and pages are usually a few thousand. It was not read.`,
    hint: () =>
      'Look for text pasted many times, or a file saved under pages/ by mistake (an export, a log), and move it out.',
    example: { disk: 'A page file of 20 MB.', params: { size: '20.0 MB', max: 100_000 } },
  },
  'edit-page-unreadable': {
    title: 'Page cannot be opened for editing',
    message: (p: { file: string; reason: string }) =>
      `${p.file || 'This page'} could not be read for editing: ${p.reason}.`,
    hint: () =>
      'Run npm run validate to see where the file is wrong, fix it in your text editor, then reload this page.',
    example: {
      edit: 'A page file whose aliases (*name) expand past what may be read, opened in the page editor.',
      params: { file: 'pages/about.yaml', reason: 'its aliases (*name) expand to more than a page may hold' },
    },
  },
  'too-deep': {
    title: 'Nested too deeply',
    message: (p: { max: number; aliases: boolean }) =>
      p.aliases
        ? `With its aliases (*name) filled in, this value is nested more than ` +
          `${p.max} levels deep; an alias inside its own anchor nests without end.`
        : `Here the lists and fields are nested more than ${p.max} levels deep (counting ` +
          `indentation, brackets and "- " marks), which no page needs; reading stopped.`,
    hint: (p: { max: number; aliases: boolean }) =>
      p.aliases
        ? 'Write the values out instead of using an anchor (&name) and alias (*name) here.'
        : 'Remove the extra brackets, dashes or indentation.',
    example: { page: `title: ${'['.repeat(101)}\n` },
  },
  'lone-carriage-return': {
    title: 'Line ends YAML cannot read',
    message: () =>
      'Here a line ends with a carriage return alone (CR), as old Mac editors saved text. YAML reads ' +
      'only LF or CR LF as the end of a line, so the lines from here on would run together into one.',
    hint: () =>
      'Save the file with LF (or CRLF) line endings: in VS Code, click "CR" in the ' +
      'status bar and choose LF; most editors have the same choice under "line endings".',
    example: {
      disk: 'A page file saved with carriage returns alone at the ends of its lines (CR, classic Mac OS).',
      params: {} as None,
    },
  },
  'empty-file': {
    title: 'Empty file',
    message: () => 'This file has no content.',
    hint: () => 'Start from a page skeleton: npm run new-page -- <path>, or delete the file.',
    example: { page: '# nothing here yet\n' },
  },
  'forbidden-key': {
    title: 'Forbidden field name',
    message: (p: { key: string }) => `"${p.key}" is reserved by JavaScript and cannot be used as a field name.`,
    hint: () => 'Remove this field; no block uses it.',
    example: { page: `${heroBlock}__proto__:\n  polluted: true\n` },
  },
  'complex-key': {
    title: 'Field name is not text',
    message: () => 'This field name is a list, a group of fields or an alias, but a field name must be plain text.',
    hint: () =>
      'Write the field name as a word followed by a colon, e.g. "title:". A line starting with "? " also makes one.',
    example: { page: `? [title, name]\n: Example Page\n` },
  },
  'alias-bomb': {
    title: 'Too many aliases',
    message: (p: { max: number }) =>
      `The aliases (*name) in this file expand to more than ${p.max} ` +
      `copies, which looks like an expansion attack; reading stopped.`,
    hint: () => 'Write the values out instead of repeating them with anchors (&name) and aliases (*name).',
    example: {
      page: `a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n${Array.from(
        { length: 8 },
        (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]\n`,
      ).join('')}title: *a8\n`,
    },
  },
  'yaml-syntax': {
    title: 'YAML syntax error',
    message: (p: { detail: string }) => `This line cannot be read as YAML: ${p.detail}.`,
    hint: (p: { tabs?: boolean }) =>
      p.tabs
        ? 'Indent with spaces, not tabs.'
        : 'Check the indentation (two spaces per level, no tabs) and that each "field: value" has a space after ' +
          'the colon. Text containing ": " or " #", or starting with a quote, [ or {, needs to be in quotes.',
    example: { page: `title: Example Page | {company}\ndescription: [A list that is never closed\nblocks: []\n` },
  },
  'more-syntax-errors': {
    title: 'More YAML syntax errors',
    message: (p: { count: number }) =>
      `The parser reports ${p.count} more errors from here on; most follow from the ones above.`,
    hint: () => 'Fix the errors above and check again.',
    example: { page: Array.from({ length: 22 }, (_, i) => `key${i}: [\n`).join('') },
  },
  'duplicate-key': {
    title: 'Duplicate field',
    message: (p: { key: string }) =>
      `${p.key ? `The field "${p.key}"` : 'A field with no name'} is ` +
      `written twice in the same place; only one value can be kept.`,
    hint: () => 'Delete one of the two lines, or merge their values.',
    example: { page: hero('    title: About Us\n    title: About Our Company\n') },
  },
  'unclosed-quote': {
    title: 'Unclosed quote',
    message: (p: { quote: string }) =>
      `The quote (${p.quote}) opened here is never closed, so everything after it reads as one text.`,
    hint: (p: { quote: string }) => `Add the closing ${p.quote} at the end of the text.`,
    example: {
      page: hero(
        '    title: About Us\n    text: "We fix pipes\n  - type: text\n' +
          '    heading: Our Story\n    paragraphs: [Since 2009.]\n',
      ),
    },
  },
  'colon-in-text': {
    title: 'Colon in unquoted text',
    message: (p: { field: string }) =>
      `The text after "${p.field}:" contains ": ", which YAML reads as the start of another field.`,
    hint: (p: { field: string }) => `Put the whole text in double quotes: ${p.field}: "…"`,
    example: { page: hero('    title: Example\n    text: Call us: we answer day and night.\n') },
  },
  'unresolved-tag': {
    title: 'Unknown YAML tag',
    message: (p: { tag: string }) =>
      `The tag ${p.tag} asks for a kind of value this site does not have ` +
      `(YAML tags such as !!js/function make code in some programs).`,
    hint: () => 'Remove the tag and write the value as plain text, a number or a list.',
    example: { page: hero('    title: !!js/function "function () { return 1 }"\n') },
  },
  'missing-site-file': {
    title: 'Missing site file',
    message: () =>
      'pages/_site.yaml holds the company name, phone, e-mail, hours, menus and footer, and it is missing.',
    hint: () => 'Restore pages/_site.yaml from version control.',
    example: { disk: 'pages/ without a _site.yaml.', params: {} as None },
  },
  'missing-not-found-page': {
    title: 'Missing not-found page',
    message: () => 'pages/_not-found.yaml is the page visitors see at an address that has no page, and it is missing.',
    hint: () => 'Restore it from version control.',
    example: { disk: 'pages/ without a _not-found.yaml.', params: {} as None },
  },
  'duplicate-route': {
    title: 'Two files for one page',
    message: (p: { file: string; other: string; route: string }) =>
      `${p.file} and ${p.other} are both the page ${p.route}.`,
    hint: (p: { file: string; other: string; route: string }) =>
      `Keep one: ` +
      `${p.route === '/' ? 'pages/index.yaml' : `pages${p.route}.yaml or pages${p.route}/index.yaml`}, not both.`,
    example: { files: { 'pages/about/index.yaml': heroBlock } },
  },
  'bad-file-name': {
    title: 'File name is not a web address',
    message: (p: { file: string; route: string }) =>
      `${p.file} would be the address ${p.route}; addresses use lower-case letters, digits and single dashes.`,
    hint: () => 'Rename the file, e.g. pages/services/gas-fitting.yaml.',
    example: { files: { 'pages/Gas Fitting.yaml': heroBlock } },
  },
  'missing-type': {
    title: 'Missing type',
    message: (p: { holder: string }) => `${p.holder} has no type, so the site cannot tell what to show.`,
    hint: (p: { options: string }) => `Add "type:" with one of: ${p.options}.`,
    example: { page: block('  - heading: Our Story\n    paragraphs: [Since 2009.]\n') },
  },
  'unknown-block-type': {
    title: 'Unknown block type',
    message: (p: { holder: string; value: string }) =>
      `${p.holder} has type ${p.value}, which this site does not know.`,
    hint: (p: { suggestion: string; options: string }) => `${p.suggestion}Known block types: ${p.options}.`,
    example: { page: block('  - type: testimonals\n    items: []\n') },
  },
  'unknown-field': {
    title: 'Unknown field',
    message: (p: { subject: string; key: string }) => `${p.subject} has a field ${p.key} that is not allowed there.`,
    hint: (p: { suggestion: string; allowed: string }) => `${p.suggestion}Allowed fields: ${p.allowed}.`,
    example: {
      page: block(
        '  - type: stats\n    itmes:\n      - { value: 2000+, label: Drains cleared }\n' +
          '      - { value: "24/7", label: Emergency service }\n',
      ),
    },
  },
  'renamed-field': {
    title: 'Field renamed',
    message: (p: { subject: string; old: string; now: string }) =>
      `${p.subject} uses ${p.old}, the old name of ${p.now}. It still works.`,
    hint: (p: { old: string; now: string }) =>
      `Did you mean "${p.now}"? Write ${p.now}: in place of ${p.old}:, with the same value.`,
    warning: true,
    example: { page: block('  - type: notice\n    kind: warning\n    title: Closed on Boxing Day\n') },
  },
  'missing-field': {
    title: 'Missing field',
    message: (p: { subject: string; name: string; expected: string }) =>
      `${p.subject} needs a field "${p.name}" (${p.expected}).`,
    hint: (p: { name: string; about?: string }) =>
      p.about ? `Add "${p.name}:". ${p.name}: ${p.about}` : `Add "${p.name}:".`,
    example: { page: block('  - type: cta\n    heading: Call Us Today\n') },
  },
  'wrong-type': {
    title: (p: { expected: string }) => `Expected ${p.expected}`,
    message: (p: At & { expected: string; actual: string }) =>
      `${p.where}: ${p.field} should be ${p.expected}, but it is ${p.actual}.`,
    hint: (p: { help: string }) => p.help,
    example: { page: hero('    title:\n      - About Us\n') },
  },
  'not-a-finite-number': {
    title: 'Number too large',
    message: (p: At & { value: string }) =>
      `${p.where}: ${p.field} ${
        p.value === 'NaN' ? 'is not a number (.nan)' : `is too large to be a number: YAML reads it as ${p.value}`
      }.`,
    hint: () => 'Write an ordinary number, e.g. 5 or 1200.',
    example: {
      page: block(
        '  - type: testimonials\n    items:\n' +
          '      - { name: Dana, text: Fixed our burst pipe in under an hour., rating: 1e400 }\n',
      ),
    },
  },
  'out-of-range': {
    title: 'Number out of range',
    message: (p: At & { value: string; whole: boolean; range: string }) =>
      `${p.where}: ${p.field} is ${p.value}, but it must be ${p.whole ? 'a whole number ' : ''}${p.range}.`,
    hint: (p: At & { value: string; whole: boolean; range: string }) => `Allowed range: ${p.range}.`,
    example: {
      page: block(
        '  - type: testimonials\n    items:\n' +
          '      - { name: Dana, text: Fixed our burst pipe in under an hour., rating: 6 }\n',
      ),
    },
  },
  'empty-text': {
    title: 'Empty text',
    message: (p: At & { blank: boolean }) => `${p.where}: ${p.field} is ${p.blank ? 'blank (only spaces)' : 'empty'}.`,
    hint: () => 'Write the text, or remove the line if the field is optional.',
    example: { page: hero('    title: "   "\n') },
  },
  'too-long': {
    title: (p: { unit: string }) => `Too many ${p.unit}s`,
    message: (p: At & { count: number; limit: number; unit: string }) =>
      `${p.where}: ${p.field} has ${p.count} ${p.unit}${p.count === 1 ? '' : 's'}; it needs at most ${p.limit}.`,
    hint: (p: At & { count: number; limit: number; unit: string }) => `Shorten it to ${p.limit} ${p.unit}s or fewer.`,
    example: {
      page:
        `title: ${'A very long title '.repeat(5)}\n` +
        `description: A page that shows one mistake, with everything around it as it should be.\n` +
        `blocks:\n  - type: hero\n    title: Example\n`,
    },
  },
  'too-short': {
    title: (p: { unit: string }) => `Too few ${p.unit}s`,
    message: (p: At & { count: number; limit: number; unit: string }) =>
      `${p.where}: ${p.field} has ${p.count} ${p.unit}${p.count === 1 ? '' : 's'}; it needs at least ${p.limit}.`,
    hint: (p: At & { count: number; limit: number; unit: string }) =>
      `Add ${p.unit === 'item' ? 'items' : 'text'} to reach ${p.limit}.`,
    example: { page: block('  - type: stats\n    items:\n      - { value: 2000+, label: Drains cleared }\n') },
  },
  'not-a-choice': {
    title: 'Not one of the choices',
    message: (p: At & { value: string }) => `${p.where}: ${p.field} is ${p.value}, which is not one of the choices.`,
    hint: (p: { suggestion: string; choices: string }) => `${p.suggestion}Choices: ${p.choices}.`,
    example: { page: block('  - type: list\n    heading: Signs\n    style: checks\n    items: [Gurgling drains]\n') },
  },
  'bad-format': {
    title: (p: { format: string }) => `Not a valid ${p.format === 'regex' ? 'value' : p.format}`,
    message: (p: At & { value: string; help: string }) => `${p.where}: ${p.field} is ${p.value}. ${p.help}`,
    hint: (p: { format: string }) =>
      p.format === 'email'
        ? 'Write it like info@example.com.'
        : p.format === 'url'
          ? 'Write the full address, starting with https://.'
          : "The field's description in docs/blocks.md shows what it takes.",
    example: { page: hero('    title: Example\n    image:\n      src: images/van.webp\n      alt: Our service van\n') },
  },
  'no-matching-form': {
    title: 'Fields of no known form',
    message: (p: At) => `${p.where}: ${p.field} has fields that fit none of the forms it can take.`,
    hint: (p: { forms: number }) =>
      `It takes one of ${p.forms} forms, each with its own fields: docs/blocks.md lists them.`,
    example: {
      change: {
        file: 'pages/_site.yaml',
        find: '      services: 2\n',
        replace: '      services: 2\n      links: []\n',
      },
    },
  },
  'invalid-value': {
    title: 'Invalid value',
    message: (p: At & { detail: string }) => `${p.where}: ${p.field} does not fit here. ${p.detail}`,
    example: {
      disk:
        'A value a schema refuses for a reason the validator has no words ' +
        'of its own for yet (a zod check added without an entry here).',
      params: { where: 'Block 2 (stats)', field: '"columns"', detail: 'Invalid input.' },
    },
  },

  'invisible-character': {
    title: 'Invisible character in text',
    message: () =>
      'it contains an invisible control character (often pasted in ' +
      'with the text), which would show as a box or reorder the text.',
    hint: () => 'Retype the text around it, or delete and re-enter the line.',
    example: { page: hero('    title: "Plumbers\\u202E of Kelowna"\n') },
  },
  'shows-nothing': {
    title: 'Text that shows nothing',
    message: () =>
      'it is made only of characters that show nothing (zero-width spaces, joiners, ' +
      'direction marks), so visitors, search results and the share card would show a blank.',
    hint: () => 'Write the text again with letters, or delete the line if the field is optional.',
    example: { page: hero(`    title: "${'\\u200B'.repeat(10)}"\n`) },
  },
  'missing-alt-text': {
    title: 'Picture without alt text',
    message: (p: SchemaIssues['missing-alt-text']) =>
      `no alt text is given, so people using a screen reader are not told what ${p.src} shows.`,
    hint: () =>
      'Add alt: followed by what the picture shows, e.g. alt: "Technician clearing ' +
      'a kitchen drain". If it only decorates, write decorative: true instead.',
    example: { page: hero('    title: Example\n    image:\n      src: /images/van.svg\n') },
  },
  'empty-alt-text': {
    title: 'Alt text says nothing',
    message: (p: SchemaIssues['empty-alt-text']) => `"${p.alt}" does not say what the picture shows.`,
    hint: () => 'Describe the picture in a short sentence, e.g. "Technician clearing a kitchen drain".',
    example: { page: hero('    title: Example\n    image:\n      src: /images/van.svg\n      alt: Photo\n') },
  },
  'decorative-with-alt-text': {
    title: 'Decorative picture with alt text',
    message: () => 'A picture with alt text is not decorative.',
    hint: () => 'Remove decorative: true, or remove the alt text.',
    example: {
      page: hero(
        '    title: Example\n    image:\n      src: /images/van.svg\n' +
          '      alt: Our service van\n      decorative: true\n',
      ),
    },
  },
  'first-block-not-hero': {
    title: 'Page must start with a hero',
    message: (p: SchemaIssues['first-block-not-hero']) =>
      `Block 1 is a ${p.type}, but a page starts with its hero: the hero holds the page's main heading.`,
    hint: () => 'Add a block with type: hero at the top of blocks:.',
    example: {
      page:
        'title: Example Page | {company}\n' +
        'description: A page that shows one mistake, with everything around it as it should be.\n' +
        'blocks:\n  - type: text\n    heading: Our Story\n    paragraphs: [Since 2009.]\n',
    },
  },
  'second-hero': {
    title: 'Second hero on one page',
    message: (p: SchemaIssues['second-hero']) =>
      `Block ${p.block} is a second hero; a page has one main heading, in its first block.`,
    hint: () => 'Use a cta block for a second call to action.',
    example: { page: block('  - type: hero\n    title: Again\n') },
  },
  'unsafe-link': {
    title: 'Unsafe link',
    message: (p: SchemaIssues['unsafe-link']) =>
      `Links starting with "${p.scheme}:" can run code or open other programs, so they are not allowed.`,
    hint: () => linkHint,
    example: { page: linkAt('javascript:alert(document.cookie)') },
  },
  'link-with-invisible-character': {
    title: 'Invalid link',
    message: (p: SchemaIssues['link-with-invisible-character']) =>
      `"${p.link}" contains a tab, a line break or another invisible character; browsers skip ` +
      `some of these and nobody sees them, so the link could lead somewhere other than it reads.`,
    hint: () => linkHint,
    example: { page: linkAt('/about\\u200B') },
  },
  'link-with-backslash': {
    title: 'Invalid link',
    message: (p: SchemaIssues['link-with-backslash']) =>
      `"${p.link}" contains a backslash (\\); browsers read it as /, so the link could lead to another site.`,
    hint: () => linkHint,
    example: { page: linkAt('/\\\\evil.example') },
  },
  'link-with-spaces': {
    title: 'Invalid link',
    message: (p: SchemaIssues['link-with-spaces']) => `"${p.link}" starts or ends with a space.`,
    hint: () => linkHint,
    example: { page: linkAt(' /contact') },
  },
  'link-to-other-site': {
    title: 'Invalid link',
    message: (p: SchemaIssues['link-to-other-site']) =>
      `"${p.link}" starts with //, which browsers read as the address of another site.`,
    hint: () => linkHint,
    example: { page: linkAt('//evil.example') },
  },
  'link-without-slashes': {
    title: 'Invalid link',
    message: (p: SchemaIssues['link-without-slashes']) =>
      `"${p.link}" needs // after "${p.scheme}:"; without it, browsers read it as a page of this site or of another.`,
    hint: () => linkHint,
    example: { page: linkAt('https:evil.example') },
  },
  'link-with-credentials': {
    title: 'Invalid link',
    message: (p: SchemaIssues['link-with-credentials']) =>
      `"${p.link}" has a name and @ before the site's address, which hides where the link really goes.`,
    hint: () => linkHint,
    example: { page: linkAt('https://okanaganflowplumbing.ca@evil.example') },
  },
  'invalid-link': {
    title: 'Invalid link',
    message: (p: SchemaIssues['invalid-link']) => `"${p.link}" is not a link this site can follow.`,
    hint: () => linkHint,
    example: { page: linkAt('contact') },
  },
  'invalid-endpoint': {
    title: 'Invalid endpoint',
    message: (p: SchemaIssues['invalid-endpoint']) =>
      `"${p.endpoint}" is not an address a form can send to: it must be a complete ` +
      `https:// address without a name@ before the host, or a path of this site.`,
    hint: () =>
      'Write the address the form service gave you, e.g. ' +
      'https://forms.example.com/quote, or a path such as /api/quote.',
    example: { page: contactForm('    endpoint: forms.example.com/quote\n') },
  },
  'invalid-address': {
    title: 'Invalid web address',
    message: (p: SchemaIssues['invalid-address']) =>
      `"${p.address}" is not a complete web address that starts with ` +
      `https://, so nothing can be sent to it or loaded from it.`,
    hint: () => 'Copy the address again from the service that gave it, e.g. https://forms.example.com/quote.',
    example: { page: contactForm('    endpoint: https://[/\n') },
  },
  'address-with-bad-host': {
    title: 'Web address with an impossible host',
    message: (p: SchemaIssues['address-with-bad-host']) =>
      `"${p.address}" names the host "${p.host}", which has ${p.character} in ` +
      `it: a host name has only letters, digits, dashes and dots. The site's ` +
      `security policy names this host, so a wrong one would break every page.`,
    hint: () =>
      'Copy the address again from the service that gave it, e.g. ' +
      'https://forms.example.com/quote: the host is the part between https:// and the next /.',
    example: { page: contactForm('    endpoint: "https://forms.example,default-src/send"\n') },
  },
  'unreadable-date': {
    title: 'Date search engines cannot read',
    message: (p: SchemaIssues['unreadable-date']) =>
      `"${p.date}" is not a date search engines can read: they are told when each post was published.`,
    hint: () => 'Write the day, month and year, e.g. "November 12, 2024", "12 November 2024" or 2024-11-12.',
    example: {
      page: block(
        '  - type: posts\n    items:\n      - title: Winter pipes\n        excerpt: Keep them warm.\n' +
          '        date: Last winter\n        author: Mike Thompson\n        category: Maintenance\n',
      ),
    },
  },
  'duplicate-tab': {
    title: 'Duplicate tab',
    message: (p: SchemaIssues['duplicate-tab']) => `The tab "${p.label}" is listed twice.`,
    hint: () => 'List each tab once, with all its cards.',
    example: {
      page: block(
        '  - type: tabs\n    heading: Fixtures\n    tabs:\n      - label: Faucets\n' +
          '        cards: [{ title: Tap }]\n      - label: Faucets\n        cards: [{ title: Spout }]\n',
      ),
    },
  },
  'invalid-maximum': {
    title: 'Invalid maximum',
    message: (p: SchemaIssues['invalid-maximum']) => `A bar needs a maximum above 0, but it is ${p.max}.`,
    hint: () => 'A bar runs from 0 to max; max is above 0 and 100 unless told.',
    example: {
      page: block(
        '  - type: progress\n    measure: Return on investment\n    items:\n' +
          '      - title: Heated Floors\n        value: 30\n        max: 0\n',
      ),
    },
  },
  'value-outside-bar': {
    title: 'Value outside the bar',
    message: (p: SchemaIssues['value-outside-bar']) => `${p.value} is outside the bar, which runs from 0 to ${p.max}.`,
    hint: () => 'A bar runs from 0 to max; max is above 0 and 100 unless told.',
    example: {
      page: block(
        '  - type: progress\n    measure: Return on investment\n' +
          '    items:\n      - title: Heated Floors\n        value: 130\n',
      ),
    },
  },
  'duplicate-id': {
    title: 'Duplicate id',
    message: (p: SchemaIssues['duplicate-id']) => `"${p.id}" is already the id of another input or result.`,
    hint: () => 'Give every input and result its own id.',
    example: { page: calculator(slider(), result('people * 2', 'people')) },
  },
  'slider-bounds': {
    title: 'Slider bounds the wrong way round',
    message: (p: SchemaIssues['slider-bounds']) =>
      `The highest value (${p.max}) must be above the lowest (min: ${p.min}).`,
    hint: () => 'Make max larger than min.',
    example: { page: calculator(slider('min: 8\n        max: 8\n        default: 8'), result('people * 2')) },
  },
  'default-outside-slider': {
    title: 'Default outside the slider',
    message: (p: SchemaIssues['default-outside-slider']) =>
      `The value shown first (${p.value}) is outside the slider's range, ${p.min} to ${p.max}.`,
    hint: (p: SchemaIssues['default-outside-slider']) => `Choose a default from ${p.min} to ${p.max}.`,
    example: { page: calculator(slider('min: 1\n        max: 8\n        default: 9'), result('people * 2')) },
  },

  'bad-slug': {
    title: 'Slug is not a web address',
    message: (p: { slug: string }) =>
      `"${p.slug}" would be part of a page's address; addresses use lower-case letters, digits and single dashes.`,
    hint: () => 'Write it like west-kelowna: no capitals, spaces or other signs.',
    example: { files: { [townPage]: dataPage(towns(town('West Kelowna', 'West Kelowna'))) } },
  },
  'duplicate-slug': {
    title: 'Two entries with one slug',
    message: (p: { slug: string }) => `Another entry above has the slug "${p.slug}" too: both would be the same page.`,
    hint: () => 'Give each entry its own slug, or remove the copy.',
    example: { files: { [townPage]: dataPage(towns(town('kelowna', 'Kelowna'), town('kelowna', 'West Kelowna'))) } },
  },
  'missing-data': {
    title: 'No entries for a [name] in the file name',
    message: (p: { name: string; file: string }) =>
      `${p.file} makes one page per entry of "${p.name}", but data: has no "${p.name}".`,
    hint: (p: { name: string }) =>
      `Add "${p.name}:" under data:, with a list of entries (each ` +
      `with a slug) or a data file such as _data/${p.name}s.yaml.`,
    example: { files: { [townPage]: dataPage('  {}\n').replace(/\{town\.name\}/g, 'Kelowna') } },
  },
  'unknown-data-name': {
    title: 'Entries the file name does not use',
    message: (p: { name: string; file: string }) =>
      `data: has entries called "${p.name}", but the file name ` +
      `${p.file} has no [${p.name}], so no page would use them.`,
    hint: (p: { name: string; suggestion: string }) =>
      `${p.suggestion}Rename the file to use [${p.name}], or remove these entries.`,
    example: {
      files: { [townPage]: dataPage(`${towns(town('kelowna', 'Kelowna'))}  service:\n    - slug: drains\n`) },
    },
  },
  'bad-data-file-name': {
    title: 'Not a data file name',
    message: (p: { source: string }) =>
      `"${p.source}" cannot be a data file: a data file is under pages/, and its ` +
      `name or a folder it is in starts with _ (so it is no page of its own).`,
    hint: () =>
      'Write the path from pages/, e.g. _data/towns.yaml for pages/_data/towns.yaml. ' +
      'The site file and the not-found page are not data files.',
    example: { files: { [townPage]: dataPage('  town: towns.yaml\n') } },
  },
  'missing-data-file': {
    title: 'Data file not found',
    message: (p: { source: string }) => `The entries are to come from pages/${p.source}, which does not exist.`,
    hint: (p: { suggestion: string }) =>
      `${p.suggestion}Create the file (a list of entries, each with a slug), or correct its name.`,
    example: { files: { [townPage]: dataPage('  town: _data/towns.yaml\n') } },
  },
  'unknown-entry-field': {
    title: 'Unknown field of an entry',
    message: (p: { name: string; list: string }) =>
      `"{${p.name}}" is not a field of the ${p.list} entries, so it would show as written.`,
    hint: (p: { suggestion: string; known: string }) => `${p.suggestion}Fields of the entries: ${p.known}.`,
    example: {
      files: { [townPage]: dataPage(towns(town('kelowna', 'Kelowna')), '    title: Plumbing in {town.nmae}\n') },
    },
  },
  'entry-missing-field': {
    title: 'Entry without a field the page uses',
    message: (p: { slug: string; field: string }) =>
      `The entry "${p.slug}" has no ${p.field}, which the page shows; its page would show the placeholder as written.`,
    hint: (p: { field: string; list: string }) =>
      `Add ${p.field}: to this entry, or take {${p.list}.${p.field}} out of the page.`,
    example: { files: { [townPage]: dataPage(towns(town('kelowna', 'Kelowna'), 'slug: peachland')) } },
  },
  'generated-route-taken': {
    title: 'Two pages at one address',
    message: (p: { route: string; other: string }) =>
      `This entry makes the page ${p.route}, which ${p.other} is already.`,
    hint: () => "Change the entry's slug, or remove the entry or the other page.",
    example: {
      files: {
        'pages/[page].yaml': dataPage('  page:\n    - slug: about\n      name: About\n').replace(
          /\{town\.name\}/g,
          '{page.name}',
        ),
      },
    },
  },
  'unknown-placeholder': {
    title: 'Unknown placeholder',
    message: (p: { name: string }) => `"{${p.name}}" is not a fact the site file defines, so it would show as written.`,
    hint: (p: { suggestion: string; known: string }) =>
      `${p.suggestion}Placeholders: ${p.known}. They are set in pages/_site.yaml.`,
    example: { page: hero('    title: Call {phnoe} today\n') },
  },
  'count-out-of-date': {
    title: 'A number in the text no longer matches the list',
    message: (p: { said: string; count: number }) => `"${p.said}", but pages/_site.yaml lists ${p.count} services.`,
    hint: () => 'Write {serviceCount} in place of the number, and the text follows the list; or correct the number.',
    warning: true,
    example: { page: hero('    title: Our Twelve Plumbing Services\n') },
  },
  'link-to-missing-page': {
    title: 'Link to a page that does not exist',
    message: (p: { target: string }) =>
      `This link goes to ${p.target}, which has no page; visitors would see the not-found page.`,
    hint: (p: { target: string; suggestion: string }) =>
      `${p.suggestion}Point the link at an existing page, or create pages${p.target}.yaml. ` +
      `If the page is coming later, add ${p.target} to knownMissingPages in pages/_site.yaml.`,
    example: { page: linkAt('/contcat') },
  },
  'known-missing-page-exists': {
    title: 'Listed as missing, but the page exists',
    message: (p: { target: string }) => `${p.target} has a page now, so it no longer needs to be listed as missing.`,
    hint: () => 'Remove this line from knownMissingPages.',
    warning: true,
    example: { files: { 'pages/privacy.yaml': heroBlock } },
  },
  'known-missing-page-unused': {
    title: 'Listed as missing, but nothing links to it',
    message: (p: { target: string }) => `No link on the site goes to ${p.target}.`,
    hint: () => 'Remove this line from knownMissingPages, or check the link that should go there.',
    warning: true,
    example: {
      change: {
        file: 'pages/_site.yaml',
        find: 'knownMissingPages:\n',
        replace: 'knownMissingPages:\n  - /old-offer\n',
      },
    },
  },
  'duplicate-redirect': {
    title: 'One old address redirected twice',
    message: (p: { from: string }) => `${p.from} is already redirected above; visitors can be sent to one page only.`,
    hint: () => 'Keep one of the two redirects from this address.',
    example: {
      change: {
        file: 'pages/_site.yaml',
        find: 'knownMissingPages:\n',
        replace:
          'redirects:\n  - from: /drains\n    to: /services\n  - from: /drains\n    to: /contact\nknownMissingPages:\n',
      },
    },
  },
  'redirect-from-page': {
    title: 'A redirect from a page that exists',
    message: (p: { from: string }) =>
      `${p.from} has a page, so visitors would never see it: the redirect would send them on.`,
    hint: () => 'Remove the redirect, or remove or rename the page it would hide.',
    example: {
      change: {
        file: 'pages/_site.yaml',
        find: 'knownMissingPages:\n',
        replace: 'redirects:\n  - from: /about\n    to: /contact\nknownMissingPages:\n',
      },
    },
  },
  'page-gone-without-redirect': {
    title: 'A page of the last build has gone, with no redirect',
    message: (p: { route: string; built: string }) =>
      `${p.route} was a page of the last build (${p.built}) and has none now: ` +
      `links and search results that lead there would find the not-found page.`,
    hint: (p: { route: string }) =>
      `If the page moved, add it to redirects: in pages/_site.yaml, e.g.\n  redirects:\n    - from: ${p.route}\n` +
      `      to: /its-new-address\nIf it is gone for good, build the site again and this goes away.`,
    warning: true,
    example: {
      disk:
        'A page of the last build (dist/) whose file was renamed ' +
        'or deleted since, with no redirect from its address.',
      params: { route: '/drains', built: 'dist/' },
      at: 'pages/_site.yaml',
    },
  },
  'missing-image-file': {
    title: 'Picture not found',
    message: (p: { src: string }) => `There is no file public${p.src}, so visitors would see a broken picture.`,
    hint: (p: { src: string }) => `Put the picture at public${p.src}, or correct the path (it is case-sensitive).`,
    example: { page: hero('    title: Example\n    image:\n      src: /images/Van.svg\n      alt: Our service van\n') },
  },
  'unreadable-picture': {
    title: 'Picture cannot be read',
    message: (p: { src: string; reason: string }) => `The file public${p.src} could not be read: ${p.reason}.`,
    hint: () =>
      'Check that the file is there and that you may read it (ls -l shows its permissions), then check again.',
    example: {
      disk: 'A picture in public/images/ the user running the check may not read (chmod 000).',
      params: { src: '/images/van.jpg', reason: 'permission denied' },
    },
  },
  'unreadable-public-folder': {
    title: 'Folder in public/ cannot be read',
    message: (p: { reason: string }) =>
      `This folder of public/ could not be read: ${p.reason}. None of the pictures ` +
      `and other files in it were checked, and the site could not serve them.`,
    hint: () =>
      'Check that you may read and open the folder (ls -ld shows its ' +
      'permissions; chmod u+rx gives them back), then check again.',
    example: {
      disk: 'A folder under public/ that the user running the check may not read (chmod 000).',
      params: { reason: 'permission denied' },
      at: 'public/images/team',
    },
  },
  'not-a-picture': {
    title: 'Not a picture',
    message: (p: { src: string; found: string }) =>
      `public${p.src} has a picture's name, but it is ${p.found}: a browser would show a broken picture.`,
    hint: () =>
      'Use a photo or drawing saved as JPEG, PNG, WebP, AVIF, GIF or ' +
      'SVG: open the file and export it as one, rather than renaming it.',
    example: {
      page: hero('    title: Example\n    image:\n      src: /images/brochure.jpg\n      alt: Our service van\n'),
    },
  },
  'picture-too-large': {
    title: 'Picture too large',
    message: (p: { src: string; size: string; limit: string }) =>
      `public${p.src} is ${p.size}; a picture can be at most ${p.limit}, and no page needs more.`,
    hint: () =>
      'Export a smaller copy (about 2,400 pixels wide is the most any screen ' +
      'shows) and use that. The build makes the sizes phones need from it.',
    example: {
      page: hero(
        '    title: Example\n    image:\n      src: /images/panorama.png\n      alt: The valley from our shop\n',
      ),
    },
  },
  'svg-with-script': {
    title: 'Unsafe drawing',
    message: (p: { src: string; found: string }) =>
      `public${p.src} is an SVG drawing with ${p.found} in it: opened on its ` +
      `own, it could run code on this site or fetch files from elsewhere.`,
    hint: () =>
      'Export the drawing again as plain SVG (most drawing programs have a "plain SVG" or "optimised SVG" ' +
      'choice), or add it through the page editor, which removes what is unsafe and says what it removed.',
    example: {
      page: hero('    title: Example\n    image:\n      src: /images/badge.svg\n      alt: Certified master plumber\n'),
    },
  },
  'unusable-drawing': {
    title: 'Drawing cannot be used',
    message: (p: { src: string; reason: string }) =>
      `public${p.src} is an SVG drawing that cannot be used: ${p.reason}.`,
    hint: () =>
      'Open it in the drawing program that made it and export it ' +
      'again as plain SVG, or save it as a PNG or WebP picture.',
    example: { page: hero('    title: Example\n    image:\n      src: /images/entities.svg\n      alt: Our logo\n') },
  },
  'picture-too-small': {
    title: 'Picture too small',
    message: (p: { src: string; width: number; onPhone: number; needed: number }) =>
      `public${p.src} is ${p.width} pixels wide, but on a phone this place is ${p.onPhone} ` +
      `pixels wide at twice the density (${p.needed} pixels): it will look blurry.`,
    hint: (p: { needed: number; best: number }) =>
      `Use a picture at least ${p.needed} pixels wide; ` +
      `${p.best.toLocaleString('en')} or wider looks sharp on every screen.`,
    warning: true,
    example: {
      page: hero('    title: Example\n    image:\n      src: /images/thumbnail.png\n      alt: Our service van\n'),
    },
  },
  'picture-size-differs': {
    title: 'Size differs from the file',
    message: (p: { side: 'width' | 'height'; given: number; actual: number }) =>
      `The ${p.side} written here is ${p.given}, but the file is ${p.actual} ` +
      `pixels ${p.side === 'width' ? 'wide' : 'high'}; the file wins.`,
    hint: (p: { side: 'width' | 'height' }) =>
      `Remove ${p.side}: (and the other side): the build reads both from the file.`,
    warning: true,
    example: {
      page: hero(
        '    title: Example\n    image:\n      src: /images/van.svg\n      alt: Our service van\n      width: 800\n',
      ),
    },
  },
  'low-contrast-colour': {
    title: 'Colour too light to read on',
    message: (p: { colour: string; hex: string; pair: string; ratio: string }) =>
      `With the ${p.colour} ${p.hex}, ${p.pair} measures ${p.ratio}:1; text must measure ` +
      `at least 4.5:1 to be read by everyone (WCAG AA), so the site would be hard to read.`,
    hint: (p: { suggestion: string }) =>
      `"${p.suggestion}" is the nearest colour of the same hue that ` +
      `passes: write it here, or choose another, darker colour.`,
    example: {
      change: { file: 'pages/_site.yaml', find: '  primary: "#135590"\n', replace: '  primary: "#4dabf7"\n' },
    },
  },
  'missing-font-file': {
    title: 'Font file not found',
    message: (p: { file: string }) =>
      `There is no file public${p.file}, so every text would show in the device's own font instead.`,
    hint: (p: { file: string }) => `Put the font file at public${p.file}, or correct the path (it is case-sensitive).`,
    example: {
      change: {
        file: 'pages/_site.yaml',
        find: '  accent: "#8f3f10"\n',
        replace: '  accent: "#8f3f10"\n  font: { name: Inter, file: /fonts/inter.woff2 }\n',
      },
    },
  },
  'missing-endpoint': {
    title: 'Contact form cannot send',
    message: () =>
      'This contact form has no endpoint, so it cannot send anything: what visitors ' +
      'type is only written to their browser console, and nobody receives it.',
    hint: () =>
      'Add endpoint: /_inbox when the site runs on its own server (npm run ' +
      'serve, with inbox: in pages/_site.yaml), or the https:// address of ' +
      'your form service, e.g. endpoint: https://forms.example.com/quote.',
    warning: true,
    example: { page: contactForm('') },
  },
  'inbox-not-set-up': {
    title: 'Inbox not set up',
    message: (p: { endpoint: string }) =>
      `This form sends to ${p.endpoint}, the inbox of the site's own server, but pages/_site.yaml ` +
      `has no inbox: setting, so the site is not set up to run on its server. Where the site is ` +
      `served without it, nothing receives the message: visitors are told it could not be sent.`,
    hint: () =>
      'If the site runs on its own server (npm run serve), add inbox: { keepMonths: 12 ' +
      '} to pages/_site.yaml; otherwise give the https:// address of your form service.',
    warning: true,
    example: {
      page: block(
        '  - type: contact-form\n    endpoint: /_inbox\n    fields:\n      name: { label: Name }\n' +
          '      phone: { label: Phone }\n      email: { label: E-mail }\n      service: { label: Service }\n' +
          '      message: { label: Message }\n      emergency: { label: Emergency }\n' +
          '    servicePrompt: Select a service\n    services: [Other]\n',
      ),
    },
  },
  'endpoint-is-page': {
    title: 'Form sends to a page',
    message: (p: { endpoint: string; taken: string }) =>
      `This form would send to ${p.endpoint}, which is ${p.taken}, not a form receiver: the ` +
      `host answers a message sent there with that file, or refuses it, and the message is lost.`,
    hint: () =>
      'Use the https:// address your form service gives you, e.g. endpoint: https://forms.example.com/quote, ' +
      'or a path where your host runs a form receiver and no page or file is, such as /api/quote.',
    example: { page: contactForm('    endpoint: /example\n') },
  },
  'formula-too-long': {
    title: 'Formula too long',
    message: (p: { length: number; max: number }) =>
      `The formula has ${p.length.toLocaleString('en')} characters; a formula can have at most ${p.max}.`,
    hint: () => 'Split it: compute a part as a result of its own, then use that result in the next formula.',
    example: { page: calculator(slider(), result(Array(300).fill('people').join(' + '))) },
  },
  'formula-too-deep': {
    title: 'Formula nested too deeply',
    message: (p: { max: number }) => `The formula's brackets are nested more than ${p.max} deep.`,
    hint: () => 'Remove brackets that are not needed, or compute the inner part as a result of its own.',
    example: { page: calculator(slider(), result(`${'('.repeat(21)}people${')'.repeat(21)}`)) },
  },
  'formula-incomplete': {
    title: 'Formula cannot be read',
    message: (p: { formula: string }) => `The formula stops before it is complete, after "${p.formula}".`,
    hint: () => formulaHint,
    example: { page: calculator(slider(), result('round(people * 0.3 *')) },
  },
  'formula-unexpected': {
    title: 'Formula cannot be read',
    message: (p: { col: number; rest: string }) =>
      `The formula cannot be read at character ${p.col}: "${p.rest}" is not expected there.`,
    hint: () => formulaHint,
    example: { page: calculator(slider(), result('people people')) },
  },
  'formula-not-arithmetic': {
    title: 'Not allowed in a formula',
    message: (p: { part: string }) =>
      p.part === 'text'
        ? 'A formula works with numbers; text in quotes is not allowed.'
        : p.part === 'call'
          ? 'Only a function name can be called, as in round(…).'
          : `"${p.part}" is not allowed in a formula${p.part === '^' ? '; for a power write pow(a, b)' : ''}. ` +
            `Formulas use + - * / %, brackets and functions.`,
    hint: () => formulaHint,
    example: { page: calculator(slider(), result('people ^ 2')) },
  },
  'reserved-id': {
    title: 'Name a formula cannot use',
    message: (p: { id: string; isFunction: boolean }) =>
      p.isFunction
        ? `"${p.id}" is the name of a function formulas call, as in ` +
          `${p.id}(…), so a formula could not use it for this value.`
        : `"${p.id}" is a name every JavaScript object already has, so a formula could not use it for this value.`,
    hint: () =>
      'Choose another id, a word that says what the value is, e.g. household or heaterAge, and use it in the formulas.',
    example: { page: calculator(slider().replace('id: people', 'id: round'), result('round * 20')) },
  },
  'unknown-name-in-formula': {
    title: 'Unknown name in formula',
    message: (p: { name: string }) => `The formula uses "${p.name}", which is neither an input nor a result above it.`,
    hint: (p: { suggestion: string; known: string }) => `${p.suggestion}Names it can use: ${p.known}.`,
    example: { page: calculator(slider(), result('round(peple * 20)')) },
  },
  'result-used-before-computed': {
    title: 'Result used before it is computed',
    message: (p: { name: string }) => `The formula uses "${p.name}", a result computed at or after this one.`,
    hint: () => 'A formula can use the inputs and the results listed above it; move this result below it.',
    example: { page: calculator(slider(), `${result('total * 2', 'cost')}\n${result('people * 10', 'total')}`) },
  },
  'unknown-function-in-formula': {
    title: 'Unknown function in formula',
    message: (p: { name: string }) => `The formula calls "${p.name}(…)", which is not a function formulas know.`,
    hint: (p: { suggestion: string; functions: string }) => `${p.suggestion}Functions: ${p.functions}.`,
    example: { page: calculator(slider(), result('rnd(people * 20)')) },
  },
  'formula-not-a-number': {
    title: 'Formula gives no number',
    message: (p: { value: string }) => `With the default values the formula gives ${p.value}, not a number to show.`,
    hint: () => 'Check for a division by zero or a comparison where a number is meant.',
    example: { page: calculator(slider(), result('people / 0')) },
  },

  // The page editor of npm start: what it refuses, and why. Each is made for real by tests/unit/edit-endpoint.test.ts.
  'changed-on-disk': {
    title: 'Changed on disk',
    message: (p: { file: string }) =>
      `${p.file} was changed outside this tab since it showed the page (in another ` +
      `tab, another editor or another program), so this change was not saved.`,
    hint: () => 'Your text is kept: copy it, reload the page to see the file as it is now, and make the change again.',
    example: {
      edit: 'The page file was saved in a code editor while the text was being changed on the page.',
      params: { file: 'pages/about.yaml' },
    },
  },
  'edit-not-allowed': {
    title: 'Not allowed',
    message: (p: { reason: string }) => p.reason,
    hint: () => 'Open the page from the dev server on this computer (npm start), at the address it prints.',
    example: {
      edit: 'A request to the page editor from another website, or through another name for this computer.',
      params: { reason: 'The page editor answers only its own pages, not https://example.com.' },
    },
  },
  'bad-request': {
    title: 'Bad request',
    message: () => 'The page editor sent something the dev server does not understand, so nothing was written.',
    hint: () => 'Reload the page: the page editor and the dev server may be of different versions.',
    example: { edit: 'A save whose body is not the JSON the page editor sends.', params: {} as None },
  },
  'edit-too-large': {
    title: 'Text too long',
    message: (p: { length: number; max: number; whole: boolean }) =>
      p.whole
        ? `With this text the page file would have ${p.length.toLocaleString('en')} characters, ` +
          `but a page file can have at most ${p.max.toLocaleString('en')}, so it was not saved.`
        : `This text has ${p.length.toLocaleString('en')} characters, but a whole page ` +
          `file can have at most ${p.max.toLocaleString('en')}, so it was not saved.`,
    hint: () => 'Shorten the text (a paste may have come in twice), or split the page in two.',
    example: {
      edit: 'A text of 150,000 characters pasted into a heading.',
      params: { length: 150_000, max: 100_000, whole: false },
    },
  },
  'edit-request-too-large': {
    title: 'Change too large to send',
    message: (p: { size: string; limit: string; max: number }) =>
      `This change is ${p.size} to send, but the dev server takes at most ${p.limit} in one save (a ` +
      `page file can have at most ${p.max.toLocaleString('en')} characters), so it was not saved.`,
    hint: () => 'Shorten the text (a paste may have come in twice), or split the page in two.',
    example: {
      edit: 'A save of 1.1 MB, such as a long text pasted several times into a heading.',
      params: { size: '1.1 MB', limit: '1 MB', max: 100_000 },
    },
  },
  'edit-forbidden-path': {
    title: 'Not a field',
    message: (p: { key: string }) =>
      `"${p.key}" is reserved by JavaScript and is never a field of a page, so nothing was written.`,
    hint: () => 'Reload the page; the page editor only sends the fields a block has.',
    example: {
      edit: 'A save naming the field __proto__, as a hostile or broken program might send.',
      params: { key: '__proto__' },
    },
  },
  'edit-no-such-field': {
    title: 'No such field',
    message: (p: { where: string }) => `${p.where} is not a field this page can have, so nothing was written.`,
    hint: () => 'Reload the page: the block may have changed since it was shown.',
    example: { edit: 'A save to a field the block type does not have.', params: { where: 'Block 2 (faq), "colour"' } },
  },
  'edit-place-gone': {
    title: 'Nothing there any more',
    message: () =>
      'There is nothing at this place in the file any more (a block ' +
      'or an item was moved or removed), so nothing was written.',
    hint: () => 'Reload the page and make the change again.',
    example: { edit: 'A save to the third question of a FAQ that has two now.', params: {} as None },
  },
  'edit-yaml-broken': {
    title: 'File cannot be read',
    message: (p: { file: string }) =>
      `${p.file} cannot be read as YAML right now, so the page editor cannot change it.`,
    hint: () =>
      'Open the file in your code editor and fix it (the red panel at ' +
      'the bottom of the page says where); then edit on the page again.',
    example: { edit: 'A save while the page file has a YAML syntax error.', params: { file: 'pages/about.yaml' } },
  },
  'edit-shared-value': {
    title: 'Shared text',
    message: (p: { line: number; name: string; anchor: boolean; inGroup: boolean }) => {
      const what = p.inGroup ? 'This text is part of a group' : 'This text is';
      return p.anchor
        ? `${what} also used at line ${p.line} of the file, through the ` +
            `alias *${p.name}: a change here would change it there too.`
        : `${what} shared with line ${p.line} of the file through the anchor &${p.name}: edit it there.`;
    },
    hint: () => 'Change it in the file (Open in editor), where you can see every place that shares it.',
    example: {
      edit: 'A click on an answer written as *resp, an alias of a text written once with &resp.',
      params: { line: 12, name: 'resp', anchor: false, inGroup: false },
    },
  },
  'edit-not-a-single-value': {
    title: 'Not a single value',
    message: () =>
      'This value is a list or a group of fields, not a single value, so it cannot be set to a text or a number.',
    hint: () => 'Change the fields inside it one by one, or change it in the file.',
    example: { edit: 'A save of a text to the field that holds a FAQ’s questions.', params: {} as None },
  },
  'edit-cannot-write': {
    title: 'Not written',
    message: (p: { why: string }) => `${p.why}, so nothing was written.`,
    hint: () => 'Make this change in the file (Open in editor); every other change still works on the page.',
    example: {
      edit: 'A list written in a compact form the page editor does not rewrite.',
      params: { why: 'This list is written in a compact form the page editor cannot change' },
    },
  },
  'edit-no-example': {
    title: 'No example to start from',
    message: (p: { type: string }) =>
      p.type
        ? `The example of a ${p.type} block has no item to start this list from.`
        : 'There is no block type of that name.',
    hint: () => 'Add the first item in the file (Open in editor); after that, Add copies the last one.',
    example: {
      edit: 'Add to a list that is empty, of a block whose example has no item in that list.',
      params: { type: 'cards' },
    },
  },
  'edit-not-a-page-file': {
    title: 'Not a page file',
    message: (p: { file: string; why: string }) => `${p.file} ${p.why}, so the page editor does not write it.`,
    hint: () => 'The page editor writes only page files inside pages/; change any other file in your code editor.',
    example: {
      edit: 'A save naming ../package.json, or a page file that is a link to elsewhere.',
      params: { file: '../package.json', why: 'is not a page file under pages/' },
    },
  },
  'open-outside-project': {
    title: 'Not a file of this project',
    message: (p: { file: string }) => `${p.file} is not a file of this project, so it is not opened.`,
    hint: () => 'Open in editor opens the files of this project only, at the line where a block starts.',
    example: { edit: 'A request to open /etc/hostname in the code editor.', params: { file: '/etc/hostname' } },
  },
  'no-code-editor': {
    title: 'No code editor to open',
    message: (p: { file: string; reason: string }) =>
      `${p.file} was not opened: ${
        p.reason || 'the dev server found no code editor on this computer (none running, none named by LAUNCH_EDITOR)'
      }.`,
    hint: () =>
      'Start the dev server with the command of your code editor, e.g. LAUNCH_EDITOR=code npm start ' +
      'for VS Code; an editor that runs in a terminal (vim, nano) is not started from the page.',
    example: {
      edit: 'Open in editor when the dev server was started with no code editor found.',
      params: { file: 'pages/about.yaml', reason: '' },
    },
  },
  'picture-upload-too-large': {
    title: 'Picture too large',
    message: (p: { size: string; limit: string }) =>
      `This file is ${p.size}; a picture can be at most ${p.limit}, so it was not added.`,
    hint: () => 'Export a smaller copy (about 2,400 pixels wide is the most any screen shows) and choose that one.',
    example: {
      edit: 'A 31 MB scan chosen as a picture in the side panel.',
      params: { size: '31.0 MB', limit: '20 MB' },
    },
  },
  'picture-format-not-taken': {
    title: 'Picture format not taken',
    message: (p: { src: string; format: string }) =>
      `${p.src.split('/').pop()} is a ${p.format} file; the site takes pictures as JPEG, ` +
      `PNG, WebP, AVIF, GIF or SVG, which every browser shows, so it was not added.`,
    hint: () =>
      'Open it in a photo or drawing program and export it as JPEG or WebP ' +
      '(a photo) or PNG (a logo or screenshot), then choose that copy.',
    example: {
      edit: 'A BMP or TIFF file chosen as a picture in the side panel.',
      params: { src: '/images/scan.tif', format: 'TIFF' },
    },
  },
  'reserved-picture-name': {
    title: 'Name Windows keeps for itself',
    message: (p: { src: string; reserved: string }) =>
      `${p.src.split('/').pop()} cannot be added under that name: Windows keeps the name ${p.reserved} for ` +
      `a device, with any extension, so the site could not be copied to or opened on a Windows computer.`,
    hint: (p: { reserved: string }) => `Rename the file, e.g. ${p.reserved.toLowerCase()}-photo, and choose it again.`,
    example: {
      edit: 'A picture named CON.png chosen in the side panel.',
      params: { src: '/images/CON.png', reserved: 'CON' },
    },
  },
  'drawing-cleaned': {
    title: 'Drawing cleaned',
    message: (p: { src: string; removed: string; count: number }) =>
      `The drawing had ${p.removed} in it: ${p.count === 1 ? 'it was' : 'they were'} ` +
      `removed, and the rest was added as public${p.src}.`,
    hint: () =>
      'Look at the drawing before you use it: if something is missing, ' +
      'export it again as plain SVG from the program that made it.',
    warning: true,
    example: {
      edit: 'An SVG with a script in it chosen as a picture in the side panel.',
      params: { src: '/images/badge.svg', removed: 'a script (<script>)', count: 1 },
    },
  },
  'picture-exists': {
    title: 'A picture of that name is there',
    message: (p: { src: string }) =>
      `public${p.src} is already there, maybe shown on another page; it was not replaced.`,
    hint: () =>
      'Choose Replace to put the new picture in its place (every page ' +
      'showing it changes), or rename your file and choose it again.',
    example: {
      edit: 'A picture chosen whose name is taken by another one in public/images/.',
      params: { src: '/images/van.jpg' },
    },
  },
  'edit-history-lost': {
    title: 'Cannot undo',
    message: (p: { file: string }) =>
      `The dev server was restarted since this change to ${p.file}, and no longer has the text from before it.`,
    hint: () => 'Make the change again by hand, or restore the file from version control.',
    example: { edit: 'Undo after npm start was stopped and started again.', params: { file: 'pages/about.yaml' } },
  },
  'not-a-number': {
    title: 'Not a number',
    message: (p: { text: string }) => `"${p.text}" is not a number.`,
    hint: () => 'Write digits, e.g. 4 or 2.5.',
    example: { edit: 'Letters typed into a number field of the side panel.', params: { text: 'four' } },
  },
  'dev-server-unreachable': {
    title: 'No answer',
    message: () => 'The dev server does not answer, so nothing was saved; your text is kept.',
    hint: () => 'Check that npm start is still running (start it again if not), then press Enter again.',
    example: { edit: 'A save while npm start is stopped.', params: {} as None },
  },

  // The site's own server (npm run serve): what it refuses, and why. Each is made for real by tests/server/.
  'server-not-allowed': {
    title: 'Not allowed',
    message: (p: { reason: string }) => p.reason,
    hint: (p: { origin: string }) => `Open the site at its own address, ${p.origin}, and log in there.`,
    example: {
      edit: 'A change sent to the server by another website, or through another name for it.',
      params: {
        reason: 'A request from https://example.com cannot change this site.',
        origin: 'https://www.example.com',
      },
    },
  },
  'server-unreachable': {
    title: 'No answer',
    message: () =>
      'The server does not answer (the connection dropped, or the ' +
      'server is restarting), so nothing was saved; your text is kept.',
    hint: () => 'Check the connection, wait a moment, then press Enter again.',
    example: { edit: 'A save while the phone has no signal.', params: {} as None },
  },
  'logged-out': {
    title: 'Not logged in',
    message: () =>
      'You are not logged in any more (your session ended, or you ' +
      'logged out everywhere), so nothing was saved; your text is kept.',
    hint: () => 'Log in again in another tab, then come back and press Enter again.',
    example: { edit: 'A save after "Log out everywhere" was pressed on another device.', params: {} as None },
  },
  'owner-only': {
    title: 'For the owner',
    message: (p: { what: string }) => `Only the site's owner can change ${p.what}, so nothing was saved.`,
    hint: () => 'Ask the owner to make this change, or to make it from their account.',
    example: {
      edit: 'An editor changing the brand colour.',
      params: { what: 'the brand and the site’s facts (pages/_site.yaml)' },
    },
  },
} satisfies { [C in keyof SchemaIssues]: Entry<SchemaIssues[C]> } & Record<string, AnyEntry>;

/** An entry of any params, for the check above (Entry<P> fixes P). */
interface AnyEntry {
  title: string | ((p: never) => string);
  message: (p: never) => string;
  hint?: (p: never) => string;
  warning?: true;
  example: Example<unknown>;
}

export type Code = keyof typeof catalogue;
type EntryOf<C extends Code> = (typeof catalogue)[C];
type Arg<F> = F extends (p: infer P) => string ? (unknown extends P ? unknown : P) : unknown;
/** The values a code's title, message and hint need, together. */
export type ParamsOf<C extends Code> = Arg<EntryOf<C>['message']> &
  Arg<EntryOf<C> extends { hint: infer H } ? H : unknown> &
  Arg<EntryOf<C>['title']>;

export const codes = Object.keys(catalogue) as Code[];

export function isCode(code: unknown): code is Code {
  return typeof code === 'string' && Object.hasOwn(catalogue, code);
}

/** Whether a code is a warning: the site stays valid (exit 0). */
export function isWarning(code: Code): boolean {
  return 'warning' in catalogue[code];
}

/** A problem before it has a place: what the catalogue says for a code with these values. */
export type Described = Pick<EditProblem, 'severity' | 'title' | 'message' | 'hint'> & { code: Code };

/** The catalogue's words for `code`, filled in with `params`. */
export function describe<C extends Code>(code: C, params: ParamsOf<C>): Described {
  const entry = catalogue[code] as {
    title: string | ((p: unknown) => string);
    message: (p: unknown) => string;
    hint?: (p: unknown) => string;
  };
  return {
    severity: isWarning(code) ? 'warning' : 'error',
    code,
    title: typeof entry.title === 'string' ? entry.title : entry.title(params),
    message: entry.message(params),
    ...(entry.hint ? { hint: entry.hint(params) } : {}),
  };
}
