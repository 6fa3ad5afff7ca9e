import type { Edit } from '../../core/edit-protocol.ts';
import { blockJsonSchema } from './block-json-schema.ts';
import { GroupFields } from './BlockFields.tsx';
import { FieldScopeContext } from './field-save.ts';
import { openInEditor, useHost } from './host.ts';
import { blockLabel, editLabel } from './labels.ts';
import type { Editor } from './use-editor.ts';

/** A change to the list of blocks, named for the undo list; on success the selection follows the block to `next`. */
export type BlockChange = (edit: Edit, label: string, next: number | undefined) => Promise<void>;

interface BlockSectionProps {
  editor: Editor & { source: NonNullable<Editor['source']> };
  index: number;
  routes: string[];
  change: BlockChange;
}

/**
 * The selected block in the side panel: move it, remove it, open its file where the host allows, and its fields from
 * its schema.
 */
export function BlockSection({ editor: { source, apply }, index, routes, change }: BlockSectionProps) {
  const { openInEditor: codeEditor } = useHost();
  const block = source.blocks[index]!;
  const name = blockLabel(index, block.type);
  return (
    <section className="pe-block" aria-label={name}>
      <div className="pe-row">
        <button
          type="button"
          className="pe-button"
          disabled={index === 0}
          onClick={() => void change({ kind: 'move', path: ['blocks', index], by: -1 }, `Move ${name} up`, index - 1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="pe-button"
          disabled={index === source.blocks.length - 1}
          onClick={() => void change({ kind: 'move', path: ['blocks', index], by: 1 }, `Move ${name} down`, index + 1)}
        >
          Move down
        </button>
        <button
          type="button"
          className="pe-button"
          onClick={() => void change({ kind: 'remove', path: ['blocks', index] }, `Remove ${name}`, undefined)}
        >
          Remove
        </button>
        {codeEditor && (
          <button
            type="button"
            className="pe-button"
            title={`Open ${source.file}:${block.line} in ${codeEditor}`}
            onClick={() => void openInEditor(source.file, block.line, block.col)}
          >
            Open in editor
          </button>
        )}
      </div>
      <FieldScopeContext
        value={{ apply, hash: source.hash, label: (path) => editLabel(index, block.type, path), routes }}
      >
        <GroupFields
          key={index}
          name={block.type}
          node={blockJsonSchema(block.type) ?? {}}
          value={block.data}
          path={['blocks', index]}
          required
        />
      </FieldScopeContext>
    </section>
  );
}
