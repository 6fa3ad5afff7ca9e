import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { checkStorage, isKept, subscribe } from './contact-storage.ts';

/**
 * Tells the visitor, once the browser refuses to keep the draft, that leaving the page would lose what they typed.
 * The live region is always there, so the note is announced when it appears; politely, since nothing has failed yet.
 */
export function ContactDraftNote({ text }: { text: string }) {
  const kept = useSyncExternalStore(subscribe, isKept, () => true);
  useEffect(checkStorage, []);
  return (
    <div role="status">
      {!kept && (
        <Group gap="xs" wrap="nowrap" align="flex-start" mb="md">
          <IconInfoCircle size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{text}</Text>
        </Group>
      )}
    </div>
  );
}
