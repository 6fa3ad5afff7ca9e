import { z } from 'zod';
import { action } from '../../../schema/link.ts';
import { text } from '../../../schema/text.ts';

/** How a notice reads; its old field name, kind, still works (src/blocks/renamed.ts). */
const noticeTone = z.enum(['news', 'warning']);

export const noticeBlock = z
  .strictObject({
    type: z.literal('notice').meta({ title: 'Block type' }),
    tone: noticeTone
      .optional()
      .describe(
        'How it reads: news (blue, e.g. new hours or a seasonal offer) or ' +
          'warning (copper, e.g. a boil-water advisory). News when left out.',
      )
      .meta({ title: 'Tone' }),
    kind: noticeTone
      .optional()
      .describe('The old name of tone: it still works, and validate says to write tone instead.')
      .meta({ title: 'Tone (old name)', deprecated: true }),
    title: text.describe('The notice in a few words, e.g. "Closed on Boxing Day".').meta({ title: 'Title' }),
    text: text.optional().describe('A sentence or two more, e.g. what to do instead.').meta({ title: 'Text' }),
    action: action
      .optional()
      .describe('A button after the text, e.g. "Call {phone}" for emergencies.')
      .meta({ title: 'Button' }),
  })
  .describe(
    'A notice across the page: a short message worth seeing first, such as ' +
      'a holiday closure, an advisory or an offer, with an optional button.',
  )
  .meta({ title: 'Notice' });
