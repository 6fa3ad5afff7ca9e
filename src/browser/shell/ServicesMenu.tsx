import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Service, Site } from '../../../schema/site.ts';
import { AppLink } from '../ui/AppLink.tsx';

const openDelay = 200;
const closeDelay = 300;

/**
 * The services dropdown, as a disclosure (the ARIA pattern for site navigation): a button with aria-expanded
 * showing a list of links. It opens on hover after 200 ms and closes 300 ms after the pointer leaves, on click,
 * and by keyboard (Enter, Space, ArrowDown); Escape closes it and returns focus to the button.
 */
export function ServicesMenu({ item, services, current }: { item: Site['nav'][number]; services: Service[]; current: boolean }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Opened with ArrowDown: move focus to the first link once the links are drawn.
  const focusFirst = useRef(false);
  const root = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    root.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`)?.focus();
  }, [open, panelId, root]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
    }
  };

  return (
    <div ref={root} className="services-menu" onMouseEnter={() => later(true, openDelay)} onMouseLeave={() => later(false, closeDelay)} onKeyDown={onKeyDown}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false); }}>
      <UnstyledButton ref={button} className="nav-link" aria-expanded={open} aria-controls={panelId} data-current={current || undefined}
        onClick={() => { clearTimeout(timer.current); setOpen((o) => !o); }}>
        <Group gap={4} wrap="nowrap" component="span">
          {item.label}
          <IconChevronDown size={16} aria-hidden className="chevron" />
        </Group>
      </UnstyledButton>
      <Paper id={panelId} hidden={!open} display={open ? undefined : "none"} className="services-panel" shadow="md" withBorder p="xs">
        {/* The links are drawn only while open: they are in the footer and on the services page for everyone else. */}
        {open && (
          <ul className="plain-list">
            {services.map((s) => (
              <li key={s.href}>
                <UnstyledButton component={AppLink} href={s.href} className="services-link" onClick={() => setOpen(false)}>
                  <Text fw={600} size="sm" span>{s.title}</Text>
                </UnstyledButton>
              </li>
            ))}
            <li className="services-all">
              <UnstyledButton component={AppLink} href={item.href} className="services-link" onClick={() => setOpen(false)} aria-current={current ? 'page' : undefined}>
                <Text fw={700} size="sm" c="brand.7" span>All Services</Text>
              </UnstyledButton>
            </li>
          </ul>
        )}
      </Paper>
    </div>
  );
}
