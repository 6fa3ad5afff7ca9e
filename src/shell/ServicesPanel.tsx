import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Service } from '../../schema/site.ts';
import { icons } from '../icons.ts';
import { AppLink } from '../ui/AppLink.tsx';

/** The links of the services menu, with their icons: loaded when the menu first opens, not with every page. */
export function ServicesPanel({ services, allHref, current, focusFirst, onChoose }: { services: Service[]; allHref: string; current: boolean; focusFirst: boolean; onChoose: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFirst) list.current?.querySelector('a')?.focus();
  }, [focusFirst]);
  return (
    <ul className="plain-list" ref={list}>
      {services.map((s) => {
        const Icon = icons[s.icon];
        return (
          <li key={s.href}>
            <UnstyledButton component={AppLink} href={s.href} className="services-link" onClick={onChoose}>
              <ThemeIcon variant="light" size={32} aria-hidden><Icon size={18} /></ThemeIcon>
              <Text fw={600} size="sm" span>{s.title}</Text>
            </UnstyledButton>
          </li>
        );
      })}
      <li className="services-all">
        <UnstyledButton component={AppLink} href={allHref} className="services-link" onClick={onChoose} aria-current={current ? 'page' : undefined}>
          <Text fw={700} size="sm" c="brand.7" span>All Services</Text>
        </UnstyledButton>
      </li>
    </ul>
  );
}
