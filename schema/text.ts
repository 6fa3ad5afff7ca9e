import { z } from 'zod';

/**
 * Control characters nobody types on purpose: they come with a paste, show as nothing or as boxes, and bidi overrides
 * make text read in another order than it is written. (Tabs, line breaks and the ordinary direction marks stay.)
 */
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** Text without spaces around it or invisible characters; add the shortest length it may have. */
export const plainText = z
  .string()
  .trim()
  .refine((value) => !invisible.test(value), {
    message: 'it contains an invisible control character (often pasted in with the text), which would show as a box or reorder the text.',
    params: { title: 'Invisible character in text', code: 'control-character', hint: 'Retype the text around it, or delete and re-enter the line.' },
  });

/** Text a visitor reads. Spaces around it are dropped, so a blank value counts as empty and is refused. */
export const text = plainText
  .min(1)
  // Editors flag blank text as it is typed: at least one character that is not a space.
  .meta({ pattern: '\\S' });
