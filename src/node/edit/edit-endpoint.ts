import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { ZodError } from 'zod';
import { blockTypes } from '../../../schema/blocks/index.ts';
import { siteSchema } from '../../../schema/site.ts';
import { isRouteFile, notFoundFile, routeOf, siteFile } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { checkDocument } from '../check-document.ts';
import type { SiteChecker } from '../check-site.ts';
import { fileStart, isError, type Problem } from '../problem.ts';
import { readAssets, readPages } from '../read-pages.ts';
import type { Checked } from '../pages-plugin.ts';
import { applyEdit } from './apply-edit.ts';
import { revertRequest, saveRequest } from '../../core/edit-requests.ts';
import { pageFilePath, readPageFile, writePageFile } from './page-file.ts';
import { readJson, send } from './http-json.ts';
import { hashOf, pageSource } from './page-source.ts';
import type { EditProblem, PageSource, SaveResponse } from '../../core/edit-protocol.ts';
import { refusal } from './request-guard.ts';
import { KnownTexts } from './known-texts.ts';
import { EditError } from './edit-error.ts';

export interface EditEndpointOptions {
  /** The folder holding pages/. */
  root: string;
  /** The block examples, tests/fixtures/blocks/<type>.yaml. */
  examplesDir: string;
  /** The site check the dev server keeps, which remembers the results of files that did not change. */
  check: SiteChecker;
  /** Called once a file is written, with the check it passed; returns the live preview's version that shows it. */
  afterWrite: (checked: Checked) => number;
}

/** A refusal of the endpoint's own: about the request, not a place in a file (the message names the file if one). */
const problem = (code: string, title: string, message: string, hint: string): EditProblem => ({ severity: 'error', file: '', ...fileStart, code, title, message, hint });

/** The page key (route, or the not-found page's key) of a page file, or undefined for the site file. */
const keyOf = (file: string) => (file === notFoundFile ? notFoundKey : isRouteFile(file) ? routeOf(file) : undefined);

/**
 * The dev server's editing endpoint, under /__edit: GET page?key=/about gives the page's source for the editor;
 * POST save makes one edit, POST revert goes back or forward to a text of the file (undo, redo). Every write is
 * refused if the file changed since the editor read it, checked as `npm run validate` checks, and atomic.
 */
export function editEndpoint({ root, examplesDir, check, afterWrite }: EditEndpointOptions): Connect.NextHandleFunction {
  const known = new KnownTexts();
  const exampleOf = (type: string) => ((blockTypes as string[]).includes(type) ? readFileSync(join(examplesDir, `${type}.yaml`), 'utf8') : undefined);
  const siteOf = () => {
    const path = join(root, siteFile);
    return existsSync(path) ? checkDocument(siteFile, readFileSync(path, 'utf8'), siteSchema).value : undefined;
  };
  const sourceOf = (key: string, file: string, path: string, text: string): PageSource => pageSource(key, file, path, text, siteOf());

  const read = (key: string): PageSource | undefined => {
    const file = readPages(root).files.find((f) => keyOf(f.file) === key)?.file;
    if (!file) return undefined;
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    known.add(file, text);
    return sourceOf(key, file, path, text);
  };

  /** Why a page has no file of its own to edit: it is made from data (else nothing to say: no such page). */
  const notWritten = (key: string): EditProblem[] => {
    const { files, unread } = readPages(root);
    const { pages } = check(files, readAssets(root), unread);
    const made = pages.find((p) => p.route === key);
    if (!made) return [];
    const count = pages.filter((p) => p.file === made.file).length;
    const why = problem(
      'made-from-data',
      'Made from data',
      `This page is one of ${count} made from ${made.file}, one for each entry of the data it names. The page editor changes pages written one by one.`,
      `Open ${made.file} to change what all ${count} pages say, or the data file it names to change one entry's values.`,
    );
    return [{ ...why, file: made.file }];
  };

  /** Checks the site with `next` as the file's text and writes it if no error is new; the answer for the editor. */
  const commit = (file: string, path: string, text: string, next: string): [number, SaveResponse] => {
    const { files: before, unread } = readPages(root);
    const files = before.map((f) => (f.file === file ? { file, text: next } : f));
    const assets = readAssets(root);
    const checked = check(files, assets, unread);
    const errors = newErrors(checked.problems.filter(isError), () => check(before, assets, unread).problems.filter(isError));
    if (errors.length) return [422, { ok: false, reason: 'invalid', problems: errors }];
    writePageFile(path, next);
    known.add(file, next);
    const version = afterWrite({ files, check: checked });
    return [200, { ok: true, source: sourceOf(keyOf(file) ?? file, file, path, next), before: hashOf(text), version }];
  };

  const save = (body: unknown): [number, SaveResponse] => {
    const { file, hash, edit } = saveRequest.parse(body);
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    known.add(file, text);
    if (hashOf(text) !== hash) return [409, conflict(file)];
    return commit(file, path, text, applyEdit(text, edit, exampleOf));
  };

  const revert = (body: unknown): [number, SaveResponse] => {
    const { file, from, to } = revertRequest.parse(body);
    const path = pageFilePath(root, file);
    const text = readPageFile(path);
    if (hashOf(text) !== from) return [409, conflict(file)];
    const next = known.get(file, to);
    if (next === undefined) return [410, { ok: false, reason: 'refused', problems: [problem('edit-history-lost', 'Cannot undo', `The dev server was restarted since this change to ${file}, and no longer has the text from before it.`, 'Make the change again by hand, or restore the file from version control.')] }];
    return commit(file, path, text, next);
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    if (!['GET /page', 'POST /save', 'POST /revert'].includes(route)) return next();
    const refused = refusal(req);
    if (refused) return send(res, 403, { ok: false, reason: 'refused', problems: [problem('edit-refused', 'Not allowed', refused, 'Open the page from the dev server on this computer (npm start).')] });
    const answer = async (): Promise<[number, unknown]> => {
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
        if (error instanceof EditError) return send(res, 422, { ok: false, reason: 'refused', problems: [problem('edit-refused', 'Not saved', error.message, 'Nothing was written.')] });
        if (error instanceof SyntaxError || error instanceof ZodError) return send(res, 400, { ok: false, reason: 'refused', problems: [problem('bad-request', 'Bad request', 'The page editor sent something the endpoint does not understand.', 'Reload the page.')] });
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

const conflict = (file: string): SaveResponse => ({
  ok: false,
  reason: 'conflict',
  problems: [problem('changed-on-disk', 'Changed on disk', `${file} was changed since this page showed it (in another editor, or by another program), so this change was not saved.`, 'Copy your text, reload the page, and make the change again.')],
});
