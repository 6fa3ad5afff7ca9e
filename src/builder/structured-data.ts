// The structured data (JSON-LD) of each route, built from what the pages and pages/_site.yaml already say, never typed
// twice: the business (a Plumber) in full on / and /contact, and named (its name and phone with its @id) wherever a
// page refers to it; each service page a Service with the offers of its blocks; a BreadcrumbList on nested routes; and
// what each block adds (its folder's structured-data.ts: a pricing block's offers, a posts block's BlogPostings). The
// site's own testimonials are not marked up: reviews a business publishes about itself are not eligible for search
// engines' review results, and only add risk. Typed by schema-dts, so a property schema.org does not have for a type
// does not compile.
import type {
  BreadcrumbList,
  ContactPoint,
  Graph,
  ImageObject,
  Offer,
  Plumber,
  Service,
  Thing,
  WebPage,
} from 'schema-dts';
import type { Block } from '../blocks/index.ts';
import type { BlockGraph, BlockStructuredData, GraphContext, NamedBusiness } from '../core/structured-data.ts';
import { blockStructuredData } from './block-structured-data.ts';
import type { Page } from '../blocks/page-schemas.ts';
import type { ShownSite } from '../core/site-data.ts';
import { allWeek, openingHours } from '../core/opening-hours.ts';
import { shortTitle } from '../blocks/page-list.ts';
import { inlineJson } from '../core/inline-json.ts';

/** Routes that carry the business in full: the home page and the contact page. */
const fullBusinessOn = new Set(['/', '/contact']);
const currencyOf: Record<string, string> = { CA: 'CAD', US: 'USD', GB: 'GBP', AU: 'AUD', NZ: 'NZD', IE: 'EUR' };

/** A picture the build made for search engines, with its size. */
export interface MadeImage {
  src: string;
  width: number;
  height: number;
}

/**
 * What the build makes for the business's listing: its logo (at least 112 × 112) and a picture of it (the home page's
 * share picture: its photo when it has one).
 */
export interface BusinessPictures {
  logo: MadeImage;
  image?: MadeImage;
}

export interface SiteGraph {
  /** The JSON-LD of a route, as the <script type="application/ld+json"> element of its <head>. */
  scriptOf(route: string, page: Page): string;
  /**
   * All that a route's JSON-LD reads of other pages (the names on its breadcrumb trail), as text: the rest is its
   * page's and the site facts'.
   */
  readsOf(route: string): string;
}

/**
 * Everything a route's structured data may need from the whole site: its facts, every page's title and the business's
 * pictures.
 */
export function siteGraph(
  site: ShownSite,
  titles: ReadonlyMap<string, string>,
  pictures?: BusinessPictures,
): SiteGraph {
  const at = (path: string) => new URL(path, site.url).href;
  const named: GraphContext = { at, business: businessNamed(site, at), currency: currencyOf[site.address.country] };
  const plumber = businessInFull(site, named, pictures);
  const trailOf = breadcrumbTrails(site, titles);
  return {
    scriptOf(route, page) {
      const webPage: WebPage = {
        '@type': 'WebPage',
        '@id': at(route),
        url: at(route),
        name: page.title,
        publisher: named.business,
      };
      const trail = trailOf(route);
      const blocks = blocksGraph(page, named);
      const graph: Graph = {
        '@context': 'https://schema.org',
        '@graph': [
          webPage,
          ...(fullBusinessOn.has(route) ? [plumber] : []),
          ...[serviceOf(site, route, blocks.offers, named), trail && breadcrumbList(trail, at)].filter(
            (t): t is Service | BreadcrumbList => t !== undefined,
          ),
          ...blocks.things,
        ] satisfies Thing[],
      };
      return `<script type="application/ld+json">${inlineJson(graph)}</script>`;
    },
    // The trail's addresses are its routes on the site's address, a site fact every page's key holds already; the full
    // listing shows the business's pictures, made from other pages (the home page's share picture).
    readsOf: (route) => JSON.stringify([trailOf(route) ?? null, fullBusinessOn.has(route) ? (pictures ?? null) : null]),
  };
}

