import { __iconNode as IconMail } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { __iconNode as IconMapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { __iconNode as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { useSiteData } from '../../ui/site-store.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import './shell.css';

/** The footer: company, link columns, contact details, legal links and copyright. */
export function Footer() {
  const { site } = useSiteData();
  return (
    <footer className="site-footer">
      <div className="container-lg">
        <div className="footer-grid" style={{ ['--footer-columns' as string]: 2 + site.footer.columns.length }}>
          <div className="shell-stack gap-xs footer-about">
            <p className="shell-text large heavy">{site.company}</p>
            <p className="shell-text small footer-tagline">{site.tagline}</p>
          </div>
          {site.footer.columns.map((column) => {
            const links =
              'links' in column
                ? column.links
                : site.services.slice(0, column.services).map((s) => ({ label: s.title, href: s.href }));
            return (
              <div key={column.title} className="shell-stack gap-xs footer-links">
                <h2 className="footer-heading">{column.title}</h2>
                {links.map((l) => (
                  <AppLink key={l.href} href={l.href}>
                    {l.label}
                  </AppLink>
                ))}
              </div>
            );
          })}
        </div>
        <address className="shell-row wraps gap-xl footer-contact">
          <a href={`tel:${site.phone.dial}`} className="shell-text bold">
            <span className="shell-row wraps gap-6">
              <Glyph icon={IconPhone} size={18} />
              {site.phone.display}
            </span>
          </a>
          <a href={`mailto:${site.email}`} className="shell-text">
            <span className="shell-row wraps gap-6">
              <Glyph icon={IconMail} size={18} />
              {site.email}
            </span>
          </a>
          <div className="shell-row wraps gap-6">
            <Glyph icon={IconMapPin} size={18} />
            <p className="shell-text small">{site.location}</p>
          </div>
        </address>
        <hr className="footer-rule" />
        <div className="shell-row wraps spread gap-sm">
          <p className="shell-text small">
            © {site.copyrightYear} {site.company}. All rights reserved.
          </p>
          <nav className="shell-row wraps footer-links" aria-label="Legal">
            {site.footer.legal.map((l) => (
              <AppLink key={l.href} href={l.href}>
                {l.label}
              </AppLink>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
