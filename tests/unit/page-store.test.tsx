// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPage, putPages, putSiteData, usePageKeyOf } from '../../src/browser/render/page-store.ts';
import { notFoundKey, pageDataUrl } from '../../src/core/site-data.ts';
import { fixtureSiteData } from './site-fixture.ts';

const page = (title: string) => ({ title, description: 'x', blocks: [] });

/** A fetch whose answers the test gives, in the order it chooses. */
function heldFetch() {
  const answers = new Map<string, (res: Response) => void>();
  vi.stubGlobal('fetch', (url: string) => new Promise<Response>((resolve) => answers.set(url, resolve)));
  return async (url: string, status: number, body: unknown = {}) => {
    await vi.waitFor(() => expect(answers.has(url)).toBe(true));
    answers.get(url)!(new Response(JSON.stringify(body), { status }));
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the page store', () => {
  it('keeps a page the dev server sent over a "no page here" answer to a request made before it existed', async () => {
    const answer = heldFetch();
    const path = '/plumber-in/peachland';
    // The visitor goes to the new address a moment before the dev server has checked the save that adds it.
    const asked = fetchPage(path);
    const shown = renderHook(() => usePageKeyOf(path));
    // The live update with the new page arrives first; the answer to the earlier request comes after it.
    await putPages({ [path]: page('Plumbing in Peachland') });
    const data = fixtureSiteData();
    putSiteData({ ...data, routes: [...(data.routes ?? []), path] });
    expect(shown.result.current).toBe(path);
    await answer(pageDataUrl(path), 404);
    await answer(pageDataUrl(notFoundKey), 200, page('Page Not Found'));
    await asked;
    expect(shown.result.current).toBe(path);
  });
});
