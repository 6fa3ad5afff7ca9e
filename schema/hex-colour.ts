/**
 * A colour as # and six hexadecimal digits: the form the brand's colours are written in, and the one the page editor
 * offers the browser's colour picker for. Apart from the brand's schema, so the editor reads it without loading zod.
 */
export const hexColour = /^#[0-9a-fA-F]{6}$/;
