import type { Commit } from '../../git/site-repository.ts';
import { Notice } from '../../accounts/pages/Notice.tsx';
import type { Change } from '../changes.ts';
import { ChangeList } from '../ChangeList.tsx';

export interface Version {
  commit: Commit;
  changes: Change[];
}

const when = (at: number) => new Date(at).toUTCString().replace(/:\d\d GMT$/, ' UTC');

/**
 * A page's history: who changed what and when, the change in words, and a way back to any version (a new save, never a
 * rewrite).
 */
export function HistoryPage({
  file,
  address,
  versions,
  error,
  ok,
}: {
  file: string;
  address: string | undefined;
  versions: Version[];
  error?: string;
  ok?: string;
}) {
  return (
    <>
      <Notice error={error} ok={ok} />
      <p className="meta">
        {file}
        {address && (
          <>
            {' · '}
            <a href={`${address}?edit`}>Open the page</a>
          </>
        )}
      </p>
      {versions.length === 0 && <p className="card">No change to this page has been saved here yet.</p>}
      <ol className="list" reversed>
        {versions.map(({ commit, changes }, i) => (
          <li key={commit.hash} className="card">
            <p>
              <strong>{commit.message}</strong>
            </p>
            <p className="meta">{`${commit.author.name} · ${when(commit.at)}`}</p>
            <ChangeList changes={changes} />
            {i > 0 && (
              <form method="post" action="/_admin/history/restore" className="row">
                <input type="hidden" name="file" value={file} />
                <input type="hidden" name="commit" value={commit.hash} />
                <button type="submit" className="secondary">
                  Restore this version
                </button>
                <span className="meta">
                  The page goes back to how it was after this change, as a new save: nothing in this history is lost.
                </span>
              </form>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The pages changed lately, each to its history. */
export function HistoryIndex({
  files,
  name,
  error,
}: {
  files: string[];
  name: (file: string) => string;
  error?: string | undefined;
}) {
  return (
    <>
      <Notice error={error} />
      <ul className="list card">
        {files.map((file) => (
          <li key={file}>
            <a href={`/_admin/history?file=${encodeURIComponent(file)}`}>{name(file)}</a>{' '}
            <span className="meta">{file}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
