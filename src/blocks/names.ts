// Where each part of a block lives: one folder per block type, src/blocks/<type>/, its files named after the type.

/** The component of a block type: "contact-form" is ContactForm. */
export const componentName = (type: string) => type.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** The name its schema is exported under: "contact-form" is contactFormBlock. */
export const schemaName = (type: string) => `${componentName(type).replace(/^./, (c) => c.toLowerCase())}Block`;

export const blockFolder = (type: string) => `src/blocks/${type}`;
export const schemaFile = (type: string) => `${blockFolder(type)}/schema.ts`;
export const exampleFile = (type: string) => `${blockFolder(type)}/example.yaml`;
export const componentFile = (type: string) => `${blockFolder(type)}/${componentName(type)}.tsx`;
