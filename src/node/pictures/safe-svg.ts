// The one check of SVG drawings, wherever one comes in (validate, the build, the dev server's upload, the site's own
// server): parsed as XML by a real parser (jsdom), cleaned by DOMPurify with its SVG allowlist, then stripped of every
// reference outside the file. A drawing is safe when nothing had to go; cleaning says, in words, what went.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DOMPurify as Purifier } from 'dompurify';
import { SaxesParser } from 'saxes';
import { rememberedVerdict, type Verdict } from './svg-verdicts.ts';

/** The most a drawing may be, checked by a streaming parser before it is built into a document (seconds past these). */
export const svgBounds = { bytes: 2 * 1024 * 1024, elements: 10_000, depth: 100 };

/** What a drawing is after cleaning, or why it cannot be read at all (in words that follow "… cannot be used: "). */
export type SvgCheck = { svg: string; removed: string[] } | { unreadable: string };

const svgNamespace = 'http://www.w3.org/2000/svg';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
/**
 * The namespaces a browser gives meaning to in a drawing; an element or attribute of any other is a drawing program's
 * note.
 */
const meaningful = new Set([
  svgNamespace,
  xhtmlNamespace,
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/1998/Math/MathML',
  null,
]);

interface Dom {
  purify: Purifier;
  parse(text: string): Document;
  serialize(node: Node): string;
}
let dom: Dom | undefined;

/** jsdom and DOMPurify, loaded at the first drawing: most runs of validate and the build have none that changed. */
function loadDom(): Dom {
  if (dom) return dom;
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
  const { window } = new JSDOM('');
  const purify = (require('dompurify') as Purifier)(window);
  const parser = new window.DOMParser();
  const serializer = new window.XMLSerializer();
  return (dom = {
    purify,
    parse: (text) => parser.parseFromString(text, 'image/svg+xml'),
    serialize: (node) => serializer.serializeToString(node),
  });
}

/** A reference that stays inside the file: a place in it (#id), or a picture written into it (data:image/png, …). */
const inside = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp|avif)[;,])/i;

/** CSS as a browser reads it: comments gone, escapes (`\69mport`, `u\72l`) written out, lower-case. */
function plainCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd),
    )
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

