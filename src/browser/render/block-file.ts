/** The source file of a block type's component: "contact-form" is src/browser/blocks/ContactForm.tsx. */
export function blockFile(type: string): string {
  const name = type.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());
  return `src/browser/blocks/${name}.tsx`;
}
