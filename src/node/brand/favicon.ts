import { themeShade } from '../../core/brand-theme.ts';
import type { ShownSite } from '../../core/site-data.ts';

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The site's icon, made from its brand: the logo itself when it is an SVG (read by `readPublic`, a path of public/),
 * else the company's initial in white on a rounded square of the main colour (validation has checked that white reads
 * on it).
 */
export function faviconSvg(
  { company, brand }: Pick<ShownSite, 'company' | 'brand'>,
  readPublic: (src: string) => string,
): string {
  if (brand.logo?.src.toLowerCase().endsWith('.svg')) return readPublic(brand.logo.src);
  const initial = escapeXml([...company][0]!.toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" ` +
    `height="64" rx="14" fill="${brand.primary[themeShade]}"/><text x="32" y="45" ` +
    `text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, ` +
    `sans-serif" font-size="38" font-weight="700" fill="#ffffff">${initial}</text></svg>\n`
  );
}
