import { shareCardSize, shareCardType, type ShareCard } from '../../core/share-card.ts';
import type { StoredPage } from './stored-page.ts';
import { useSiteData } from '../../ui/site-store.ts';

/**
 * The page's title, description, canonical address and Open Graph tags; React puts them in <head>. A built page also
 * carries its share card (src/builder/share-cards.ts): the picture a link to it shows, at an absolute address.
 */
export function PageHead({
  page,
  route,
}: {
  page: Pick<StoredPage, 'title' | 'description'> & { shareCard?: ShareCard };
  route?: string;
}) {
  const { site } = useSiteData();
  const url = route && new URL(route, site.url).href;
  const card = page.shareCard;
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
      {card && (
        <>
          <meta property="og:image" content={new URL(card.src, site.url).href} />
          <meta property="og:image:type" content={shareCardType(card)} />
          <meta property="og:image:width" content={String(shareCardSize.width)} />
          <meta property="og:image:height" content={String(shareCardSize.height)} />
          <meta property="og:image:alt" content={card.alt} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}
