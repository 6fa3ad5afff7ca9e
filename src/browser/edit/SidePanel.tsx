import { memo, useId, useState } from 'react';
import { blockTypes } from '../../blocks/index.ts';
import type { Edit, EditProblem } from '../../core/edit-protocol.ts';
import { useSiteData } from '../render/site-store.ts';
import { blockJsonSchema } from './block-json-schema.ts';
import { GroupFields } from './BlockFields.tsx';
import { BrandFields } from './BrandFields.tsx';
import { openInEditor } from './endpoint.ts';
import { editorSettings } from './editor-settings.ts';
import { ServerLinks } from './ServerLinks.tsx';
import { FieldScopeContext } from './field-save.ts';
import { blockLabel, editLabel } from './labels.ts';
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

/**
 * The selected block's fields from its schema (or the site's brand), its place on the page, new blocks, undo and redo.
 * Memoised: the pointer moving over the page, or a text's box opening and closing, does not render the panel again.
 */
export const SidePanel = memo(function SidePanel({ editor, selected, onSelect, brand, onBrand, onClose, sheetOpen, onSheet }: SidePanelProps) {
  const { source, apply } = editor;
  // Undo, redo and the status line are the file's being edited: the page's, or the site file's while the brand is open.
  const { undo, redo, undoLabel, redoLabel, status } = brand ?? editor;
  const { routes = [] } = useSiteData();
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const [newType, setNewType] = useState<string>(blockTypes.find((t) => t !== 'hero') ?? blockTypes[0]!);
  const headingId = useId();
  const block = selected === undefined ? undefined : source.blocks[selected];
  const count = source.blocks.length;

  /** A change to the list of blocks; on success the selection follows the block to `next`. */
  const change = async (edit: Edit, label: string, next: number | undefined) => {
    const refused = await apply(edit, label);
    setProblems(refused);
    if (!refused.length) onSelect(next);
  };
  const at = selected ?? count - 1;

  return (
    <aside id="page-editor-panel" tabIndex={-1} className={`pe-panel${sheetOpen ? '' : ' pe-sheet-closed'}`} aria-labelledby={headingId} data-hash={source.hash}>
      <div className="pe-panel-head">
        <div className="pe-title-row">
          <h2 id={headingId}>Page editor</h2>
          <button type="button" className="pe-button pe-sheet-toggle" aria-expanded={sheetOpen} aria-controls={`${headingId}-body`} onClick={() => onSheet(!sheetOpen)}>
            {sheetOpen ? 'Hide panel' : 'Show panel'}
          </button>
        </div>
        <p className="pe-file">{source.file}</p>
        <div className="pe-row">
          <button type="button" className="pe-button" disabled={!undoLabel} aria-keyshortcuts="Control+Z" title={undoLabel && `Undo: ${undoLabel} (Ctrl+Z)${editorSettings.undoIsCommit ? ', saved as a new version: the page’s history keeps both' : ''}`} onClick={() => void undo()}>
            Undo
          </button>
          <button type="button" className="pe-button" disabled={!redoLabel} aria-keyshortcuts="Control+Shift+Z" title={redoLabel && `Redo: ${redoLabel} (Ctrl+Shift+Z)`} onClick={() => void redo()}>
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
      </div>

      <div id={`${headingId}-body`} className="pe-panel-body">
        {block === undefined && !brand && (
          <p className="pe-hint-box">
            <strong>Click any text to change it</strong>, or press Tab to reach the texts and Enter to edit one. Choose a block below for its other fields: numbers, links, pictures, lists.
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
              <option key={i} value={i}>{`${i + 1}. ${b.type} (line ${b.line})`}</option>
            ))}
          </select>
        </div>

        {brand && <BrandFields editor={brand} routes={routes} />}

        {block && selected !== undefined && (
          <section className="pe-block" aria-label={blockLabel(selected, block.type)}>
            <div className="pe-row">
              <button type="button" className="pe-button" disabled={selected === 0} onClick={() => void change({ kind: 'move', path: ['blocks', selected], by: -1 }, `Move ${blockLabel(selected, block.type)} up`, selected - 1)}>
                Move up
              </button>
              <button type="button" className="pe-button" disabled={selected === count - 1} onClick={() => void change({ kind: 'move', path: ['blocks', selected], by: 1 }, `Move ${blockLabel(selected, block.type)} down`, selected + 1)}>
                Move down
              </button>
              <button type="button" className="pe-button" onClick={() => void change({ kind: 'remove', path: ['blocks', selected] }, `Remove ${blockLabel(selected, block.type)}`, undefined)}>
                Remove
              </button>
              {editorSettings.opensFiles && (
                <button type="button" className="pe-button" onClick={() => openInEditor(source.absolute, block.line, block.col)}>
                  Open in editor
                </button>
              )}
            </div>
            <FieldScopeContext value={{ apply, hash: source.hash, label: (path) => editLabel(selected, block.type, path), routes }}>
              <GroupFields key={selected} name={block.type} node={blockJsonSchema(block.type) ?? {}} value={block.data} path={['blocks', selected]} required />
            </FieldScopeContext>
          </section>
        )}

        <div className="pe-add">
          <div className="pe-field">
            <label htmlFor={`${headingId}-new`}>New block</label>
            <select id={`${headingId}-new`} className="pe-input" value={newType} onChange={(e) => setNewType(e.target.value)}>
              {blockTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="pe-button" onClick={() => void change({ kind: 'add-block', index: at + 1, type: newType }, `Add a ${newType} block`, at + 1)}>
            {`Add below block ${at + 1}`}
          </button>
        </div>
        <ProblemNote problems={problems} onReload={() => window.location.reload()} />
      </div>
    </aside>
  );
});
