import type { EditProblem } from '../../core/edit-protocol.ts';

/** Why a save was refused, as `npm run validate` says it: title, file:line:col, what happened and what to do. */
export function ProblemNote({
  id,
  problems,
  onReload,
}: {
  id?: string;
  problems: EditProblem[];
  onReload?: () => void;
}) {
  if (!problems.length) return null;
  const changed = problems.some((p) => p.code === 'changed-on-disk');
  return (
    <div id={id} role="alert" className="pe-problem">
      {problems.map((p, i) => (
        <div key={i}>
          <strong>{p.title}</strong>
          {p.file && <span className="pe-where"> {`${p.file}:${p.line}:${p.col}`}</span>}
          {p.also?.map((place, j) => (
            <span
              key={j}
              className="pe-where pe-also"
            >{`${place.what}: ${place.file}:${place.line}:${place.col}`}</span>
          ))}
          <p>{p.message}</p>
          {p.hint && <p className="pe-hint">{p.hint}</p>}
        </div>
      ))}
      {changed && onReload && (
        <button type="button" className="pe-button" onClick={onReload}>
          Reload the page
        </button>
      )}
    </div>
  );
}
