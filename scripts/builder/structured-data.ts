// The structured data (JSON-LD) of each route, built from what the pages and pages/_site.yaml already say, never typed
// twice: the business (a Plumber) in full on / and /contact and by its @id elsewhere; each service page a Service with
// an offer per priced plan; a BreadcrumbList on nested routes; a BlogPosting per post; a Review per quote shown.
// Typed by schema-dts, so a property schema.org does not have for a type does not compile.
import type { BlogPosting, BreadcrumbList, ContactPoint, Graph, Offer, Plumber, Review, Service, Thing, WebPage } from 'schema-dts';
import type { Page } from '../../src/core/page-schemas.ts';
import type { ShownSite } from '../../src/core/site-data.ts';
import { allWeek, openingHours } from '../../src/core/opening-hours.ts';
import { readDate } from '../../schema/date.ts';
import { inlineJson } from '../../src/core/inline-json.ts';

/** Routes that carry the business in full: the home page and the contact page. */
const fullBusinessOn = new Set(['/', '/contact']);
const currencyOf: Record<string, string> = { CA: 'CAD', US: 'USD', GB: 'GBP', AU: 'AUD', NZ: 'NZD', IE: 'EUR' };

/** "$1,299" as "1299"; undefined for a price that is no amount ("Call us"). */
export const amountOf = (price: string) => /^\$\s?(\d{1,3}(?:,\d{3})*|\d+)(\.\d{2})?$/.exec(price.trim())?.slice(1, 3).join('').replace(/,/g, '');

/** The part of a page's title before " | Company": what a breadcrumb calls it. */
const shortTitle = (title: string) => {
  const end = title.indexOf(' | ');
  return (end === -1 ? title : title.slice(0, end)).trim();
};

export interface SiteGraph {
  /** The JSON-LD of a route, as the <script type="application/ld+json"> element of its <head>. */
  scriptOf(route: string, page: Page): string;
  /** All that a route's JSON-LD reads of other pages (the names on its breadcrumb trail), as text: the rest is its page's and the site facts'. */
  readsOf(route: string): string;
}

/** Everything a route's structured data may need from the whole site: its facts and every page's title. */
export function siteGraph(site: ShownSite, titles: ReadonlyMap<string, string>): SiteGraph {
  const at = (path: string) => new URL(path, site.url).href;
  const business = { '@id': at('/#business') };
  const { office, roundTheClock } = openingHours(site.hours);
  const currency = currencyOf[site.address.country];
  const { street, city, region, postalCode, country } = site.address;
  const plumber: Plumber = {
    '@type': 'Plumber',
    ...business,
    name: site.company,
    url: at('/'),
    telephone: site.phone.dial,
    email: site.email,
    ...(site.brand.logo ? { logo: at(site.brand.logo.src) } : {}),
    address: { '@type': 'PostalAddress', ...(street ? { streetAddress: street } : {}), addressLocality: city, addressRegion: region, ...(postalCode ? { postalCode } : {}), addressCountry: country },
    areaServed: site.areas.map((name) => ({ '@type': 'City', name })),
    ...(office.length ? { openingHoursSpecification: office } : {}),
    ...(roundTheClock ? { contactPoint: { '@type': 'ContactPoint', contactType: 'emergency', telephone: site.phone.dial, hoursAvailable: allWeek() } satisfies ContactPoint } : {}),
  };
  /** What a route is called in a breadcrumb: the words of its first header link, else its first service's name, else its title. */
  const named = new Map([...site.services.map((s): [string, string] => [s.href, s.title]).reverse(), ...site.nav.map((n): [string, string] => [n.href, n.label]).reverse()]);
  // Each route's name is worked out once: a route above many pages is on each of their trails.
  const names = new Map<string, string | undefined>();
  const nameOf = (route: string) => {
    if (!names.has(route)) names.set(route, named.get(route) ?? (titles.has(route) ? shortTitle(titles.get(route)!) : undefined));
    return names.get(route);
  };

  /** The routes on a route's breadcrumb trail with their names (each route above it that has a page); none above the top level. */
  const trailOf = (route: string): Array<[string, string]> | undefined => {
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
  const breadcrumbs = (route: string): BreadcrumbList | undefined => {
    const trail = trailOf(route);
    return trail && { '@type': 'BreadcrumbList', itemListElement: trail.map(([r, name], i) => ({ '@type': 'ListItem', position: i + 1, name, item: at(r) })) };
  };

  const service = (route: string, page: Page): Service | undefined => {
    const offered = site.services.find((s) => s.href === route);
    if (!offered) return undefined;
    const offers: Offer[] = page.blocks.flatMap((block) =>
      block.type === 'pricing' && currency
        ? block.items.flatMap((plan) => {
            const price = amountOf(plan.price);
            return price ? [{ '@type': 'Offer', name: plan.name, price, priceCurrency: currency } satisfies Offer] : [];
          })
        : [],
    );
    return { '@type': 'Service', name: offered.title, description: offered.summary, url: at(route), provider: business, areaServed: site.areas, ...(offers.length ? { offers } : {}) };
  };

  const posts = (page: Page): BlogPosting[] =>
    page.blocks.flatMap((block) =>
      block.type === 'posts'
        ? block.items.map((post) => {
            const published = readDate(post.date);
            return {
              '@type': 'BlogPosting',
              headline: post.title,
              description: post.excerpt,
              ...(published ? { datePublished: published } : {}),
              author: { '@type': 'Person', name: post.author.split(',')[0]!.trim() },
              articleSection: post.category,
              publisher: business,
              ...(post.href ? { url: at(post.href) } : {}),
            } satisfies BlogPosting;
          })
        : [],
    );

  // Quotes the page shows, each about the business; no aggregate rating: the site's "4.9/5" is a claim, not a count of these.
  const reviews = (page: Page): Review[] =>
    page.blocks.flatMap((block) =>
      block.type === 'testimonials'
        ? block.items.map((r) => ({ '@type': 'Review', author: { '@type': 'Person', name: r.name }, reviewBody: r.text, reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 }, itemReviewed: business }) satisfies Review)
        : [],
    );

  return {
    scriptOf(route, page) {
      const webPage: WebPage = { '@type': 'WebPage', '@id': at(route), url: at(route), name: page.title, publisher: business };
      const graph: Graph = {
        '@context': 'https://schema.org',
        '@graph': [webPage, ...(fullBusinessOn.has(route) ? [plumber] : []), ...[service(route, page), breadcrumbs(route)].filter((t): t is Service | BreadcrumbList => t !== undefined), ...posts(page), ...reviews(page)] satisfies Thing[],
      };
      return `<script type="application/ld+json">${inlineJson(graph)}</script>`;
    },
    // The trail's addresses are its routes on the site's address, a site fact every page's key holds already.
    readsOf: (route) => JSON.stringify(trailOf(route) ?? null),
  };
}
