import { realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Connect } from 'vite';
import { describe } from '../../core/catalogue.ts';
import { fileStart } from '../report/problem.ts';
import { send } from './http-json.ts';
import { refusal } from './request-guard.ts';

/** The real path of a file, or undefined when there is none. */
function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * In front of Vite's /__open-in-editor: the same guard as the editing endpoint (this computer, its own address, its
 * own pages), and only a file inside one of `folders` (the project and its pages), never through a link out of them.
 */
export function openInEditorGuard(folders: string[]): Connect.NextHandleFunction {
  const inside = folders.map((f) => realPath(resolve(f))).filter((f): f is string => f !== undefined);
  return (req, res, next) => {
    const refused = refusal(req);
    if (refused)
      return send(res, 403, {
        ok: false,
        problems: [{ ...describe('edit-not-allowed', { reason: refused }), file: '', ...fileStart }],
      });
    const file =
      new URL(req.url ?? '/', 'http://localhost').searchParams.get('file')?.replace(/(:\d+){1,2}$/, '') ?? '';
    const real = file ? realPath(resolve(file)) : undefined;
    if (!real || !inside.some((folder) => real === folder || real.startsWith(folder + sep))) {
      const problem = describe('open-outside-project', { file: file || 'No file' });
      return send(res, 403, { ok: false, problems: [{ ...problem, file: '', ...fileStart }] });
    }
    next();
  };
}
