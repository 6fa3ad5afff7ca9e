import { Accordion, Container } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import type { BlockProps } from '../render/registry.ts';
import { Section } from '../ui/Section.tsx';

/** Questions as an accordion: one open at a time, the open one closes on a second click; arrows, Home and End move. */
export function Faq({ block }: BlockProps<'faq'>) {
  return (
    <Section heading={block.heading}>
      <Container size="md" px={0}>
        <Accordion variant="separated" radius="md" order={3} keepMounted keepMountedMode="display-none">
          {block.items.map((item, i) => (
            <Accordion.Item key={item.question} value={`q${i}`}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Section>
  );
}
