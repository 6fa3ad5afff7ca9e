import { z } from 'zod';

/** Text a visitor reads. Spaces around it are dropped, so a blank value counts as empty and is refused. */
export const text = z
  .string()
  .trim()
  .min(1)
  // Editors flag blank text as it is typed: at least one character that is not a space.
  .meta({ pattern: '\\S' });
