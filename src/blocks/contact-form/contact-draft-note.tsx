import { Text } from '@mantine/core';
import { __iconNode as IconInfoCircle } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useEffect, useSyncExternalStore } from 'react';
import { checkStorage, isKept, subscribe } from './contact-storage.ts';
import { Glyph } from '../../ui/Glyph.tsx';
import { Row } from '../../ui/Row.tsx';

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
        <Row gap="xs" wrap="nowrap" align="flex-start" className="contact-draft-row">
          <Glyph icon={IconInfoCircle} size={20} className="contact-draft-icon" />
          <Text size="sm">{text}</Text>
        </Row>
      )}
    </div>
  );
}