/** Wherever a page refers to the business it names it, so the page says who it is without the full listing. */
const businessNamed = (site: ShownSite, at: (path: string) => string): NamedBusiness => ({
  '@type': 'Plumber',
  '@id': at('/#business'),
  name: site.company,
  telephone: site.phone.dial,
  url: at('/'),
});

/**
 * The business in full, as the home and contact pages carry it: address, areas, hours, the emergency line, its
 * pictures.
 */
function businessInFull(
  site: ShownSite,
  { at, business }: GraphContext,
  pictures: BusinessPictures | undefined,
): Plumber {
  const imageObject = ({ src, width, height }: MadeImage): ImageObject => ({
    '@type': 'ImageObject',
    url: at(src),
    width: { '@type': 'QuantitativeValue', value: width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: height, unitCode: 'E37' },
  });
  const { office, roundTheClock } = openingHours(site.hours);
  const { street, city, region, postalCode, country } = site.address;
  return {
    ...business,
    email: site.email,
    ...(pictures ? { logo: imageObject(pictures.logo), image: imageObject(pictures.image ?? pictures.logo) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: city,
      addressRegion: region,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: country,
    },
    areaServed: site.areas.map((name) => ({ '@type': 'City', name })),
    ...(office.length ? { openingHoursSpecification: office } : {}),
    ...(roundTheClock
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'emergency',
            telephone: site.phone.dial,
            hoursAvailable: allWeek(),
          } satisfies ContactPoint,
        }
      : {}),
  };
}

/**
 * The routes on a route's breadcrumb trail with their names (each route above it that has a page); none above the top
 * level.
 */
function breadcrumbTrails(
  site: ShownSite,
  titles: ReadonlyMap<string, string>,
): (route: string) => Array<[string, string]> | undefined {
  /**
   * What a route is called in a breadcrumb: the words of its first header link, else its first service's name, else its
   * title.
   */
  const named = new Map([
    ...site.services.map((s): [string, string] => [s.href, s.title]).reverse(),
    ...site.nav.map((n): [string, string] => [n.href, n.label]).reverse(),
  ]);
  // Each route's name is worked out once: a route above many pages is on each of their trails.
  const names = new Map<string, string | undefined>();
  const nameOf = (route: string) => {
    if (!names.has(route))
      names.set(route, named.get(route) ?? (titles.has(route) ? shortTitle(titles.get(route)!) : undefined));
    return names.get(route);
  };
  return (route) => {
    let end = route.indexOf('/', 1);
    if (end === -1) return undefined;
    const trail: Array<[string, string]> = titles.has('/') ? [['/', 'Home']] : [];
    for (; end !== -1; end = route.indexOf('/', end + 1)) {
      const above = route.slice(0, end);
      if (titles.has(above)) trail.push([above, nameOf(above) ?? above]);
    }
    trail.push([route, nameOf(route) ?? route]);
    return trail;
  };
}

const breadcrumbList = (trail: Array<[string, string]>, at: (path: string) => string): BreadcrumbList => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([r, name], i) => ({ '@type': 'ListItem', position: i + 1, name, item: at(r) })),
});

/** A service page as a Service, with the offers of its blocks (a pricing block's priced plans). */
function serviceOf(
  site: ShownSite,
  route: string,
  offers: Offer[],
  { at, business }: GraphContext,
): Service | undefined {
  const offered = site.services.find((s) => s.href === route);
  if (!offered) return undefined;
  return {
    '@type': 'Service',
    name: offered.title,
    description: offered.summary,
    url: at(route),
    provider: business,
    areaServed: site.areas,
    ...(offers.length ? { offers } : {}),
  };
}

/** What the page's blocks add to its graph, each by its folder's structured-data.ts (collected by `npm run gen`). */
function blocksGraph(page: Page, context: GraphContext): Required<BlockGraph> {
  const graphs = page.blocks.map(
    (block) => (blockStructuredData[block.type] as BlockStructuredData<Block> | undefined)?.(block, context) ?? {},
  );
  return { things: graphs.flatMap((g) => g.things ?? []), offers: graphs.flatMap((g) => g.offers ?? []) };
}
