/** The sitemap protocol's limit of URLs per file. */
export const sitemapLimit = 50_000;

const xml = '<?xml version="1.0" encoding="UTF-8"?>\n';
const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const list = (tag: string, item: string, locs: string[]) => `${xml}<${tag} ${ns}>\n${locs.map((loc) => `  <${item}><loc>${loc}</loc></${item}>`).join('\n')}\n</${tag}>\n`;

/**
 * The sitemap files of a site, by file name. Up to `limit` routes it is sitemap.xml alone; past it, sitemap.xml is an
 * index naming sitemap-1.xml, sitemap-2.xml, … of at most `limit` URLs each, as the protocol asks. robots.txt names
 * sitemap.xml either way.
 */
export function sitemapFiles(siteUrl: string, routes: readonly string[], limit = sitemapLimit): Map<string, string> {
  const urls = routes.map((route) => new URL(route, siteUrl).href);
  if (urls.length <= limit) return new Map([['sitemap.xml', list('urlset', 'url', urls)]]);
  const files = new Map<string, string>();
  for (let i = 0; i * limit < urls.length; i++) files.set(`sitemap-${i + 1}.xml`, list('urlset', 'url', urls.slice(i * limit, (i + 1) * limit)));
  files.set('sitemap.xml', list('sitemapindex', 'sitemap', [...files.keys()].map((name) => new URL(`/${name}`, siteUrl).href)));
  return files;
}

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
