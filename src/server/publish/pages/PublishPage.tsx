import type { Commit } from '../../git/site-repository.ts';
import type { Conflict } from '../../git/merge.ts';
import { changesBetween } from '../../history/changes.ts';
import { ChangeList } from '../../history/ChangeList.tsx';
import { pageName } from '../../drafts/commit-message.ts';
import type { PublishRecord } from '../publish-tables.ts';
import type { Published } from '../publisher.ts';

const when = (at: number) => new Date(at).toUTCString().replace(/:\d\d GMT$/, ' UTC');

interface PublishPageProps {
  waiting: Array<Commit & { files: string[] }>;
  last: PublishRecord[];
  /** The publish just made, when the page shows its result. */
  done: PublishRecord | undefined;
  everySave: boolean;
  remote: string | undefined;
}

/** Both texts of a file changed here and on the remote, in words: which one the site keeps, and where the other is. */
function Conflicts({ conflicts, remote }: { conflicts: Conflict[]; remote: string | undefined }) {
  return (
    <section className="notice error" aria-labelledby="conflicts">
      <h2 id="conflicts">The same text was changed in two places</h2>
      <p>
        {`The copy on ${remote ?? 'the other branch'} and this site changed the same words. The site keeps this ` +
          `site's words; the other words are kept in each page's history (Restore this version brings them back).`}
      </p>
      {conflicts.map((conflict) => (
        <div key={conflict.file}>
          <h3>{`${pageName(conflict.file)} (${conflict.file})`}</h3>
          <p className="meta">
            {`From the other words to the ones kept (the other version ` +
              `is commit ${conflict.theirsCommit.slice(0, 10)}):`}
          </p>
          <ChangeList changes={changesBetween(conflict.theirs, conflict.ours)} />
          <p>
            <a href={`/_admin/history?file=${encodeURIComponent(conflict.file)}`}>History of this page</a>
          </p>
        </div>
      ))}
    </section>
  );
}

/**
 * The owner's publishing page: what is waiting, the button, the last publishes, and whether every save is published.
 */
/** "Published: visitors get it now (2 changed files, 1.4 s), and sent to origin." */
function publishedNote(result: Published, remote: string | undefined): string {
  const files = `${result.files.length} changed file${result.files.length === 1 ? '' : 's'}`;
  const sent = result.pushed === true ? `, and sent to ${remote}` : '';
  return `Published: visitors get it now (${files}, ${(result.ms / 1000).toFixed(1)} s)${sent}.`;
}

export function PublishPage({ waiting, last, done, everySave, remote }: PublishPageProps) {
  const result = done?.result;
  return (
    <>
      {result?.ok && (
        <p className="notice ok" role="status">
          {publishedNote(result, remote)}
        </p>
      )}
      {result && !result.ok && (
        <p className="notice error" role="alert">
          {`Not published: ${result.problem}`}
        </p>
      )}
      {result?.pushed && result.pushed !== true && <p className="notice error">{result.pushed}</p>}
      {result && result.conflicts.length > 0 && <Conflicts conflicts={result.conflicts} remote={remote} />}
      <section className="card" aria-labelledby="waiting">
        <h2 id="waiting">
          {waiting.length ? `Saved, not published yet (${waiting.length})` : 'Everything saved is published'}
        </h2>
        {waiting.length > 0 && (
          <ul className="list">
            {waiting.map((commit) => (
              <li key={commit.hash}>
                <strong>{commit.message}</strong>{' '}
                <span className="meta">{`${commit.author.name} · ${when(commit.at)}`}</span>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action="/_admin/publish" className="row">
          <button type="submit">Publish now</button>
          <span className="meta">Visitors get every saved change in a second or two, all at once.</span>
        </form>
      </section>
      <section className="card" aria-labelledby="mode">
        <h2 id="mode">Drafts</h2>
        <form method="post" action="/_admin/publish/settings" className="stack">
          <label className="check">
            <input type="checkbox" name="everySave" value="yes" defaultChecked={everySave} />
            Every save is published (no drafts: visitors get each change as soon as it is saved)
          </label>
          <button type="submit" className="secondary">
            Save this choice
          </button>
        </form>
        <p className="meta">
          {remote
            ? `After each publish, the site is also sent to ${remote}, and its changes are taken first.`
            : 'No git remote is set up (GIT_REMOTE): the site is kept on this server only.'}
        </p>
      </section>
      {last.length > 0 && (
        <section className="card" aria-labelledby="last">
          <h2 id="last">Last publishes</h2>
          <ul className="list">
            {last.map((p) => (
              <li key={p.id}>
                {`${when(p.at)} · ${p.by ?? 'someone since removed'} · ` +
                  `${p.result.ok ? `${p.result.files.length} changed files` : 'not published'}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
