import { Button } from '@mantine/core';
import { __iconNode as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { __iconNode as IconInfoCircle } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useId } from 'react';
import './Notice.css';
import type { BlockProps } from '../block-props.ts';
import type { Action } from '../../../schema/link.ts';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { Row } from '../../ui/Row.tsx';
import { Copy } from '../../ui/Copy.tsx';

/**
 * A notice's button, on its light band: a call is copper like every call, the others Mantine's filled and outline
 * looks.
 */
function NoticeAction({ action }: { action: Action }) {
  if (action.style === 'call') return <ActionButton action={action} />;
  return (
    <Button component={AppLink} href={action.href} variant={action.style === 'primary' ? 'filled' : 'outline'}>
      {action.label}
    </Button>
  );
}

/** A short message across the page, marked as news or a warning by its colour, its icon and its words. */
export function Notice({ block }: BlockProps<'notice'>) {
  const id = useId();
  const tone = block.tone ?? block.kind ?? 'news';
  const Icon = tone === 'warning' ? IconAlertTriangle : IconInfoCircle;
  return (
    <section aria-labelledby={id} className={`notice notice-${tone}`}>
      <div className="container-lg">
        <Row gap="md" wrap="nowrap" align="flex-start">
          <Glyph icon={Icon} size={28} className="notice-icon" />
          <div>
            <Copy component="h2" id={id} className="weight-700 text-lg">
              {block.title}
            </Copy>
            {block.text && <Copy className="notice-text">{block.text}</Copy>}
            {block.action && (
              <Row className="notice-actions">
                <NoticeAction action={block.action} />
              </Row>
            )}
          </div>
        </Row>
      </div>
    </section>
  );
}
