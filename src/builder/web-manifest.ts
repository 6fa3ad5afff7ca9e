import { themeColor } from '../core/brand-theme.ts';
import type { ShownSite } from '../core/site-data.ts';

/**
 * The web manifest: the company's name and tagline, and the colour of the brand, so an installed site looks like the
 * site.
 */
export function webManifest(
  { company, tagline, brand }: Pick<ShownSite, 'company' | 'tagline' | 'brand'>,
  lang: string,
): string {
  const manifest = {
    name: company,
    short_name: company.split(' ').slice(0, 2).join(' '),
    description: tagline,
    lang,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColor(brand),
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
  return JSON.stringify(manifest, null, 2);
}
