import { Group, Paper, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Service, Site } from '../../schema/site.ts';

const loadPanel = () => import('./ServicesPanel.tsx');
const ServicesPanel = lazy(() => loadPanel().then((m) => ({ default: m.ServicesPanel })));

const openDelay = 200;
const closeDelay = 300;

/**
 * The services dropdown, as a disclosure (the ARIA pattern for site navigation): a button with aria-expanded
 * showing a list of links. It opens on hover after 200 ms and closes 300 ms after the pointer leaves, on click,
 * and by keyboard (Enter, Space, ArrowDown); Escape closes it and returns focus to the button.
 */
export function ServicesMenu({ item, services, current }: { item: Site['nav'][number]; services: Service[]; current: boolean }) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const root = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      setFocusFirst(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      setOpen(true);
      setFocusFirst(true);
    }
  };

  return (
    <div ref={root} className="services-menu" onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()} onMouseEnter={() => later(true, openDelay)} onMouseLeave={() => later(false, closeDelay)} onKeyDown={onKeyDown}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) { setOpen(false); setFocusFirst(false); } }}>
      <UnstyledButton ref={button} className="nav-link" aria-expanded={open} aria-controls={panelId} data-current={current || undefined}
        onClick={() => { clearTimeout(timer.current); setFocusFirst(false); setOpen((o) => !o); }}>
        <Group gap={4} wrap="nowrap" component="span">
          {item.label}
          <IconChevronDown size={16} aria-hidden className="chevron" />
        </Group>
      </UnstyledButton>
      <Paper id={panelId} hidden={!open} display={open ? undefined : "none"} className="services-panel" shadow="md" withBorder p="xs">
        {open && (
          <Suspense>
            <ServicesPanel services={services} allHref={item.href} current={current} focusFirst={focusFirst} onChoose={() => setOpen(false)} />
          </Suspense>
        )}
      </Paper>
    </div>
  );
}
