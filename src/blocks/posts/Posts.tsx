import { Button, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import type { BlockProps } from '../block-props.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { Columns } from '../../ui/Columns.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Copy } from '../../ui/Copy.tsx';
import { Column } from '../../ui/Column.tsx';
import { PlainBadge } from '../../ui/PlainBadge.tsx';
import { PlainCard } from '../../ui/PlainCard.tsx';
import type { CSSProperties } from 'react';

/**
 * Blog posts as cards; a post with an address has a button to it, one without has none (never a control that does
 * nothing).
 */
export function Posts({ block }: BlockProps<'posts'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
        {block.items.map((post) => (
          <PlainCard key={post.title} component="article" className="shadow-xs">
            <Column className="card-body" align="flex-start">
              <PlainBadge
                style={{ '--badge-radius': 'var(--mantine-radius-sm)', textTransform: 'none' } as CSSProperties}
              >
                {post.category}
              </PlainBadge>
              <Heading order={block.heading ? 3 : 2} size="h4">
                {post.title}
              </Heading>
              <Copy className="text-sm dimmed">
                {post.date} · {post.author}
              </Copy>
              <Copy>{post.excerpt}</Copy>
              {post.href && (
                <Button component={AppLink} href={post.href} variant="outline" mt="auto">
                  {block.linkLabel}
                  <VisuallyHidden>: {post.title}</VisuallyHidden>
                </Button>
              )}
            </Column>
          </PlainCard>
        ))}
      </Columns>
    </Section>
  );
}
