import type { Change } from './changes.ts';

const shown = (value: unknown) => (typeof value === 'string' ? `“${value}”` : JSON.stringify(value));

/** Changes in words: where, then the words taken out (struck through) and put in, or the value before and after. */
export function ChangeList({ changes }: { changes: Change[] }) {
  if (!changes.length) return <p className="meta">No change in what the page shows (only spacing or comments).</p>;
  return (
    <ul className="list">
      {changes.map((change, i) => (
        <li key={i}>
          <strong>{change.where}</strong>
          {': '}
          {change.words ? (
            change.words.map((part, j) =>
              part.change === 'removed' ? (
                <del key={j}>{part.text}</del>
              ) : part.change === 'added' ? (
                <ins key={j}>{part.text}</ins>
              ) : (
                <span key={j}>{part.text}</span>
              ),
            )
          ) : change.before === undefined ? (
            <>
              added <ins>{shown(change.after)}</ins>
            </>
          ) : change.after === undefined ? (
            <>
              removed <del>{shown(change.before)}</del>
            </>
          ) : (
            <>
              <del>{shown(change.before)}</del> → <ins>{shown(change.after)}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
