import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdminLayout } from '../admin/AdminLayout.tsx';
import type { AdminScript } from './admin-scripts.ts';
import { adminScriptsPath } from './admin-scripts.ts';
import type { AdminPage, MenuEntry, ServerContext } from './server-module.ts';

/** The admin pages' own policy: nothing but this server's files, no inline script or style, never in a frame. */
export const adminHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src " +
    "'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

export const adminStylesheet = (() => {
  const css = readFileSync(new URL('../admin/admin.css', import.meta.url), 'utf8');
  return { css, href: `/_admin/admin.css?v=${createHash('sha256').update(css).digest('hex').slice(0, 10)}` };
})();

/** Draws admin pages in the layout, with the menu the modules gave and the scripts they bundled. */
export function adminPages(
  menu: readonly MenuEntry[],
  scripts: ReadonlyMap<string, AdminScript>,
  siteName: () => string,
) {
  return (c: ServerContext, page: AdminPage): Response => {
    const sources = (page.scripts ?? []).map((name) => {
      const script = scripts.get(name);
      if (!script) throw new Error(`No admin script named "${name}": add it to a module's scripts.`);
      return `${adminScriptsPath}${script.file}`;
    });
    const html = renderToStaticMarkup(
      <AdminLayout
        title={page.title}
        siteName={siteName()}
        user={c.get('user')}
        menu={menu}
        path={new URL(c.req.url).pathname}
        stylesheet={adminStylesheet.href}
        scripts={sources}
      >
        {page.children}
      </AdminLayout>,
    );
    return c.html(`<!doctype html>${html}`, page.status ?? 200, adminHeaders);
  };
}
