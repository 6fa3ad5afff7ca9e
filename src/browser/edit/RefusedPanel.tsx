import { useId } from 'react';
import type { EditProblem } from '../../core/edit-protocol.ts';
import { ProblemNote } from './ProblemNote.tsx';

/** The side panel in edit mode on a page that cannot be edited here: why, and which file to open instead. */
export function RefusedPanel({ problems, onClose }: { problems: EditProblem[]; onClose: () => void }) {
  const headingId = useId();
  return (
    <aside className="pe-panel" aria-labelledby={headingId}>
      <div className="pe-panel-head">
        <h2 id={headingId}>Page editor</h2>
        <div className="pe-row">
          <button type="button" className="pe-button" onClick={onClose}>
            Leave edit mode
          </button>
        </div>
      </div>
      <ProblemNote problems={problems} />
    </aside>
  );
}
