import { z } from 'zod';
import { fieldKinds } from './kinds.ts';

/**
 * Control characters nobody types on purpose: they come with a paste, show as nothing or as boxes, and bidi overrides
 * make text read in another order than it is written. (Tabs, line breaks and the ordinary direction marks stay.)
 */
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/**
 * A character that draws something: not a space, and not one of the characters Unicode says show nothing (zero-width
 * spaces and joiners, direction marks, soft hyphens, …). A text of those alone reads as blank and draws a blank card.
 */
const shows = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/** Text shown as written, spaces included (the " per year" after a figure); {placeholders} in it are filled in. */
export const shownText = z.string().register(fieldKinds, { kind: 'text' });

/** Text without spaces around it or invisible characters; add the shortest length it may have. */
export const plainText = shownText
  .trim()
  .refine((value) => !invisible.test(value), {
    message: 'invisible-character',
    params: { code: 'invisible-character' },
  })
  .refine((value) => value === '' || shows.test(value), {
    message: 'shows-nothing',
    params: { code: 'shows-nothing' },
  });

/** Text a visitor reads. Spaces around it are dropped, so a blank value counts as empty and is refused. */
export const text = plainText
  .min(1)
  // Editors flag blank text as it is typed: at least one character that is not a space.
  .meta({ pattern: '\\S', patternErrorMessage: 'Write some text here: it is empty or only spaces.' });
