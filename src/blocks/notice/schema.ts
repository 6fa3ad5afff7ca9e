import { z } from 'zod';
import { action } from '../../../schema/link.ts';
import { text } from '../../../schema/text.ts';

export const noticeBlock = z
  .strictObject({
    type: z.literal('notice').meta({ title: 'Block type' }),
    kind: z
      .enum(['news', 'warning'])
      .default('news')
      .describe(
        'How it reads: news (blue, e.g. new hours or a seasonal offer) or warning (copper, e.g. a boil-water advisory).',
      )
      .meta({ title: 'Kind of notice' }),
    title: text.describe('The notice in a few words, e.g. "Closed on Boxing Day".').meta({ title: 'Title' }),
    text: text.optional().describe('A sentence or two more, e.g. what to do instead.').meta({ title: 'Text' }),
    action: action
      .optional()
      .describe('A button after the text, e.g. "Call {phone}" for emergencies.')
      .meta({ title: 'Button' }),
  })
  .describe(
    'A notice across the page: a short message worth seeing first, such as a holiday closure, an advisory or an offer, with an optional button.',
  )
  .meta({ title: 'Notice' });
