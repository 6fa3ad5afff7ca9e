import { memo } from 'react';
import type { PageSource } from '../../core/edit-protocol.ts';
import { openInEditor, useHost } from './host.ts';
import { blockLabel, blockTitle } from './labels.ts';
import { useBlockBoxes } from './use-block-boxes.ts';

/**
 * An outline around each block with its name and file:line, a button to edit its fields and, where the host allows, one
 * to open the file there.
 */
export const BlockOutlines = memo(function BlockOutlines({
  source,
  selected,
  onSelect,
}: {
  source: PageSource;
  selected: number | undefined;
  onSelect: (index: number) => void;
}) {
  const boxes = useBlockBoxes();
  const { openInEditor: codeEditor } = useHost();
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
                {blockTitle(block.type)}
                <span className="pe-tag-where"> · {where}</span>
              </span>
              <button
                type="button"
                className="pe-tag-button"
                aria-label={`Edit ${blockLabel(index, block.type)}`}
                aria-pressed={index === selected}
                onClick={() => onSelect(index)}
              >
                Edit
              </button>
              {codeEditor && (
                <button
                  type="button"
                  className="pe-tag-button"
                  aria-label={`Open in editor: ${where}`}
                  title={`Open ${where} in ${codeEditor}`}
                  onClick={() => void openInEditor(source.file, block.line, block.col)}
                >
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
