import { memo } from 'react';
import type { PageSource } from '../../core/edit-protocol.ts';
import { openInEditor } from './endpoint.ts';
import { editorSettings } from './editor-settings.ts';
import { blockLabel } from './labels.ts';
import { useBlockBoxes } from './use-block-boxes.ts';

/** An outline around each block with its type and file:line, a button to edit its fields and one to open the file there. */
export const BlockOutlines = memo(function BlockOutlines({ source, selected, onSelect }: { source: PageSource; selected: number | undefined; onSelect: (index: number) => void }) {
  const boxes = useBlockBoxes();
  return (
    <>
      {boxes.map(({ index, ...box }) => {
        const block = source.blocks[index];
        if (!block) return null;
        const where = `${source.file}:${block.line}`;
        return (
          <div key={index} className={`pe-outline${index === selected ? ' pe-outline-selected' : ''}`} style={box}>
            <div className="pe-tag">
              <span>
                {block.type}
                <span className="pe-tag-where"> · {where}</span>
              </span>
              <button type="button" className="pe-tag-button" aria-label={`Edit ${blockLabel(index, block.type)}`} aria-pressed={index === selected} onClick={() => onSelect(index)}>
                Edit
              </button>
              {editorSettings.opensFiles && (
                <button type="button" className="pe-tag-button" aria-label={`Open in editor: ${where}`} onClick={() => openInEditor(source.absolute, block.line, block.col)}>
                  Open in editor
                </button>
              )}
            </div>
          </div>
        );
      })}
    </>
  );
});
