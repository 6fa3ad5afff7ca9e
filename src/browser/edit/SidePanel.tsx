import { memo, useCallback, useId, useState } from 'react';
import type { Edit, EditProblem } from '../../core/edit-protocol.ts';
import { useSiteData } from '../../ui/site-store.ts';
import { BlockSection } from './BlockSection.tsx';
import { BrandFields } from './BrandFields.tsx';
import { editorSettings } from './editor-settings.ts';
import { ServerLinks } from './ServerLinks.tsx';
import { redo, undo, useSession } from './edit-session.ts';
import { blockTitle } from './labels.ts';
import { NewBlock } from './NewBlock.tsx';
import { PageProblems } from './PageProblems.tsx';
import { ProblemNote } from './ProblemNote.tsx';
import type { Editor } from './use-editor.ts';

interface SidePanelProps {
  editor: Editor & { source: NonNullable<Editor['source']> };
  selected: number | undefined;
  onSelect: (index: number | undefined) => void;
  /** The site file's editor while the site's brand is chosen instead of a block. */
  brand: Editor | undefined;
  onBrand: (open: boolean) => void;
  onClose: () => void;
  /** Below the desktop width the panel is a sheet at the bottom of the window, opened and closed by its head. */
  sheetOpen: boolean;
  onSheet: (open: boolean) => void;
}

/** On a page made from data: what a change here changes. */
function MadeFromNote({ source }: { source: NonNullable<Editor['source']> }) {
  if (!source.made) return null;
  const data = source.made.files.map((f) => f.file).join(' and ') || 'the list under data: in that file';
  return (
    <p className="pe-hint-box">
      {`This page is one of ${source.made.pages} made from ${source.file}, each with its own entry of ${data}. `}
      <strong>{`A change to a block changes all ${source.made.pages} pages;`}</strong>
      {' a click on words an entry fills in (a town’s name) changes that entry alone.'}
    </p>
  );
}

/**
 * Undo and Redo, named for what they would do, Leave edit mode, and the status line: the tab's session, whatever is
 * chosen in the panel. On their own, so that a status that changes (Saving…, Saved) renders them alone.
 */
function SessionControls({ onClose }: { onClose: () => void }) {
  const { undoLabel, redoLabel, status } = useSession();
  return (
    <>
      <div className="pe-row">
        <button
          type="button"
          className="pe-button"
          disabled={!undoLabel}
          aria-label={undoLabel ? `Undo: ${undoLabel}` : 'Undo'}
          aria-keyshortcuts="Control+Z"
          title={
            undoLabel
              ? `Undo: ${undoLabel} (Ctrl+Z)${
                  editorSettings.undoIsCommit ? ', saved as a new version: the page’s history keeps both' : ''
                }`
              : 'Nothing to undo'
          }
          onClick={() => void undo()}
        >
          Undo
        </button>
        <button
          type="button"
          className="pe-button"
          disabled={!redoLabel}
          aria-label={redoLabel ? `Redo: ${redoLabel}` : 'Redo'}
          aria-keyshortcuts="Control+Shift+Z"
          title={redoLabel ? `Redo: ${redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}
          onClick={() => void redo()}
        >
          Redo
        </button>
        <button type="button" className="pe-button" onClick={onClose}>
          Leave edit mode
        </button>
      </div>
      {editorSettings.onServer && <ServerLinks />}
      <p role="status" className="pe-status">
        {status}
      </p>
    </>
  );
}

/**
 * The selected block's fields from its schema (or the site's brand), its place on the page, new blocks, and the tab's
 * undo and redo (whatever they change: a text, a block, the brand, a picture). Memoised: the pointer moving over the
 * page, or a text's box opening and closing, does not render the panel again.
 */
export const SidePanel = memo(function SidePanel({
  editor,
  selected,
  onSelect,
  brand,
  onBrand,
  onClose,
  sheetOpen,
  onSheet,
}: SidePanelProps) {
  const { source, apply } = editor;
  const { routes = [] } = useSiteData();
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const headingId = useId();
  const block = selected === undefined ? undefined : source.blocks[selected];

  /** A change to the list of blocks; on success the selection follows the block to `next`. */
  const change = useCallback(
    async (edit: Edit, label: string, next: number | undefined) => {
      const refused = await apply(edit, label);
      setProblems(refused);
      if (!refused.length) onSelect(next);
    },
    [apply, onSelect],
  );
  const at = selected ?? source.blocks.length - 1;

  return (
    <aside
      id="page-editor-panel"
      tabIndex={-1}
      className={`pe-panel${sheetOpen ? '' : ' pe-sheet-closed'}`}
      aria-labelledby={headingId}
      data-hash={source.hash}
    >
      <div className="pe-panel-head">
        <div className="pe-title-row">
          <h2 id={headingId}>Page editor</h2>
          <button
            type="button"
            className="pe-button pe-sheet-toggle"
            aria-expanded={sheetOpen}
            aria-controls={`${headingId}-body`}
            onClick={() => onSheet(!sheetOpen)}
          >
            {sheetOpen ? 'Hide panel' : 'Show panel'}
          </button>
        </div>
        <p className="pe-file">{source.file}</p>
        <SessionControls onClose={onClose} />
      </div>

      <div id={`${headingId}-body`} className="pe-panel-body">
        <PageProblems source={source} />
        {source.blocks.length > 0 && (
          <>
            <MadeFromNote source={source} />
            {block === undefined && !brand && (
              <p className="pe-hint-box">
                <strong>Click any text to change it</strong>, or press Tab to reach the texts and Enter to edit one.
                Choose a block below for its other fields: numbers, links, pictures, lists.
              </p>
            )}
            <div className="pe-field">
              <label htmlFor={`${headingId}-block`}>Block</label>
              <select
                id={`${headingId}-block`}
                className="pe-input"
                value={brand ? 'brand' : (selected ?? '')}
                onChange={(e) => {
                  onBrand(e.target.value === 'brand');
                  onSelect(e.target.value === '' || e.target.value === 'brand' ? undefined : Number(e.target.value));
                }}
              >
                <option value="">Choose a block</option>
                {editorSettings.mayEditBrand && <option value="brand">Site brand: colours, logo, font</option>}
                {source.blocks.map((b, i) => (
                  <option key={i} value={i}>{`${i + 1}. ${blockTitle(b.type)}`}</option>
                ))}
              </select>
            </div>

            {brand && <BrandFields editor={brand} routes={routes} />}

            {block && selected !== undefined && (
              <BlockSection editor={editor} index={selected} routes={routes} change={change} />
            )}
            <NewBlock at={at} change={change} />
          </>
        )}
        <ProblemNote problems={problems} onReload={() => window.location.reload()} />
      </div>
    </aside>
  );
});
