import { z } from 'zod';
import { text } from '../text.ts';


export const contactDetailsBlock = z
  .strictObject({
    type: z.literal('contact-details'),
    heading: text.optional().describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    contactHeading: text.describe('The heading over the phone, e-mail and location, e.g. "Contact Information".'),
    contactText: text.optional().describe('A sentence under the phone, e-mail and location, e.g. when to call rather than write.'),
    hoursHeading: text.describe('The heading over the opening hours, e.g. "Business Hours".'),
    areasHeading: text.describe('The heading over the towns served, e.g. "Service Areas".'),
  })
  .describe(
    'Three cards: phone, e-mail and location; opening hours; towns served. The facts come from pages/_site.yaml, so they are written once.',
  );
