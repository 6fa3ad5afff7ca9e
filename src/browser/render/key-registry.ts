// Generated from the folders of src/blocks/ by `npm run gen`.
// Do not edit: add or change a block's folder, then run npm run gen.
// Each block type's key handling (its folder's keys.ts), which the entry runs for every key press of the page.
import { calculatorKeys } from '../../blocks/calculator/keys.ts';
import { faqKeys } from '../../blocks/faq/keys.ts';

/**
 * Handles a key press aimed at `target` inside a block of its type: true when it did (the browser's own is then
 * prevented).
 */
export type BlockKeys = (event: KeyboardEvent, target: HTMLElement) => boolean;

export const blockKeys: readonly BlockKeys[] = [calculatorKeys, faqKeys];
