import { Badge, Box, Container, Group, Stack, Text } from '@mantine/core';
import type { BlockProps } from '../block-props.ts';
import { ActionButton } from '../../browser/ui/ActionButton.tsx';
import { Picture } from '../../browser/ui/Picture.tsx';
import { Heading } from '../../browser/ui/Heading.tsx';

/** The page's top band: badge, main heading (h1), pitch, buttons and highlights, white on deep blue; a picture beside them. */
export function Hero({ block }: BlockProps<'hero'>) {
  const { image } = block;
  return (
    <Box component="section" className="hero">
      <Container size="lg" className={image ? 'hero-with-image' : undefined}>
        <Stack gap="lg" maw={760}>
          {block.badge && (
            <Badge size="lg" variant="white" c="brand.9" radius="sm" w="fit-content">
              {block.badge}
            </Badge>
          )}
          <Heading order={1} c="white" className="hero-title" lh={1.15}>
            {block.title}
          </Heading>
          {block.text && (
            <Text c="white" size="xl" lh={1.5}>
              {block.text}
            </Text>
          )}
          {block.actions.length > 0 && (
            <Group gap="sm">
              {block.actions.map((action) => (
                <ActionButton key={action.label} action={action} onDark size="lg" />
              ))}
            </Group>
          )}
          {block.highlights.length > 0 && (
            <ul className="marks marks-check marks-md hero-highlights">
              {block.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
        </Stack>
        {/* The first thing on the page: fetched at once and first, at its final size so nothing moves when it arrives. */}
        {image && <Picture picture={image} first className="hero-image" />}
      </Container>
    </Box>
  );
}
