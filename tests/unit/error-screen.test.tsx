// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/browser/render/ErrorBoundary.tsx';
import { themeOf } from '../../src/core/site-theme.ts';
import { fixtureSiteData } from './site-fixture.ts';

const theme = themeOf(fixtureSiteData().site.brand);

afterEach(() => vi.restoreAllMocks());
// Mantine reads the colour-scheme preference, which jsdom does not have.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

function Broken(): never {
  throw new Error('The page list is damaged');
}

it('shows "Unexpected Application Error!" with the message and stack for an error outside the blocks, and reports it', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MantineProvider theme={theme} forceColorScheme="light">
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </MantineProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
  expect(screen.getByRole('alert').textContent).toContain('The page list is damaged');
  expect(screen.getByRole('alert').textContent).toMatch(/at Broken/);
  expect(logged).toHaveBeenCalledWith(
    'The page failed to render:',
    expect.objectContaining({ message: 'The page list is damaged' }),
    expect.any(String),
  );
});
