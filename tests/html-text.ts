/**
 * The text of prerendered HTML as a visitor reads it: each tag a space, the characters React escapes decoded (`&amp;`
 * last, so an escaped entity stays as written), runs of white space as one.
 */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
