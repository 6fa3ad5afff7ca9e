import type { SiteFacts } from '../../../core/placeholders.ts';
import type { Assets } from '../../pictures/picture-file.ts';

/** What the checks of a kind need to know about the rest of the site. */
export interface KindContext {
  /** The site's facts; without a valid site file, placeholders are checked once it is fixed. */
  facts?: SiteFacts;
  /** Every route, and the paths known to be missing; without a valid site file, links are checked once it is fixed. */
  routes: ReadonlySet<string>;
  knownMissing?: ReadonlySet<string>;
  /** Whether the site file sets up the inbox of the site's own server; unknown without a valid site file. */
  inbox?: boolean;
  /** The files in public/, when pictures are to be checked against them. */
  assets?: Assets;
  /** Collects every path a link goes to, for the known-missing list. */
  linked: Set<string>;
}
