// What a block's structured data (src/blocks/<type>/structured-data.ts) is made with and gives: the build puts it into
// the JSON-LD of the block's page (src/builder/structured-data.ts). Types only: schema-dts checks the shapes.
import type { Offer, Thing } from 'schema-dts';

/** The business as a page names it wherever its structured data refers to it: its @id, name and phone. */
export interface NamedBusiness {
  '@type': 'Plumber';
  '@id': string;
  name: string;
  telephone: string;
  url: string;
}

/**
 * What every part of a page's graph is made with: the site's addresses, the business as named, the prices' currency.
 */
export interface GraphContext {
  /** A path of the site as its whole address. */
  at: (path: string) => string;
  business: NamedBusiness;
  /** The currency of the business's country, when the site knows it: a price without one is no offer. */
  currency: string | undefined;
}

/** What a block adds to its page's graph: things of their own, and offers of the service its page is. */
export interface BlockGraph {
  things?: Thing[];
  offers?: Offer[];
}

export type BlockStructuredData<B> = (block: B, context: GraphContext) => BlockGraph;
