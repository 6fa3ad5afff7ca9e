import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { ZodError } from 'zod';
import { blockTypes } from '../../blocks/index.ts';
import { exampleFile } from '../../blocks/names.ts';
import { siteSchema } from '../../../schema/site.ts';
import { describe, type Described } from '../../core/catalogue.ts';
import { maxFileLength } from '../read/parse-yaml.ts';
import { notFoundFile, siteFile } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { checkDocument } from '../check/check-document.ts';
import type { CheckedFiles, SiteChecker } from '../check/check-site.ts';
import { fileStart } from '../report/problem.ts';
import { readPages } from '../read/read-pages.ts';
import { checkChange } from './check-change.ts';
import { applyEdit } from './apply-edit.ts';
import { openRequest, revertRequest, saveRequest } from '../../core/edit-requests.ts';
import { pageFilePath, readPageFile, writePageFile } from './page-file.ts';
import { BodyTooLarge, maxBody, readBody, readJson, send } from './http-json.ts';
import { uploadPicture } from './picture-upload.ts';
import { largestPictureBytes } from '../pictures/picture-file.ts';
import { hashOf, pageSource } from './page-source.ts';
import { dataPageSource, mayMake } from './data-page-source.ts';
import type { Edit, EditProblem, OpenResponse, PageSource, SaveResponse } from '../../core/edit-protocol.ts';
import { refusal } from './request-guard.ts';
import { KnownTexts } from './known-texts.ts';
import { EditError } from './edit-error.ts';
import { StampedReads } from './stamped-reads.ts';
import { keyOf, schemaOf } from './file-kinds.ts';
import { openInCodeEditor } from './code-editor.ts';
import { editorSetup } from './editor-setup.ts';

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
  /**
   * Why this request may not use the endpoint, or undefined when it may: the dev server's loopback guard unless given
   * (the site's own server gives its own).
   */
  guard?: (req: IncomingMessage) => Described | undefined;
  /** Called once a chosen picture is written into public/ (`file`: public/images/x.jpg); the answer waits for it. */
  afterPicture?: (file: string) => void | Promise<void>;
  /**
   * Why this request may not change this file (an editor and the site file, on the site's own server), or undefined
   * when it may.
   */
  mayNotWrite?: (file: string) => Described | undefined;
  /**
   * Whether "Open in editor" may start a code editor on this computer: the dev server's, never the site's own server's
   * (its files are not the visitor's).
   */
  codeEditors?: boolean;
}

/**
 * A write the endpoint made: the file, its text before and after, and the edit (none for undo and redo, which go back
 * to a known text).
 */
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
const refusedWith = (reason: 'conflict' | 'refused', described: Described, file = ''): SaveResponse => ({
  ok: false,
  reason,
  problems: [problem(described, file)],
});

const routes = ['GET /page', 'GET /setup', 'POST /save', 'POST /revert', 'POST /picture', 'POST /open'];

/**
 * The files a key can name (/about: pages/about.yaml, pages/about/index.yaml, .yml of each), each of which has that
 * key.
 */
function filesNamedBy(key: string): string[] {
  if (key === notFoundKey) return [notFoundFile];
  if (key === siteFile) return [siteFile];
  const stem = key === '/' ? 'pages/index' : `pages${key}`;
  const named = [`${stem}.yaml`, `${stem}.yml`, `${stem}/index.yaml`, `${stem}/index.yml`];
  return named.filter(
    (file) => file.split('/').every((part) => part && part !== '.' && part !== '..') && keyOf(file) === key,
  );
}

/**
 * The dev server's editing endpoint, under /__edit: GET page?key=/about gives the page's source for the editor (and
 * page?key=pages/_site.yaml the site file's), GET setup what the editor needs to know once (editor-setup.ts: what the
 * host allows, the block types and their fields); POST save makes one edit, POST revert goes back or forward to a text
 * of the file (undo, redo), POST picture puts a chosen picture into public/images/ (picture-upload.ts), POST open opens
 * a page file in the code editor. Every write is refused if the
 * file changed since the editor read it, checked as `npm run validate` checks, and atomic.
 */
