import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { Routes, type ShownPage } from './render/Routes.tsx';
import { fetchPage } from './render/page-store.ts';
import { PrefetchContext } from './render/prefetch.ts';
import { Shell } from './shell/Shell.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import './styles.ts';

/** The whole site: theme, router (given the path when prerendering), shell and the current page (given, when prerendering). */
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

/** What every part of the site renders within: the theme and the router. */
export function SiteProviders({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" withStaticClasses={false}>
      <Router ssrPath={ssrPath}>{children}</Router>
    </MantineProvider>
  );
}
