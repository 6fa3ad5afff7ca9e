import { Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import './Notice.css';
import type { BlockProps } from '../block-props.ts';
import { ActionButton } from '../../browser/ui/ActionButton.tsx';
import { Glyph } from '../../browser/ui/Glyph.tsx';
import { Row } from '../../browser/ui/Row.tsx';

/** A short message across the page, marked as news or a warning by its colour, its icon and its words. */
export function Notice({ block }: BlockProps<'notice'>) {
  const id = useId();
  const Icon = block.kind === 'warning' ? IconAlertTriangle : IconInfoCircle;
  return (
    <section aria-labelledby={id} className={`notice notice-${block.kind}`}>
      <div className="container-lg">
        <Row gap="md" wrap="nowrap" align="flex-start">
          <Glyph icon={Icon} size={28} className="notice-icon" />
          <div>
            <Text component="h2" id={id} fw={700} size="lg">
              {block.title}
            </Text>
            {block.text && <Text mt={4}>{block.text}</Text>}
            {block.action && (
              <Row className="notice-actions">
                <ActionButton action={block.action} />
              </Row>
            )}
          </div>
        </Row>
      </div>
    </section>
  );
}
