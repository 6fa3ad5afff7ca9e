import { describe, type Described } from '../../core/catalogue.ts';
import { editorSettings } from './editor-settings.ts';
import type {
  EditProblem,
  EditSetup,
  OpenRequest,
  OpenResponse,
  PageSource,
  RevertRequest,
  SaveRequest,
  SaveResponse,
} from '../../core/edit-protocol.ts';

// The editing endpoint (src/node/edit/edit-endpoint.ts) of the dev server or the site's own server, as the editor calls
// it.

/** The page's source, or why it cannot be edited (no problem when the endpoint has nothing to say). */
export async function loadSource(key: string): Promise<PageSource | EditProblem[]> {
  try {
    const res = await fetch(`/__edit/page?key=${encodeURIComponent(key)}`, { cache: 'no-store' });
    if (res.ok) return (await res.json()) as PageSource;
    return ((await res.json()) as { problems?: EditProblem[] }).problems ?? [];
  } catch {
    return [offline];
  }
}

async function post<T>(path: string, body: unknown, failed: T): Promise<T> {
  try {
    const res = await fetch(`/__edit/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as T;
  } catch {
    return failed;
  }
}

/** A refusal the page editor makes itself, worded by the catalogue: about the page, not a place in a file. */
export const ownProblem = (described: Described): EditProblem => ({
  ...described,
  file: '',
  line: 1,
  col: 1,
  endLine: 1,
  endCol: 1,
});

const offline = ownProblem(describe(editorSettings.onServer ? 'server-unreachable' : 'dev-server-unreachable', {}));

const unsaved: SaveResponse = { ok: false, reason: 'refused', problems: [offline] };
export const save = (request: SaveRequest) => post<SaveResponse>('save', request, unsaved);

/**
 * A picture put into public/images/: its path and size (and what cleaning a drawing removed), or why not ('exists': a
 * picture of that name is there).
 */
export type Uploaded =
  | {
      ok: true;
      src: string;
      width: number;
      height: number /** What was removed from an SVG drawing (a warning). */;
      problems?: EditProblem[];
    }
  | { ok: false; reason: 'exists' | 'refused'; problems: EditProblem[] };

/**
 * The largest picture the dev server takes (src/node/pictures/picture-file.ts): a larger one is refused before it is
 * sent.
 */
const largestPicture = 20 * 1024 * 1024;

/** Sends a chosen picture's bytes to the dev server, which puts it into public/images/ under a safe name. */
export async function uploadPicture(file: File, replace = false): Promise<Uploaded> {
  if (file.size > largestPicture)
    return {
      ok: false,
      reason: 'refused',
      problems: [
        ownProblem(
          describe('picture-upload-too-large', { size: `${(file.size / 1024 / 1024).toFixed(1)} MB`, limit: '20 MB' }),
        ),
      ],
    };
  try {
    const res = await fetch(`/__edit/picture?name=${encodeURIComponent(file.name)}${replace ? '&replace=1' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    return (await res.json()) as Uploaded;
  } catch {
    return { ok: false, reason: 'refused', problems: [offline] };
  }
}
export const revert = (request: RevertRequest) => post<SaveResponse>('revert', request, unsaved);

/** Opens a page file at a line in the code editor of the computer the dev server runs on. */
export const openFile = (request: OpenRequest) =>
  post<OpenResponse>('open', request, { ok: false, problems: [offline] });

/**
 * What the editor learns once per tab (src/node/edit/editor-setup.ts): what the host allows, the block types and their
 * fields; or why not.
 */
export async function loadSetup(): Promise<EditSetup | EditProblem[]> {
  try {
    const res = await fetch('/__edit/setup', { cache: 'no-store' });
    if (res.ok) return (await res.json()) as EditSetup;
    return ((await res.json()) as { problems?: EditProblem[] }).problems ?? [offline];
  } catch {
    return [offline];
  }
}
