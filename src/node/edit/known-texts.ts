import { hashOf } from './page-source.ts';

/** How many texts are kept for undo and redo: a long session of edits, a few MB at most. */
const limit = 500;

/**
 * The texts of page files the endpoint has read or written, by file and hash: undo and redo go back to one of them,
 * never to a text sent by the browser.
 */
export class KnownTexts {
  private readonly texts = new Map<string, string>();

  add(file: string, text: string): void {
    const key = `${file}\0${hashOf(text)}`;
    this.texts.delete(key);
    this.texts.set(key, text);
    if (this.texts.size > limit) this.texts.delete(this.texts.keys().next().value!);
  }

  get(file: string, hash: string): string | undefined {
    return this.texts.get(`${file}\0${hash}`);
  }
}
