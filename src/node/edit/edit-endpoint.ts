import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { ZodError } from 'zod';
import { blockTypes } from '../../blocks/index.ts';
import { exampleFile } from '../../blocks/names.ts';
import { siteSchema } from '../../../schema/site.ts';
import { describe, type Described } from '../../core/catalogue.ts';
import { maxFileLength } from '../parse-yaml.ts';
import { siteFile } from '../../core/routes.ts';
import { checkDocument } from '../check-document.ts';
import type { CheckedFiles, SiteChecker } from '../check-site.ts';
import { fileStart, isError, type Problem } from '../problem.ts';
import { readPages, readSite } from '../read-pages.ts';
import { applyEdit } from './apply-edit.ts';
import { openRequest, revertRequest, saveRequest } from '../../core/edit-requests.ts';
import { pageFilePath, readPageFile, writePageFile } from './page-file.ts';
import { BodyTooLarge, maxBody, readBody, readJson, send } from './http-json.ts';
import { uploadPicture } from './picture-upload.ts';
import { largestPictureBytes } from '../picture-file.ts';
import { hashOf, pageSource } from './page-source.ts';
import { dataPageSource, mayMake } from './data-page-source.ts';
import type { EditHost, EditProblem, OpenResponse, PageSource, SaveResponse } from '../../core/edit-protocol.ts';
import { refusal } from './request-guard.ts';
import { KnownTexts } from './known-texts.ts';
import { EditError } from './edit-error.ts';
import { keyOf, schemaOf } from './file-kinds.ts';
import { codeEditor, openInCodeEditor } from './code-editor.ts';

export interface EditEndpointOptions {
  /** The folder holding pages/. */
  root: string;
  /** The project's folder: the block examples are its src/blocks/<type>/example.yaml. */
  projectRoot: string;
  /** The site check the dev server keeps, which remembers the results of files that did not change. */
  check: SiteChecker;
  /** Called once a file is written, with the check it passed; returns the live preview's version that shows it. */
  afterWrite: (checked: CheckedFiles) => number;
}

/** A refusal of the endpoint's own: about the request, not a place in a file (the message names the file if one). */
const problem = (described: Described, file = ''): EditProblem => ({ ...described, file, ...fileStart });
const refusedWith = (reason: 'conflict' | 'refused', described: Described, file = ''): SaveResponse => ({ ok: false, reason, problems: [problem(described, file)] });

const routes = ['GET /page', 'GET /host', 'POST /save', 'POST /revert', 'POST /picture', 'POST /open'];

/**
 * The dev server's editing endpoint, under /__edit: GET page?key=/about gives the page's source for the editor (and
 * page?key=pages/_site.yaml the site file's), GET host what the dev server allows; POST save makes one edit, POST
 * revert goes back or forward to a text of the file (undo, redo), POST picture puts a chosen picture into
 * public/images/ (picture-upload.ts), POST open opens a page file in the code editor. Every write is refused if the
 * file changed since the editor read it, checked as `npm run validate` checks, and atomic.
 */
