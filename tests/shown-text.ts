/** Whether a page-data string under this key is shown as text; kinds, links, styles, a calculator's input ids and formulas are not. */
export const isShownText = (key: PropertyKey | undefined) => !['type', 'href', 'style', 'tone', 'icon', 'id', 'formula'].includes(String(key));
