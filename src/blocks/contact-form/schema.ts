import { z } from 'zod';
import { endpoint } from '../../../schema/endpoint.ts';
import { text } from '../../../schema/text.ts';

const field = (what: string) =>
  z
    .strictObject({
      label: text.describe(`The visible label of ${what}.`).meta({ title: 'Label' }),
      help: text
        .optional()
        .describe('A short hint shown under the field and read out with it.')
        .meta({ title: 'Hint' }),
    })
    .describe(`The label and optional hint of ${what}.`);

export const contactFormBlock = z
  .strictObject({
    type: z.literal('contact-form').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading, e.g. "Request a Free Quote".').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    fields: z
      .strictObject({
        name: field('the name field (required)').meta({ title: 'Name field' }),
        phone: field('the phone field (required, opens the phone keypad)').meta({ title: 'Phone field' }),
        email: field('the e-mail field (optional; the browser checks the address when one is given)').meta({
          title: 'E-mail field',
        }),
        service: field('the service list (required)').meta({ title: 'Service list' }),
        message: field('the message box (required)').meta({ title: 'Message box' }),
        emergency: field('the emergency tick box (optional)').meta({ title: 'Emergency tick box' }),
      })
      .describe('The label (and optional hint) of each field; which fields exist and which are required is fixed.')
      .meta({ title: 'Form fields' }),
    servicePrompt: text
      .describe('The first, empty choice of the service list, e.g. "Select a service"; it does not count as a choice.')
      .meta({ title: 'Service list prompt' }),
    services: z
      .array(text)
      .min(1)
      .describe('The choices of the service list, in order.')
      .meta({ title: 'Service choices' }),
    submitLabel: text
      .default('Send Message')
      .describe('The button text. Default: "Send Message".')
      .meta({ title: 'Button text' }),
    emergencySubmitLabel: text
      .default('Send Emergency Request')
      .describe('The button text while the emergency box is ticked. Default: "Send Emergency Request".')
      .meta({ title: 'Emergency button text' }),
    promises: z
      .array(text)
      .default([])
      .describe('Short promises shown under the button, e.g. "We reply within 24 hours."')
      .meta({ title: 'Promises' }),
    sent: z
      .strictObject({
        title: text
          .default('Thank you, your message has been sent')
          .describe('The heading of the confirmation.')
          .meta({ title: 'Heading' }),
        text: text
          .default('We have your request and will be in touch soon.')
          .describe('The confirmation text.')
          .meta({ title: 'Text' }),
        again: text
          .default('Send Another Message')
          .describe('The button that brings back an empty form.')
          .meta({ title: 'Send-again button' }),
      })
      .prefault({})
      .describe('What replaces the form once it is sent.')
      .meta({ title: 'Once sent' }),
    failed: z
      .strictObject({
        title: text
          .default('Your message was not sent')
          .describe('The heading of the error.')
          .meta({ title: 'Heading' }),
        text: text
          .default(
            'We could not send your message. Everything you typed is still ' +
              'in the form: please try again in a moment, or call us now.',
          )
          .describe('The error text; the site phone number is shown after it as a call button.')
          .meta({ title: 'Text' }),
      })
      .prefault({})
      .describe(
        'What is shown when the endpoint does not accept the message ' +
          'or does not answer in time; the form keeps every field.',
      )
      .meta({ title: 'If sending fails' }),
    unsent: z
      .strictObject({
        title: text
          .default('Your message could not be sent')
          .describe('The heading of the notice.')
          .meta({ title: 'Heading' }),
        text: text
          .default(
            'Messages cannot be sent from this page yet, so nothing went out and nobody will call you back about ' +
              'it. Everything you typed is still in the form. Please call us instead, right away if it is urgent.',
          )
          .describe('The notice; the site phone number is shown after it as a call button.')
          .meta({ title: 'Text' }),
      })
      .prefault({})
      .describe(
        'What is shown on a submit when the form has no `endpoint`: nothing ' +
          'is sent, so it must not promise a reply; the form keeps every field.',
      )
      .meta({ title: 'If nowhere to send' }),
    draftNotKept: text
      .default(
        'Your browser is not letting this page keep a copy of what you type, so it will ' +
          'be lost if you leave or reload the page before sending. Sending works as usual.',
      )
      .describe(
        'A quiet note above the fields, shown only when the browser refuses ' +
          'to keep the draft (a private window, blocked cookies, full storage).',
      )
      .meta({ title: 'Draft not kept note' }),
    whereMessagesGo: text
      .default(
        'Your message goes straight to {company}: it is kept in the inbox of this ' +
          "website's own server, read only by our staff, and sent to no form service.",
      )
      .describe(
        'A line under the button saying where messages go, shown when ' +
          "the form sends to the site's own inbox (endpoint: /_inbox).",
      )
      .meta({ title: 'Where messages go' }),
    endpoint: endpoint
      .optional()
      .describe(
        'Where to POST the values as JSON (name, phone, email, service, message, emergency): ' +
          "/_inbox for the inbox of the site's own server (npm run serve), https://… for a form " +
          'service, or another path of this site. Without it nothing is sent (validate warns): ' +
          'the form shows the `unsent` notice and writes the values to the browser console.',
      )
      .meta({ title: 'Where to send' }),
    timeout: z
      .number()
      .min(1)
      .max(120)
      .default(15)
      .describe(
        'Seconds to wait for the endpoint to answer; after that the send counts as ' +
          'failed (the `failed` notice, every field kept, a retry possible). Default: 15.',
      )
      .meta({ title: 'Seconds to wait' }),
  })
  .describe(
    'A quote and contact form: name, phone, e-mail, service, message and an emergency ' +
      'tick box. What the visitor types is kept in the browser until it is sent.',
  )
  .meta({ title: 'Contact form' });
