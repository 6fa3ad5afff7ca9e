/** The sitemap protocol's limit of URLs per file. */
export const sitemapLimit = 50_000;

const xml = '<?xml version="1.0" encoding="UTF-8"?>\n';
const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
interface Entry {
  loc: string;
  lastmod?: string;
}
const list = (tag: string, item: string, entries: Entry[]) =>
  `${xml}<${tag} ${ns}>\n${entries
    .map(
      ({ loc, lastmod }) => `  <${item}><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${item}>`,
    )
    .join('\n')}\n</${tag}>\n`;

/**
 * The sitemap files of a site, by file name. Up to `limit` routes it is sitemap.xml alone; past it, sitemap.xml is an
 * index naming sitemap-1.xml, sitemap-2.xml, … of at most `limit` URLs each, as the protocol asks. robots.txt names
 * sitemap.xml either way. `lastmod` gives the date a route's page last changed, where it is known (last-changed.ts).
 */
export function sitemapFiles(
  siteUrl: string,
  routes: readonly string[],
  lastmod: (route: string) => string | undefined = () => undefined,
  limit = sitemapLimit,
): Map<string, string> {
  const urls = routes.map((route) => ({ loc: new URL(route, siteUrl).href, lastmod: lastmod(route) }));
  if (urls.length <= limit) return new Map([['sitemap.xml', list('urlset', 'url', urls)]]);
  const files = new Map<string, string>();
  for (let i = 0; i * limit < urls.length; i++)
    files.set(`sitemap-${i + 1}.xml`, list('urlset', 'url', urls.slice(i * limit, (i + 1) * limit)));
  files.set(
    'sitemap.xml',
    list(
      'sitemapindex',
      'sitemap',
      [...files.keys()].map((name) => ({ loc: new URL(`/${name}`, siteUrl).href })),
    ),
  );
  return files;
}

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
