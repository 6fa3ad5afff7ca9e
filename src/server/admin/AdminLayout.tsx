import type { ReactNode } from 'react';
import type { User } from '../accounts/users.ts';
import type { MenuEntry } from '../http/server-module.ts';

interface AdminLayoutProps {
  title: string;
  siteName: string;
  user: User | undefined;
  menu: readonly MenuEntry[];
  /** The current path, marked in the menu. */
  path: string;
  stylesheet: string;
  scripts: string[];
  children: ReactNode;
}

/**
 * The frame of every admin page: the site's name, the menu for the user's role, log out; plain HTML that works before
 * any script.
 */
export function AdminLayout({ title, siteName, user, menu, path, stylesheet, scripts, children }: AdminLayoutProps) {
  const entries = user ? menu.filter((entry) => !entry.role || entry.role === user.role) : [];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${siteName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to the page
        </a>
        <header className="admin-head">
          <a className="admin-site" href={user ? '/_admin' : '/'}>
            {siteName}
          </a>
          {user && (
            <nav aria-label="Admin">
              <ul>
                {entries.map((entry) => {
                  const count = entry.count?.() ?? 0;
                  return (
                    <li key={entry.href}>
                      <a href={entry.href} aria-current={path === entry.href ? 'page' : undefined}>
                        {entry.label}
                        {count > 0 && <span className="count">{` ${count}`}</span>}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          {user && (
            <form method="post" action="/_admin/logout" className="admin-logout">
              <span className="admin-user">{`${user.name} (${user.role})`}</span>
              <button type="submit">Log out</button>
            </form>
          )}
        </header>
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}
