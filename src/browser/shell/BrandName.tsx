import type { ShownSite } from '../../core/site-data.ts';

/**
 * The header's link home: the logo when the brand has one (with the company name beside it when the logo says nothing),
 * else the company name.
 */
export function BrandName({ site }: { site: ShownSite }) {
  const { logo } = site.brand;
  if (!logo) return site.company;
  // Its height is the bar's; the width follows from the file's own proportions, so nothing moves as it loads.
  const img = (
    <img
      src={logo.src}
      alt={logo.decorative ? '' : logo.alt}
      width={logo.width}
      height={logo.height}
      style={{ height: 40, width: 'auto' }}
      fetchPriority="high"
    />
  );
  return logo.decorative ? (
    <span className="shell-row gap-6">
      {img}
      {site.company}
    </span>
  ) : (
    img
  );
}
