import type { z } from 'zod';
import { block } from './index.ts';
import { dataPageSchemaOf } from '../../schema/data-page.ts';
import { pageSchemaOf } from '../../schema/page.ts';

/** A page of this site: a YAML file under pages/, with the blocks of src/blocks/. */
export const pageSchema = pageSchemaOf(block);
export type Page = z.infer<typeof pageSchema>;

/** A page made from data, pages/plumber-in/[town].yaml: one page per entry. */
export const dataPageSchema = dataPageSchemaOf(block);
export type DataPage = z.infer<typeof dataPageSchema>;
