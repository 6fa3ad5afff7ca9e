import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { ZodError } from 'zod';
import { blockTypes } from '../../blocks/index.ts';
import { exampleFile } from '../../blocks/names.ts';
import { siteSchema } from '../../../schema/site.ts';
import { pageSchema } from '../../core/page-schemas.ts';
import { describe, type Described } from '../../core/catalogue.ts';
import { maxFileLength } from '../parse-yaml.ts';
import { isRouteFile, notFoundFile, routeOf, siteFile } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { checkDocument } from '../check-document.ts';
import type { CheckedFiles, SiteChecker } from '../check-site.ts';
import { fileStart } from '../problem.ts';
import { readPages, readSite } from '../read-pages.ts';
import { checkChange } from './check-change.ts';
import { applyEdit } from './apply-edit.ts';
import { revertRequest, saveRequest } from '../../core/edit-requests.ts';
import { pageFilePath, readPageFile, writePageFile } from './page-file.ts';
import { BodyTooLarge, maxBody, readBody, readJson, send } from './http-json.ts';
import { uploadPicture } from './picture-upload.ts';
import { largestPictureBytes } from '../picture-file.ts';
import { hashOf, pageSource } from './page-source.ts';
import type { Edit, EditProblem, PageSource, SaveResponse } from '../../core/edit-protocol.ts';
import { refusal } from './request-guard.ts';
import { KnownTexts } from './known-texts.ts';
import { EditError } from './edit-error.ts';
import { StampedReads } from './stamped-reads.ts';

export interface EditEndpointOptions {
  /** The folder holding pages/. */
  root: string;
  /** The project's folder: the block examples are its src/blocks/<type>/example.yaml. */
  projectRoot: string;
  /** The site check the dev server keeps, which remembers the results of files that did not change. */
  check: SiteChecker;
  /**
   * Called once a file is written, with the check it passed and what was written; returns the live preview's version
   * that shows it. The site's own server returns it once the write is a commit, so the answer waits for that.
   */
  afterWrite: (checked: CheckedFiles, written: Written) => number | Promise<number>;
  /** Why this request may not use the endpoint, or undefined when it may: the dev server's loopback guard unless given (the site's own server gives its own). */
  guard?: (req: IncomingMessage) => Described | undefined;
  /** Called once a chosen picture is written into public/ (`file`: public/images/x.jpg); the answer waits for it. */
  afterPicture?: (file: string) => void | Promise<void>;
  /** Why this request may not change this file (an editor and the site file, on the site's own server), or undefined when it may. */
  mayNotWrite?: (file: string) => Described | undefined;
}

/** A write the endpoint made: the file, its text before and after, and the edit (none for undo and redo, which go back to a known text). */
export interface Written {
  file: string;
  before: string;
  text: string;
  edit?: Edit;
}

/** The dev server's guard: this computer, its own address, its own pages (request-guard.ts). */
const loopbackOnly = (req: IncomingMessage) => {
  const reason = refusal(req);
  return reason === undefined ? undefined : describe('edit-not-allowed', { reason });
};

/** A refusal of the endpoint's own: about the request, not a place in a file (the message names the file if one). */
const problem = (described: Described, file = ''): EditProblem => ({ ...described, file, ...fileStart });
const refusedWith = (reason: 'conflict' | 'refused', described: Described, file = ''): SaveResponse => ({ ok: false, reason, problems: [problem(described, file)] });

/** What the editor asks for a file by: a page's key (its route, or the not-found page's key); the site file's own name (the side panel's brand). */
const keyOf = (file: string) => (file === notFoundFile ? notFoundKey : file === siteFile ? siteFile : isRouteFile(file) ? routeOf(file) : undefined);

