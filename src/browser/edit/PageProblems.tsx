import { useId } from 'react';
import type { PageSource } from '../../core/edit-protocol.ts';
import { openInEditor, useHost } from './host.ts';

/**
 * The page file's mistakes, at the top of the panel: what and where, the lines around it, and what to do. A file that
 * cannot be read has nothing else to edit until it is fixed in a code editor; the panel comes back by itself then.
 */
export function PageProblems({ source }: { source: PageSource }) {
  const { openInEditor: codeEditor } = useHost();
  const headingId = useId();
  if (!source.problems.length) return null;
  const unreadable = source.blocks.length === 0;
  // Past a syntax error the reader often stumbles on the lines after it: the first one is the mistake to fix.
  const shown = unreadable ? source.problems.slice(0, 1) : source.problems;
  const more = source.problems.length - shown.length;
  return (
    <section className="pe-problem pe-page-problems" aria-labelledby={headingId}>
      <h3 id={headingId}>{unreadable ? `${source.file} cannot be read` : `${source.file} has a mistake`}</h3>
      <p>
        {unreadable
          ? 'The page editor cannot show its blocks until this is fixed ' +
            'in the file; the page shows its last version that worked.'
          : 'The page shows its last version that worked until this is fixed; you can still change its texts here.'}
      </p>
      {shown.map((p, i) => (
        <div key={i} className="pe-page-problem">
          <strong>{p.title}</strong> <span className="pe-where">{`line ${p.line}, column ${p.col}`}</span>
          <p>{p.message}</p>
          {p.excerpt && (
            <pre className="pe-excerpt" aria-label={`Line ${p.line} and the lines around it`}>
              {p.excerpt
                .map((l) => `${l.line === p.line ? '>' : ' '} ${String(l.line).padStart(3)} | ${l.text}`)
                .join('\n')}
            </pre>
          )}
          {p.hint && <p className="pe-hint">{p.hint}</p>}
          {codeEditor && (
            <button
              type="button"
              className="pe-button"
              onClick={() => void openInEditor(p.file || source.file, p.line, p.col)}
            >
              {`Open ${source.file} at line ${p.line}`}
            </button>
          )}
        </div>
      ))}
      {more > 0 && (
        <p>
          {`Fix this line first: the ${more} other ${more === 1 ? 'problem' : 'problems'} ` +
            `npm run validate finds after it often come from it.`}
        </p>
      )}
    </section>
  );
}