/** What a style sheet or style value loads from outside the file, in words; undefined when nothing. */
function cssReference(css: string): string | undefined {
  const plain = plainCss(css);
  if (plain.includes('@import')) return 'a style sheet from elsewhere (@import)';
  for (const [, target = ''] of plain.matchAll(/(?:url|image|image-set|src)\(\s*['"]?([^'")]*)/g))
    if (!inside.test(target)) return `a style that loads ${target.trim() || 'a file'}`;
  return undefined;
}

/**
 * A removed node or attribute, in words an editor understands (none for a drawing program's own notes, which do
 * nothing).
 */
function wordsFor(removed: { element?: Node; attribute?: Attr | null }): string | undefined {
  const { element, attribute } = removed;
  if (attribute) {
    if (!meaningful.has(attribute.namespaceURI) || attribute.name.startsWith('xmlns')) return undefined;
    if (/^on/i.test(attribute.localName)) return `an event handler (${attribute.name})`;
    if (/^\s*(?:java|vb)script:/i.test(attribute.value)) return `a javascript: link (${attribute.name})`;
    return `the attribute ${attribute.name} (not on the list of safe ones)`;
  }
  if (element?.nodeType === 7) return `a processing instruction (<?${element.nodeName} …?>)`;
  if (!element || element.nodeType !== 1) return undefined;
  const { namespaceURI, localName, nodeName } = element as Element;
  if (!meaningful.has(namespaceURI)) return undefined;
  if (localName.toLowerCase() === 'script') return `a script (<${nodeName}>)`;
  if (localName === 'foreignObject') return `a web page inside the drawing (<${nodeName}>)`;
  if (namespaceURI === xhtmlNamespace) return `a web page element (<${nodeName}>)`;
  if (localName === 'set' || localName.startsWith('animate'))
    return `an animation that can change a link (<${nodeName}>)`;
  return `the element <${nodeName}> (not on the list of safe ones)`;
}

/** Items in a sentence: "a", "a and b", "a, b and c". */
export const inWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Removes every reference to outside the file that DOMPurify lets through (it allows https: links), saying what each
 * was.
 */
function removeOutsideReferences(root: Element): string[] {
  const said: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.localName === 'style' && element.namespaceURI === svgNamespace) {
      const reference = cssReference(element.textContent ?? '');
      if (reference) {
        element.remove();
        said.push(reference);
        continue;
      }
    }
    for (const attribute of [...element.attributes]) {
      const isLink = attribute.localName === 'href' || attribute.localName === 'src';
      const reference = isLink
        ? inside.test(attribute.value)
          ? undefined
          : `a link to ${attribute.value.trim() || 'nowhere'} (<${element.nodeName} ${attribute.name}>)`
        : cssReference(attribute.value);
      if (!reference) continue;
      element.removeAttributeNode(attribute);
      said.push(reference);
    }
  }
  return said;
}

/**
 * Why a drawing is not read further, from one pass of a streaming XML parser that stops at the first reason: too large,
 * too many parts, nested too deep, entities declared (a few lines of them can stand for gigabytes of text: an "entity
 * bomb"), not well-formed.
 */
function beyondBounds(text: string): string | undefined {
  const { bytes, elements, depth } = svgBounds;
  if (Buffer.byteLength(text) > bytes)
    return `it is larger than ${bytes / 1024 / 1024} MB; a drawing this large is better saved as a WebP or PNG picture`;
  const parser = new SaxesParser({ xmlns: true, position: true });
  let count = 0;
  let level = 0;
  let reason: string | undefined;
  const stop = (why: string) => {
    reason = why;
    throw new Error(why);
  };
  parser.on(
    'doctype',
    (doctype) =>
      /<!ENTITY/i.test(doctype) &&
      stop('it declares XML entities (<!ENTITY …>), with which a few lines can stand for gigabytes of text'),
  );
  parser.on('opentag', () => {
    if (++count > elements)
      stop(
        `it has more than ${elements.toLocaleString('en')} elements; a ` +
          `drawing this detailed is better saved as a WebP or PNG picture`,
      );
    if (++level > depth) stop(`its elements are nested more than ${depth} levels deep, which no drawing needs`);
  });
  parser.on('closetag', () => void level--);
  try {
    parser.write(text).close();
  } catch (error) {
    return (
      reason ??
      `it is not well-formed XML (${(error as Error).message
        .replace(/^(?:undefined:)?(\d+):(\d+): /, 'line $1, column $2: ')
        .replace(/\.$/, '')})`
    );
  }
  return undefined;
}

/**
 * A drawing cleaned: what a browser could run or fetch from it removed, with what was removed in words (none when the
 * drawing was safe as it was). Unreadable when it is too large, declares entities, or is not well-formed XML with an
 * <svg> root; the reason says which.
 */
export function cleanSvg(text: string): SvgCheck {
  const unreadable = beyondBounds(text);
  if (unreadable) return { unreadable };
  try {
    const { purify, parse, serialize } = loadDom();
    const document = parse(text);
    const root = document.documentElement;
    if (root.namespaceURI !== svgNamespace || root.localName !== 'svg')
      return { unreadable: `its outermost element is <${root.nodeName}>, not an SVG drawing's <svg>` };
    // A stylesheet or transform named before the drawing (<?xml-stylesheet …?>) is loaded by a browser that opens it.
    const outside = [...document.childNodes].filter(
      (node) => node !== root && node.nodeType !== 8 && node.nodeType !== 10,
    );
    purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
    const removed = [
      ...outside.map((node) => wordsFor({ element: node })),
      ...purify.removed.map(wordsFor),
      ...removeOutsideReferences(root),
    ];
    return {
      svg: serialize(root),
      removed: [...new Set(removed.filter((words): words is string => words !== undefined))],
    };
  } catch (error) {
    return { unreadable: `it could not be read as a drawing (${(error as Error).message})` };
  }
}

/**
 * The check's own code and DOMPurify's version, which name its verdicts on disk: a change to either judges every
 * drawing again.
 */
let checkCode: string | undefined;
const codeOfCheck = () =>
  (checkCode ??= [
    cleanSvg,
    beyondBounds,
    wordsFor,
    removeOutsideReferences,
    cssReference,
    plainCss,
    loadDom,
    inside,
    JSON.stringify(svgBounds),
    readFileSync(join(dirname(createRequire(import.meta.url).resolve('dompurify')), '..', 'package.json'), 'utf8'),
  ].join('\n'));

/**
 * What makes a drawing unsafe to put on the site, in words; empty when it is safe as it is. Remembered by its bytes
 * (svg-verdicts.ts): validate and the build load the parser only for a drawing that changed.
 */
export function unsafeInSvg(text: string): Verdict {
  return rememberedVerdict(text, codeOfCheck(), () => {
    const checked = cleanSvg(text);
    return 'unreadable' in checked ? checked : checked.removed;
  });
}
