import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { DraftSite } from './drafts/draft-site.ts';
import type { SiteRepository } from './git/site-repository.ts';
import type { Releases } from './publish/releases.ts';
import type { Publisher } from './publish/publisher.ts';

/**
 * What the server is made of, for its modules: the database, the settings, the site's repository, drafts and releases.
 */
export interface ServerCore {
  db: Db;
  config: ServerConfig;
  /** The site's git repository: the published branch in the site's folder, the drafts in the server's. */
  repo: SiteRepository;
  /** The drafts as logged-in people see them, checked and kept in memory. */
  drafts: DraftSite;
  /** The built sites visitors get, one folder per publish. */
  releases: Releases;
  /** Publishing: the drafts merged, built and switched to, one publish at a time. */
  publisher: Publisher;
  /** The company's name as the drafts say it, for page titles and passkeys. */
  siteName: () => string;
  /** Whether a session (by its id) has not ended: a long stream checks it now and then. */
  sessionAlive: (id: string | undefined) => boolean;
  /** Says something in the server's log (standard output), one line, with the time. */
  log: (line: string) => void;
}
