import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Router } from 'wouter';
import { Routes, type ShownPage } from './render/Routes.tsx';
import { fetchPage } from './render/page-store.ts';
import { PrefetchContext } from '../ui/prefetch.ts';
import { Shell } from './shell/Shell.tsx';
import { useSiteData } from '../ui/site-store.ts';
import { fontFace } from '../core/brand-theme.ts';
import { themeProps } from '../core/site-theme.ts';
import { editing } from './editing.ts';
import './styles.ts';

/**
 * The whole site: theme, router (given the path when prerendering), shell and the current page (given, when
 * prerendering).
 */
export function App({ ssrPath, page }: { ssrPath?: string; page?: ShownPage }) {
  return (
    <SiteProviders ssrPath={ssrPath}>
      <PrefetchContext value={prefetchPage}>
        <Shell>
          <Routes page={page} />
        </Shell>
      </PrefetchContext>
    </SiteProviders>
  );
}

/** A link's page fetched ahead of the click; a failure is met again, and said, when the visitor follows the link. */
const prefetchPage = (path: string) => void fetchPage(path).catch(() => undefined);

/**
 * The brand's CSS (the theme's variables and classes, the font's @font-face) is in the page only while editing (the dev
 * server, the site's own server's editor bundle), where the side panel changes the brand live; a build has it once, in
 * the cached entry stylesheet (virtual:brand.css, src/node/brand/brand-css.ts), instead of in every page.
 */
const brandCssInPage = editing;

/**
 * What every part of the site renders within: the theme of the site's brand (made again only when the brand changes),
 * its font, and the router.
 */
export function SiteProviders({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const { brand } = useSiteData().site;
  const themed = useMemo(() => themeProps(brand), [brand]);
  const { font } = brand;
  // Fetched with the page's first requests rather than once the CSS asks for it, so the swap comes early or not at all.
  if (font) preload(font.file, { as: 'font', crossOrigin: '' });
  return (
    <MantineProvider
      {...themed}
      forceColorScheme="light"
      withStaticClasses={false}
      withCssVariables={brandCssInPage}
      withGlobalClasses={brandCssInPage}
    >
      {brandCssInPage && font && <style>{fontFace(font)}</style>}
      <Router ssrPath={ssrPath}>{children}</Router>
    </MantineProvider>
  );
}