export function editEndpoint({
  root,
  projectRoot,
  check,
  afterWrite,
  guard = loopbackOnly,
  mayNotWrite = () => undefined,
  afterPicture,
  codeEditors = true,
}: EditEndpointOptions): Connect.NextHandleFunction {
  const known = new KnownTexts();
  const exampleOf = (type: string) =>
    (blockTypes as string[]).includes(type) ? readFileSync(join(projectRoot, exampleFile(type)), 'utf8') : undefined;
  // What GET page reads, kept by each file's stamp: an editor's tab asks again at every change it hears of.
  const reads = new StampedReads();
  const siteOf = () => {
    const path = join(root, siteFile);
    return existsSync(path)
      ? reads.get([path], 'site', () => checkDocument(siteFile, readFileSync(path, 'utf8'), siteSchema).value)
      : undefined;
  };
  /** A written page's source (or the site file's), from its text. */
  const sourceOf = (key: string, file: string, text: string): PageSource =>
    pageSource(key, file, text, schemaOf(file), siteOf());

  /**
   * The source of a page that has a file of its own (or of the site file), kept by the file's stamp; undefined for
   * none.
   */
  const readWritten = (key: string): PageSource | undefined => {
    // The page's own file when the key names one (most asks), else every page's name read to find it.
    const file =
      filesNamedBy(key).find((f) => existsSync(join(root, f))) ??
      readPages(root).files.find((f) => keyOf(f.file) === key)?.file;
    if (!file) return undefined;
    const path = pageFilePath(root, file);
    // Its texts show the site's facts: a change to the site file makes it again too.
    return reads.get([path, join(root, siteFile)], `page ${file}`, () => {
      const text = readPageFile(path);
      known.add(file, text);
      try {
        return sourceOf(key, file, text);
      } catch (error) {
        // The parser refuses what would take it too long or too much memory (an alias bomb): said as JSON, in words.
        throw new EditError('edit-page-unreadable', {
          file,
          reason: /alias/i.test(String(error))
            ? 'its aliases (*name) expand to more than a page may hold'
            : (error as Error).message,
        });
      }
    });
  };

  /**
   * The source of the page at `key`: a written page's (or the site file's), or a page's made from data; undefined for
   * no page.
   */
  const read = (key: string): PageSource | undefined => {
    const written = readWritten(key);
    if (written) return written;
    const { files } = readPages(root);
    const template = files.find((f) => mayMake(f.file, key));
    if (!template) return undefined;
    const source = dataPageSource(key, template, new Map(files.map((f) => [f.file, f])), siteOf());
    for (const file of source
      ? [template, ...files.filter((f) => source.made?.files.some((d) => d.file === f.file))]
      : [])
      known.add(file.file, file.text);
    return source;
  };

  /** Checks the site with `next` as the file's text and writes it if no error is new; the answer for the editor. */
  const commit = async (
    file: string,
    path: string,
    text: string,
    next: string,
    key = keyOf(file),
    edit?: Edit,
  ): Promise<[number, SaveResponse]> => {
    const { errors, ...checked } = checkChange(root, check, file, next);
    if (errors.length) return [422, { ok: false, reason: 'invalid', problems: errors }];
    writePageFile(path, next);
    known.add(file, next);
    const version = await afterWrite(checked, { file, before: text, text: next, ...(edit && { edit }) });
    // The tab's page: this file's own, or the page made from data that this file (its template or a data file) makes.
    const source = key === keyOf(file) ? sourceOf(key ?? file, file, next) : key && read(key);
    return [200, { ok: true, source: source || sourceOf(file, file, next), before: hashOf(text), version }];
  };

  const save = async (body: unknown): Promise<[number, SaveResponse]> => {
    const { file, hash, edit, key } = saveRequest.parse(body);
    const notYours = mayNotWrite(file);
    if (notYours) return [403, refusedWith('refused', notYours, file)];
    if (edit.kind === 'set' && typeof edit.value === 'string' && edit.value.length > maxFileLength)
      return [413, tooLarge(edit.value.length, false)];
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    known.add(file, text);
    if (hashOf(text) !== hash) return [409, conflict(file)];
    const next = applyEdit(text, edit, exampleOf, schemaOf(file));
    // Said here, in the editor's words, rather than by the site check's "this file has … Reading stopped".
    if (next.length > maxFileLength && next.length > text.length) return [413, tooLarge(next.length, true)];
    return commit(file, path, text, next, key, edit);
  };

  const revert = async (body: unknown): Promise<[number, SaveResponse]> => {
    const { file, from, to, key } = revertRequest.parse(body);
    const notYours = mayNotWrite(file);
    if (notYours) return [403, refusedWith('refused', notYours, file)];
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    if (hashOf(text) !== from) return [409, conflict(file)];
    const next = known.get(file, to);
    if (next === undefined) return [410, refusedWith('refused', describe('edit-history-lost', { file }))];
    return commit(file, path, text, next, key);
  };

  /**
   * Opens a page file at a line in the code editor: only a file of pages/, only in an editor that is not in a terminal.
   */
  const open = async (body: unknown): Promise<[number, OpenResponse]> => {
    const { file, line, col } = openRequest.parse(body);
    const opened = await openInCodeEditor(pageFilePath(root, file), line, col);
    if ('editor' in opened) return [200, { ok: true, editor: opened.editor }];
    return [422, { ok: false, problems: [problem(describe('no-code-editor', { file, reason: opened.failed }))] }];
  };

  /** Puts a chosen picture into public/images/ (picture-upload.ts): ?name= its file name, ?replace=1 over one there. */
  const picture = async (req: IncomingMessage, params: URLSearchParams): Promise<[number, unknown]> => {
    const bytes = await readBody(req, largestPictureBytes + 1);
    const uploaded = uploadPicture(root, params.get('name') ?? '', bytes, params.get('replace') === '1');
    if (!uploaded.ok) {
      const status = uploaded.reason === 'exists' ? 409 : 422;
      return [status, { ok: false, reason: uploaded.reason, problems: [problem(uploaded.problem)] }];
    }
    await afterPicture?.(`public${uploaded.src}`);
    const { cleaned, ...added } = uploaded;
    return [200, { ...added, ...(cleaned && { problems: [problem(cleaned)] }) }];
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    if (!routes.includes(route) || (route === 'POST /open' && !codeEditors)) return next();
    const refused = guard(req);
    if (refused) return send(res, 403, refusedWith('refused', refused));
    const answer = async (): Promise<[number, unknown]> => {
      if (route === 'POST /picture') return picture(req, url.searchParams);
      if (route === 'GET /setup') return [200, editorSetup(codeEditors)];
      if (route === 'GET /page') {
        const source = read(url.searchParams.get('key') ?? '');
        return source ? [200, source] : [404, { ok: false, reason: 'refused', problems: [] }];
      }
      const body = await readJson(req);
      if (route === 'POST /open') return open(body);
      return route === 'POST /save' ? save(body) : revert(body);
    };
    answer()
      .then(([status, body]) => send(res, status, body))
      .catch((error: unknown) => send(res, ...failure(error, route)));
  };
}

