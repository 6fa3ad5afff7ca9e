import type { BlockProps } from '../block-props.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Section } from '../../ui/Section.tsx';

type Listed = BlockProps<'sitemap'>['block']['pages'][number];

/**
 * The pages directly under `parent` (/services/x under /services; a page whose parent has no page, under the nearest
 * one that has).
 */
function childrenOf(parent: string, pages: readonly Listed[]): Listed[] {
  const routes = new Set(pages.map((p) => p.href));
  const above = (href: string) => {
    for (let end = href.lastIndexOf('/'); end > 0; end = href.lastIndexOf('/', end - 1))
      if (routes.has(href.slice(0, end))) return href.slice(0, end);
    return href === '/' ? undefined : '/';
  };
  return pages.filter((p) => above(p.href) === parent);
}

function Tree({ parent, pages }: { parent: string; pages: readonly Listed[] }) {
  const children = childrenOf(parent, pages);
  if (!children.length) return null;
  return (
    <ul className="sitemap-list">
      {children.map((page) => (
        <li key={page.href}>
          <AppLink href={page.href}>{page.name}</AppLink>
          <Tree parent={page.href} pages={pages} />
        </li>
      ))}
    </ul>
  );
}

/** Every page of the site as links, each under the page above it, the home page first. */
export function Sitemap({ block }: BlockProps<'sitemap'>) {
  const home = block.pages.find((p) => p.href === '/');
  return (
    <Section heading={block.heading} intro={block.intro}>
      <nav aria-label={block.heading ?? 'Every page'}>
        <ul className="sitemap-list">
          {home && (
            <li>
              <AppLink href="/">{home.name}</AppLink>
            </li>
          )}
        </ul>
        <Tree parent="/" pages={block.pages.filter((p) => p.href !== '/')} />
      </nav>
    </Section>
  );
}
