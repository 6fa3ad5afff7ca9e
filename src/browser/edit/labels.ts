import type { DataPath } from '../../core/edit-protocol.ts';

/** "Block 3 (faq)": blocks counted from 1, as validate counts them. */
export const blockLabel = (index: number, type: string) => `Block ${index + 1} (${type})`;

/** A field of a block in words: ['blocks', 2, 'items', 0, 'answer'] reads "items 1 answer". */
export const fieldLabel = (path: DataPath) =>
  path
    .slice(2)
    .map((key) => (typeof key === 'number' ? String(key + 1) : key))
    .join(' ');

/** What an edit of a block's field is called in the undo list and the status line. */
export const editLabel = (index: number, type: string, path: DataPath) => `${blockLabel(index, type)} ${fieldLabel(path)}`;
