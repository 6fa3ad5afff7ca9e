import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NotificationsArea } from './NotificationsArea.tsx';

/** Every page's frame: skip link, fixed header, the page, footer, and the notifications area. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      {children}
      <Footer />
      <NotificationsArea />
    </>
  );
}
