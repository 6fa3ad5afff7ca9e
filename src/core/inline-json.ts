/**
 * JSON to put inside <script type="application/json">. With every "<" written as \u003c, no text in it can close the
 * element (</script>) or open a comment (<!--) that would change where the HTML parser ends it; JSON.parse reads the
 * same data back. U+2028 and U+2029 need nothing: the block is read by JSON.parse, which takes them, never run as code.
 */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
