import { Badge, Button, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import type { BlockProps } from '../block-props.ts';
import { AppLink } from '../../browser/ui/AppLink.tsx';
import { Section } from '../../browser/ui/Section.tsx';
import { Columns } from '../../browser/ui/Columns.tsx';

/** Blog posts as cards; a post with an address has a button to it, one without has none (never a control that does nothing). */
export function Posts({ block }: BlockProps<'posts'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
        {block.items.map((post) => (
          <Card key={post.title} component="article" withBorder padding="lg" shadow="xs">
            <Stack gap="sm" h="100%" align="flex-start">
              <Badge radius="sm" tt="none">{post.category}</Badge>
              <Title order={block.heading ? 3 : 2} size="h4">{post.title}</Title>
              <Text size="sm" c="dimmed">
                {post.date} · {post.author}
              </Text>
              <Text>{post.excerpt}</Text>
              {post.href && (
                <Button component={AppLink} href={post.href} variant="outline" mt="auto">
                  {block.linkLabel}
                  <VisuallyHidden>: {post.title}</VisuallyHidden>
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
