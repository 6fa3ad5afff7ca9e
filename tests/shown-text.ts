/**
 * Whether a page-data string under this key is shown as text; kinds, links, styles, urgency levels, a calculator's
 * input ids and formulas are not, nor a picture's file and alt text (an attribute, read out instead of the picture).
 */
export const isShownText = (key: PropertyKey | undefined) => !['type', 'href', 'style', 'tone', 'urgency', 'icon', 'id', 'formula', 'src', 'alt'].includes(String(key));
