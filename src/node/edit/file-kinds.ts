import { siteSchema } from '../../../schema/site.ts';
import { dataEntries, isDataFileName } from '../../../schema/data-page.ts';
import { dataPageSchema, pageSchema } from '../../blocks/page-schemas.ts';
import { isWrittenPage, notFoundFile, paramsOf, routeOf, siteFile } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';

/**
 * What the editor asks for a file by: a written page's key (its route, or the not-found page's key); the site file's
 * own name (the side panel's brand).
 */
export const keyOf = (file: string) =>
  file === notFoundFile ? notFoundKey : file === siteFile ? siteFile : isWrittenPage(file) ? routeOf(file) : undefined;

/**
 * The schema a file is checked with, which an edit's path must follow: the site file's, a page's, a page's made from
 * data, a data file's.
 */
export function schemaOf(file: string) {
  if (file === siteFile) return siteSchema;
  if (paramsOf(file).length) return dataPageSchema;
  return isDataFileName(file.replace(/^pages\//, '')) ? dataEntries : pageSchema;
}