/** The files a key can name (/about: pages/about.yaml, pages/about/index.yaml, .yml of each), each of which has that key. */
function filesNamedBy(key: string): string[] {
  if (key === notFoundKey) return [notFoundFile];
  if (key === siteFile) return [siteFile];
  const stem = key === '/' ? 'pages/index' : `pages${key}`;
  const named = [`${stem}.yaml`, `${stem}.yml`, `${stem}/index.yaml`, `${stem}/index.yml`];
  return named.filter((file) => file.split('/').every((part) => part && part !== '.' && part !== '..') && keyOf(file) === key);
}

/**
 * The dev server's editing endpoint, under /__edit: GET page?key=/about gives the page's source for the editor (and
 * page?key=pages/_site.yaml the site file's); POST save makes one edit, POST revert goes back or forward to a text of
 * the file (undo, redo), POST picture puts a chosen picture into public/images/ (picture-upload.ts). Every write is
 * refused if the file changed since the editor read it, checked as `npm run validate` checks, and atomic.
 */
export function editEndpoint({ root, projectRoot, check, afterWrite, guard = loopbackOnly, mayNotWrite = () => undefined, afterPicture }: EditEndpointOptions): Connect.NextHandleFunction {
  const known = new KnownTexts();
  const exampleOf = (type: string) => ((blockTypes as string[]).includes(type) ? readFileSync(join(projectRoot, exampleFile(type)), 'utf8') : undefined);
  // What GET page reads, kept by each file's stamp: an editor's tab asks again at every change it hears of.
  const reads = new StampedReads();
  const siteOf = () => {
    const path = join(root, siteFile);
    return existsSync(path) ? reads.get([path], 'site', () => checkDocument(siteFile, readFileSync(path, 'utf8'), siteSchema).value) : undefined;
  };
  const sourceOf = (key: string, file: string, path: string, text: string): PageSource => pageSource(key, file, path, text, siteOf());

  const read = (key: string): PageSource | undefined => {
    // The page's own file when the key names one (most asks), else every page's name read to find it.
    const file = filesNamedBy(key).find((f) => existsSync(join(root, f))) ?? readPages(root).files.find((f) => keyOf(f.file) === key)?.file;
    if (!file) return undefined;
    const path = pageFilePath(root, file);
    // Its texts show the site's facts: a change to the site file makes it again too.
    return reads.get([path, join(root, siteFile)], `page ${file}`, () => {
      const text = readPageFile(path);
      known.add(file, text);
      try {
        return sourceOf(key, file, path, text);
      } catch (error) {
        // The parser refuses what would take it too long or too much memory (an alias bomb): said as JSON, in words.
        throw new EditError('edit-page-unreadable', { file, reason: /alias/i.test(String(error)) ? 'its aliases (*name) expand to more than a page may hold' : (error as Error).message });
      }
    });
  };

  /** Why a page has no file of its own to edit: it is made from data (else nothing to say: no such page). */
  const notWritten = (key: string): EditProblem[] => {
    const { files, unread, assets } = readSite(root);
    const { pages } = check(files, assets, unread);
    const made = pages.find((p) => p.route === key);
    if (!made) return [];
    const count = pages.filter((p) => p.file === made.file).length;
    return [problem(describe('made-from-data', { count, file: made.file }), made.file)];
  };

  /** Checks the site with `next` as the file's text and writes it if no error is new; the answer for the editor. */
  const commit = async (file: string, path: string, text: string, next: string, edit?: Edit): Promise<[number, SaveResponse]> => {
    const { errors, ...checked } = checkChange(root, check, file, next);
    if (errors.length) return [422, { ok: false, reason: 'invalid', problems: errors }];
    writePageFile(path, next);
    known.add(file, next);
    const version = await afterWrite(checked, { file, before: text, text: next, ...(edit && { edit }) });
    return [200, { ok: true, source: sourceOf(keyOf(file) ?? file, file, path, next), before: hashOf(text), version }];
  };

  const save = async (body: unknown): Promise<[number, SaveResponse]> => {
    const { file, hash, edit } = saveRequest.parse(body);
    const notYours = mayNotWrite(file);
    if (notYours) return [403, refusedWith('refused', notYours, file)];
    if (edit.kind === 'set' && typeof edit.value === 'string' && edit.value.length > maxFileLength) return [413, tooLarge(edit.value.length, false)];
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    known.add(file, text);
    if (hashOf(text) !== hash) return [409, conflict(file)];
    const next = applyEdit(text, edit, exampleOf, schemaOf(file));
    // Said here, in the editor's words, rather than by the site check's "this file has … Reading stopped".
    if (next.length > maxFileLength && next.length > text.length) return [413, tooLarge(next.length, true)];
    return commit(file, path, text, next, edit);
  };

  const revert = async (body: unknown): Promise<[number, SaveResponse]> => {
    const { file, from, to } = revertRequest.parse(body);
    const notYours = mayNotWrite(file);
    if (notYours) return [403, refusedWith('refused', notYours, file)];
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    if (hashOf(text) !== from) return [409, conflict(file)];
    const next = known.get(file, to);
    if (next === undefined) return [410, refusedWith('refused', describe('edit-history-lost', { file }))];
    return commit(file, path, text, next);
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    if (!['GET /page', 'POST /save', 'POST /revert', 'POST /picture'].includes(route)) return next();
    const refused = guard(req);
    if (refused) return send(res, 403, refusedWith('refused', refused));
    const answer = async (): Promise<[number, unknown]> => {
      if (route === 'POST /picture') {
        const uploaded = uploadPicture(root, url.searchParams.get('name') ?? '', await readBody(req, largestPictureBytes + 1), url.searchParams.get('replace') === '1');
        if (!uploaded.ok) return [uploaded.reason === 'exists' ? 409 : 422, { ok: false, reason: uploaded.reason, problems: [problem(uploaded.problem)] }];
        await afterPicture?.(`public${uploaded.src}`);
        const { cleaned, ...added } = uploaded;
        return [200, { ...added, ...(cleaned && { problems: [problem(cleaned)] }) }];
      }
      if (route !== 'GET /page') {
        const body = await readJson(req);
        return route === 'POST /save' ? save(body) : revert(body);
      }
      const key = url.searchParams.get('key') ?? '';
      const source = read(key);
      return source ? [200, source] : [404, { ok: false, reason: 'refused', problems: notWritten(key) }];
    };
    answer()
      .then(([status, body]) => send(res, status, body))
      .catch((error: unknown) => {
        if (error instanceof EditError) return send(res, 422, refusedWith('refused', error.described));
        if (error instanceof BodyTooLarge && route === 'POST /picture') return send(res, 413, refusedWith('refused', describe('picture-upload-too-large', { size: `${(error.length / 1024 / 1024).toFixed(1)} MB`, limit: '20 MB' })));
        if (error instanceof BodyTooLarge) return send(res, 413, refusedWith('refused', describe('edit-request-too-large', { size: megabytes(error.length), limit: megabytes(maxBody), max: maxFileLength })));
        if (error instanceof SyntaxError || error instanceof ZodError) return send(res, 400, refusedWith('refused', describe('bad-request', {})));
        // Whatever else went wrong, the editor gets an answer it can show, never an HTML error page.
        send(res, 500, refusedWith('refused', describe('edit-page-unreadable', { file: '', reason: error instanceof Error ? error.message : String(error) })));
      });
  };
}

const conflict = (file: string): SaveResponse => refusedWith('conflict', describe('changed-on-disk', { file }));
/** A text too long for a page file: by itself (`whole` false), or with the rest of the file (true). */
const tooLarge = (length: number, whole: boolean): SaveResponse => refusedWith('refused', describe('edit-too-large', { length, max: maxFileLength, whole }));
/** A request's size in bytes, as a person reads it: "1.1 MB", "1 MB". */
const megabytes = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(1)).toLocaleString('en')} MB`;

/** The schema a file is checked with, which an edit's path must follow: the site file's, or a page's. */
const schemaOf = (file: string) => (file === siteFile ? siteSchema : pageSchema);
