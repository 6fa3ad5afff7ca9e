import { z } from 'zod';
import { text } from '../../../schema/text.ts';

export const contactDetailsBlock = z
  .strictObject({
    type: z.literal('contact-details').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    contactHeading: text
      .describe('The heading over the phone, e-mail and location, e.g. "Contact Information".')
      .meta({ title: 'Contact heading' }),
    contactText: text
      .optional()
      .describe('A sentence under the phone, e-mail and location, e.g. when to call rather than write.')
      .meta({ title: 'Contact text' }),
    hoursHeading: text
      .describe('The heading over the opening hours, e.g. "Business Hours".')
      .meta({ title: 'Hours heading' }),
    areasHeading: text
      .describe('The heading over the towns served, e.g. "Service Areas".')
      .meta({ title: 'Areas heading' }),
  })
  .describe(
    'Three cards: phone, e-mail and location; opening hours; towns served. ' +
      'The facts come from pages/_site.yaml, so they are written once.',
  )
  .meta({ title: 'Contact details' });
