import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';

/** What the server is made of, for its modules: the database, the settings, the site. */
export interface ServerCore {
  db: Db;
  config: ServerConfig;
  /** The company's name from the site file, for page titles and passkeys. */
  siteName: () => string;
}

/** The site's name as the published site file gives it (its `company`). */
export function siteNameOf(siteRoot: string): () => string {
  let name: string | undefined;
  return () => {
    if (name !== undefined) return name;
    try {
      const company = (parse(readFileSync(join(siteRoot, 'pages/_site.yaml'), 'utf8')) as { company?: unknown })?.company;
      name = typeof company === 'string' && company ? company : 'This site';
    } catch {
      name = 'This site';
    }
    return name;
  };
}