export function editEndpoint({ root, projectRoot, check, afterWrite }: EditEndpointOptions): Connect.NextHandleFunction {
  const known = new KnownTexts();
  const exampleOf = (type: string) => ((blockTypes as string[]).includes(type) ? readFileSync(join(projectRoot, exampleFile(type)), 'utf8') : undefined);
  const siteOf = () => {
    const path = join(root, siteFile);
    return existsSync(path) ? checkDocument(siteFile, readFileSync(path, 'utf8'), siteSchema).value : undefined;
  };

  /** The source of the page at `key`: a written page's (or the site file's), or a page's made from data; undefined for no page. */
  const read = (key: string): PageSource | undefined => {
    const { files } = readPages(root);
    const written = files.find((f) => keyOf(f.file) === key);
    if (written) {
      const text = readPageFile(pageFilePath(root, written.file));
      known.add(written.file, text);
      return pageSource(key, written.file, text, schemaOf(written.file), siteOf());
    }
    const template = files.find((f) => mayMake(f.file, key));
    if (!template) return undefined;
    const source = dataPageSource(key, template, new Map(files.map((f) => [f.file, f])), siteOf());
    for (const file of source ? [template, ...files.filter((f) => source.made?.files.some((d) => d.file === f.file))] : []) known.add(file.file, file.text);
    return source;
  };

  /** Checks the site with `next` as the file's text and writes it if no error is new; the answer for the editor. */
  const commit = (file: string, path: string, text: string, next: string, key = keyOf(file)): [number, SaveResponse] => {
    const { files: before, unread, assets } = readSite(root);
    const files = before.map((f) => (f.file === file ? { file, text: next } : f));
    const checked = check(files, assets, unread);
    const errors = newErrors(checked.problems.filter(isError), () => check(before, assets, unread).problems.filter(isError));
    if (errors.length) return [422, { ok: false, reason: 'invalid', problems: errors }];
    writePageFile(path, next);
    known.add(file, next);
    const version = afterWrite({ files, check: checked });
    // The tab's page: this file's own, or the page made from data that this file (its template or a data file) makes.
    const source = key === keyOf(file) ? pageSource(key ?? file, file, next, schemaOf(file), siteOf()) : key && read(key);
    return [200, { ok: true, source: source || pageSource(file, file, next, schemaOf(file), siteOf()), before: hashOf(text), version }];
  };

  const save = (body: unknown): [number, SaveResponse] => {
    const { file, hash, edit, key } = saveRequest.parse(body);
    if (edit.kind === 'set' && typeof edit.value === 'string' && edit.value.length > maxFileLength) return [413, tooLarge(edit.value.length, false)];
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    known.add(file, text);
    if (hashOf(text) !== hash) return [409, conflict(file)];
    const next = applyEdit(text, edit, exampleOf, schemaOf(file));
    // Said here, in the editor's words, rather than by the site check's "this file has … Reading stopped".
    if (next.length > maxFileLength && next.length > text.length) return [413, tooLarge(next.length, true)];
    return commit(file, path, text, next, key);
  };

  const revert = (body: unknown): [number, SaveResponse] => {
    const { file, from, to, key } = revertRequest.parse(body);
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    if (hashOf(text) !== from) return [409, conflict(file)];
    const next = known.get(file, to);
    if (next === undefined) return [410, refusedWith('refused', describe('edit-history-lost', { file }))];
    return commit(file, path, text, next, key);
  };

  /** Opens a page file at a line in the code editor: only a file of pages/, only in an editor that is not in a terminal. */
  const open = async (body: unknown): Promise<[number, OpenResponse]> => {
    const { file, line, col } = openRequest.parse(body);
    const opened = await openInCodeEditor(pageFilePath(root, file), line, col);
    if ('editor' in opened) return [200, { ok: true, editor: opened.editor }];
    return [422, { ok: false, problems: [problem(describe('no-code-editor', { file, reason: opened.failed }))] }];
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    if (!routes.includes(route)) return next();
    const refused = refusal(req);
    if (refused) return send(res, 403, refusedWith('refused', describe('edit-not-allowed', { reason: refused })));
    const answer = async (): Promise<[number, unknown]> => {
      if (route === 'POST /picture') {
        const uploaded = uploadPicture(root, url.searchParams.get('name') ?? '', await readBody(req, largestPictureBytes + 1), url.searchParams.get('replace') === '1');
        return uploaded.ok ? [200, uploaded] : [uploaded.reason === 'exists' ? 409 : 422, { ok: false, reason: uploaded.reason, problems: [problem(uploaded.problem)] }];
      }
      if (route === 'GET /host') return [200, { openInEditor: codeEditor() } satisfies EditHost];
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
      .catch((error: unknown) => {
        if (error instanceof EditError) return send(res, 422, refusedWith('refused', error.described));
        if (error instanceof BodyTooLarge && route === 'POST /picture') return send(res, 413, refusedWith('refused', describe('picture-upload-too-large', { size: `${(error.length / 1024 / 1024).toFixed(1)} MB`, limit: '20 MB' })));
        if (error instanceof BodyTooLarge) return send(res, 413, refusedWith('refused', describe('edit-request-too-large', { size: megabytes(error.length), limit: megabytes(maxBody), max: maxFileLength })));
        if (error instanceof SyntaxError || error instanceof ZodError) return send(res, 400, refusedWith('refused', describe('bad-request', {})));
        next(error);
      });
  };
}

/** The errors that were not there before the change (counted, so one more of the same kind is new). */
function newErrors(after: Problem[], before: () => Problem[]): Problem[] {
  if (after.length === 0) return [];
  const key = (p: Problem) => `${p.file}\0${p.code}\0${p.message}`;
  const old = new Map<string, number>();
  for (const p of before()) old.set(key(p), (old.get(key(p)) ?? 0) + 1);
  return after.filter((p) => {
    const left = old.get(key(p)) ?? 0;
    old.set(key(p), left - 1);
    return left <= 0;
  });
}

const conflict = (file: string): SaveResponse => refusedWith('conflict', describe('changed-on-disk', { file }));
/** A text too long for a page file: by itself (`whole` false), or with the rest of the file (true). */
const tooLarge = (length: number, whole: boolean): SaveResponse => refusedWith('refused', describe('edit-too-large', { length, max: maxFileLength, whole }));
/** A request's size in bytes, as a person reads it: "1.1 MB", "1 MB". */
const megabytes = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(1)).toLocaleString('en')} MB`;
