import { __iconNode as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Service, Site } from '../../../schema/site.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Glyph } from '../../ui/Glyph.tsx';

const openDelay = 200;
const closeDelay = 300;

/**
 * The services dropdown: a button and a popover of links (the disclosure pattern for site navigation). The browser
 * runs it before any script: a click or Enter toggles it, Escape or a click elsewhere closes it, focus returns to the
 * button. Once live it also opens on hover after 200 ms, closes 300 ms after the pointer leaves, opens with ArrowDown
 * onto its first link, and closes when the focus leaves it or a link is chosen.
 */
export function ServicesMenu({
  item,
  services,
  current,
}: {
  item: Site['nav'][number];
  services: Service[];
  current: boolean;
}) {
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (open: boolean) => {
    const el = panel.current;
    if (!el || el.matches(':popover-open') === open) return;
    if (open) el.showPopover();
    else el.hidePopover();
  };
  const later = (open: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(open), ms);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' || event.target !== button.current) return;
    event.preventDefault();
    show(true);
    panel.current?.querySelector('a')?.focus();
  };

  return (
    <div
      className="services-menu"
      onMouseEnter={() => later(true, openDelay)}
      onMouseLeave={() => later(false, closeDelay)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) show(false);
      }}
    >
      <button
        ref={button}
        className="nav-link services-button"
        type="button"
        popoverTarget={panelId}
        data-current={current || undefined}
        onClick={() => clearTimeout(timer.current)}
      >
        <span className="shell-row gap-4">
          {item.label}
          <Glyph icon={IconChevronDown} size={16} className="chevron" />
        </span>
      </button>
      <div id={panelId} ref={panel} popover="auto" className="services-panel">
        <ul className="plain-list">
          {services.map((s) => (
            <li key={s.href}>
              <AppLink href={s.href} className="services-link" onClick={() => show(false)}>
                <span>{s.title}</span>
              </AppLink>
            </li>
          ))}
          <li className="services-all">
            <AppLink
              href={item.href}
              className="services-link"
              onClick={() => show(false)}
              aria-current={current ? 'page' : undefined}
            >
              <span>All Services</span>
            </AppLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
