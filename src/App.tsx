import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { Routes } from './render/Routes.tsx';
import { Shell } from './shell/Shell.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import './styles.ts';

/** The whole site: theme, router (given the path when prerendering), shell and the current page. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" withStaticClasses={false}>
      <Router ssrPath={ssrPath}>
        <Shell>
          <Routes />
        </Shell>
      </Router>
    </MantineProvider>
  );
}
