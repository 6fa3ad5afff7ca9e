import type { ShownPicture } from '../core/picture-sources.ts';

/**
 * A picture at its file's width and height (its place kept while it loads, so nothing moves): in a build, the sizes
 * made of it for every screen, AVIF and WebP first; in the dev server, its file as it is. The first picture of a page
 * is fetched at once and first; the others when they near the screen.
 */
export function Picture({
  picture,
  first = false,
  className,
}: {
  picture: ShownPicture;
  first?: boolean;
  className?: string;
}) {
  const { sources } = picture;
  const img = (
    <img
      className={className}
      src={sources?.src ?? picture.src}
      srcSet={sources?.fallback}
      sizes={sources?.sizes}
      alt={picture.decorative ? '' : picture.alt}
      width={picture.width}
      height={picture.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
