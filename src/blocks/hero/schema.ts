import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { action } from '../../../schema/link.ts';
import { pictureIn } from '../../../schema/image.ts';

/** Beside the text from 62em (two fifths of the 1,140 px container), the container's full width below it. */
const heroPicture = { sizes: '(min-width: 62em) 431px, calc(100vw - 32px)', widest: 960, onPhone: 343 };

export const heroBlock = z
  .strictObject({
    type: z.literal('hero').meta({ title: 'Block type' }),
    badge: text
      .optional()
      .describe('A small label above the heading, e.g. "24/7 Emergency Service".')
      .meta({ title: 'Badge' }),
    title: text.describe("The page's main heading.").meta({ title: 'Main heading' }),
    text: text.optional().describe('One or two sentences under the heading.').meta({ title: 'Text' }),
    actions: z
      .array(action)
      .max(3)
      .default([])
      .describe('Up to three buttons; the first is the main one.')
      .meta({ title: 'Buttons' }),
    highlights: z
      .array(text)
      .max(6)
      .default([])
      .describe('Short claims shown with a tick under the buttons, e.g. "Licensed, bonded & insured".')
      .meta({ title: 'Highlights' }),
    image: pictureIn(heroPicture)
      .optional()
      .describe(
        'A picture beside the text on wide screens, under it on phones, e.g. your van or your ' +
          'team. Any photo from public/images/: the build makes it the right size for every screen.',
      )
      .meta({ title: 'Picture' }),
  })
  .describe('The top of a page: its main heading, a short pitch and the main buttons. Every page starts with one.')
  .meta({ title: 'Top of the page' });
