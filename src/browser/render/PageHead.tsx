import type { StoredPage } from './stored-page.ts';
import { useSiteData } from './site-store.ts';

/** The page's title, description, canonical address and Open Graph tags; React puts them in <head>. */
export function PageHead({ page, route }: { page: Pick<StoredPage, 'title' | 'description'>; route?: string }) {
  const { site } = useSiteData();
  const url = route && new URL(route, site.url).href;
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.company} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      {url && <meta property="og:url" content={url} />}
    </>
  );
}
