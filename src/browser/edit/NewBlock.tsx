import { memo, useId, useState } from 'react';
import type { BlockChange } from './BlockSection.tsx';
import { blockDescription, blockTitle } from './labels.ts';
import { currentSetup } from './setup.ts';

/**
 * A new block below block `at` (counted from 0): its type chosen by name, with what it is for, made from its example.
 * Memoised: its list of every type renders only when `at` changes.
 */
export const NewBlock = memo(function NewBlock({ at, change }: { at: number; change: BlockChange }) {
  const id = useId();
  // The types in the order of their folders, as the setup (which the panel waits for) lists them.
  const blockTypes = currentSetup()?.blocks.map((b) => b.type) ?? [];
  const [type, setType] = useState<string>(blockTypes.find((t) => t !== 'hero') ?? blockTypes[0]!);
  return (
    <div className="pe-add">
      <div className="pe-field">
        <label htmlFor={id}>New block</label>
        <select
          id={id}
          className="pe-input"
          value={type}
          aria-describedby={`${id}-help`}
          onChange={(e) => setType(e.target.value)}
        >
          {blockTypes.map((t) => (
            <option key={t} value={t}>
              {blockTitle(t)}
            </option>
          ))}
        </select>
        <p id={`${id}-help`} className="pe-help">
          {blockDescription(type)}
        </p>
      </div>
      <button
        type="button"
        className="pe-button"
        onClick={() =>
          void change({ kind: 'add-block', index: at + 1, type }, `Add a block: ${blockTitle(type)}`, at + 1)
        }
      >
        {`Add below block ${at + 1}`}
      </button>
    </div>
  );
});
