import { Card } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/VisuallyHidden.css';
import './CardItem.css';
import type { z } from 'zod';
import type { card } from '../../schema/card.ts';
import { icons } from './icons.ts';
import { tones, urgencies } from './theme.ts';
import { AppLink } from './AppLink.tsx';
import { Columns } from './Columns.tsx';
import { Facts } from './Facts.tsx';
import { Lines } from './Lines.tsx';
import { MarkList } from './MarkList.tsx';
import { Picture } from './Picture.tsx';
import { Heading } from './Heading.tsx';
import { Glyph } from './Glyph.tsx';
import { Copy } from './Copy.tsx';
import { Column } from './Column.tsx';
import { PlainBadge } from './PlainBadge.tsx';
import { PlainCard } from './PlainCard.tsx';
import { classList, mantineClass } from './mantine-classes.ts';

export type CardData = z.infer<typeof card>;
type CardList = NonNullable<CardData['lists']>[number];

/** A titled list in a card: pros with ticks, cons with crosses, dangers with warning signs, steps numbered. */
function TitledList({ list, titleOrder }: { list: CardList; titleOrder: 3 | 4 }) {
  return (
    <Column className="titled-list">
      <Heading order={titleOrder} size="h6">
        {list.title}
      </Heading>
      <Lines items={list.items} marker={list.style} size="sm" />
    </Column>
  );
}

/** Lists sit side by side only where the card is wide: one card per row, or two from a desktop width. */
const listColumns = (lists: number, columns: number) => {
  const n = Math.min(lists, 2);
  return { base: 1, sm: columns === 1 ? n : 1, md: columns <= 2 ? n : 1 };
};

/** The icon and badges at the top of a card, side by side, so a badge never pushes the title below its neighbours'. */
function CardHead({ item }: { item: CardData }) {
  const Icon = item.icon && icons[item.icon];
  const urgency = item.urgency && urgencies[item.urgency];
  return (
    <div className="card-head">
      {Icon && (
        <div className={`card-icon ${mantineClass.themeIcon}`} aria-hidden>
          <Glyph icon={Icon} size={26} />
        </div>
      )}
      {urgency && (
        <PlainBadge style={{ background: urgency.bg, color: urgency.fg }} className="card-badge">
          {item.urgency}
        </PlainBadge>
      )}
      {item.badge && (
        <PlainBadge
          style={{ background: tones[item.badge.tone].bg, color: tones[item.badge.tone].fg }}
          className="card-badge"
        >
          {item.badge.label}
        </PlainBadge>
      )}
    </div>
  );
}

/**
 * One card of a grid of `columns`. `withHead` keeps room for the icon and badge row even when this card has neither,
 * so the titles of a row line up. Titles are h3 under a section heading, else h2.
 */
export function CardItem({
  item,
  columns,
  titleOrder,
  withHead,
}: {
  item: CardData;
  columns: number;
  titleOrder: 2 | 3;
  withHead: boolean;
}) {
  const content = (
    <Column className="card-body">
      {withHead && <CardHead item={item} />}
      <Heading order={titleOrder} size="h4">
        {item.title}
      </Heading>
      {item.text && <Copy className="dimmed">{item.text}</Copy>}
      <Facts facts={item.facts} />
      {item.bullets.length > 0 && <MarkList items={item.bullets} size="sm" />}
      {item.lists && item.lists.length > 0 && (
        <Columns cols={listColumns(item.lists.length, columns)} spacing="md">
          {item.lists.map((list) => (
            <TitledList key={list.title} list={list} titleOrder={titleOrder === 2 ? 3 : 4} />
          ))}
        </Columns>
      )}
      {item.note && (
        <Copy className="card-note">
          <Copy component="span" className="weight-700" data-inherit>
            {item.note.label}:{' '}
          </Copy>
          {item.note.text}
        </Copy>
      )}
      {item.href && (
        <AppLink href={item.href} className={classList('mantine-focus-auto card-link', mantineClass.text)}>
          {item.linkLabel}
          <span className={mantineClass.visuallyHidden}> about {item.title}</span>
        </AppLink>
      )}
    </Column>
  );
  if (!item.picture) return <PlainCard className="shadow-xs">{content}</PlainCard>;
  return (
    <Card className="shadow-xs" orientation="vertical">
      <Card.Section mb="md">
        <Picture picture={item.picture} className="card-picture" />
      </Card.Section>
      {content}
    </Card>
  );
}