/** The answer to a request that failed: what went wrong in the editor's words, never an HTML error page. */
function failure(error: unknown, route: string): [number, SaveResponse] {
  if (error instanceof EditError) return [422, refusedWith('refused', error.described)];
  if (error instanceof BodyTooLarge && route === 'POST /picture') {
    const size = `${(error.length / 1024 / 1024).toFixed(1)} MB`;
    return [413, refusedWith('refused', describe('picture-upload-too-large', { size, limit: '20 MB' }))];
  }
  if (error instanceof BodyTooLarge) {
    const size = megabytes(error.length);
    const limits = { limit: megabytes(maxBody), max: maxFileLength };
    return [413, refusedWith('refused', describe('edit-request-too-large', { size, ...limits }))];
  }
  if (error instanceof SyntaxError || error instanceof ZodError)
    return [400, refusedWith('refused', describe('bad-request', {}))];
  const reason = error instanceof Error ? error.message : String(error);
  return [500, refusedWith('refused', describe('edit-page-unreadable', { file: '', reason }))];
}

const conflict = (file: string): SaveResponse => refusedWith('conflict', describe('changed-on-disk', { file }));
/** A text too long for a page file: by itself (`whole` false), or with the rest of the file (true). */
const tooLarge = (length: number, whole: boolean): SaveResponse =>
  refusedWith('refused', describe('edit-too-large', { length, max: maxFileLength, whole }));
/** A request's size in bytes, as a person reads it: "1.1 MB", "1 MB". */
const megabytes = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(1)).toLocaleString('en')} MB`;
