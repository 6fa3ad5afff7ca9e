import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { Routes } from './render/Routes.tsx';
import { Shell } from './shell/Shell.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import './styles.ts';

/** The whole site: theme, router (given the path when prerendering), shell and the current page. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <SiteProviders ssrPath={ssrPath}>
      <Shell>
        <Routes />
      </Shell>
    </SiteProviders>
  );
}

/** What every part of the site renders within: the theme and the router. */
export function SiteProviders({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" withStaticClasses={false}>
      <Router ssrPath={ssrPath}>{children}</Router>
    </MantineProvider>
  );
}
