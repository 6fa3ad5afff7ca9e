// Where each part of a block lives: one folder per block type, src/blocks/<type>/, its files named after the type.

/** The component of a block type: "contact-form" is ContactForm. */
export const componentName = (type: string) =>
  type.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** The name its schema is exported under: "contact-form" is contactFormBlock. */
export const schemaName = (type: string) => `${componentName(type).replace(/^./, (c) => c.toLowerCase())}Block`;

/** Its key handling, when it has one (keys.ts): "contact-form" exports contactFormKeys. */
export const keysName = (type: string) => `${schemaName(type).replace(/Block$/, '')}Keys`;

/** Its structured data, when it has any (structured-data.ts): "contact-form" exports contactFormStructuredData. */
export const structuredDataName = (type: string) => `${schemaName(type).replace(/Block$/, '')}StructuredData`;

export const blockFolder = (type: string) => `src/blocks/${type}`;
export const schemaFile = (type: string) => `${blockFolder(type)}/schema.ts`;
export const exampleFile = (type: string) => `${blockFolder(type)}/example.yaml`;
export const componentFile = (type: string) => `${blockFolder(type)}/${componentName(type)}.tsx`;
export const keysFile = (type: string) => `${blockFolder(type)}/keys.ts`;
export const structuredDataFile = (type: string) => `${blockFolder(type)}/structured-data.ts`;
