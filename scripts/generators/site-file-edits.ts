// What new-page changes in pages/_site.yaml when it writes a page the site file should know: a service added to
// `services:`, a path taken off `knownMissingPages`. Made with the page editor's line edits, so every comment, blank
// line and other byte of the file stays as the owner wrote it.
import { isSeq, parseDocument, stringify } from 'yaml';
import { insertItem, removeEntry } from '../../src/node/edit/structural-edits.ts';
import { routeOf } from '../../src/core/routes.ts';
import type { IconName } from '../../schema/icon.ts';

/** A site file's text and what was changed in it, in words for the person who ran the command. */
export interface SiteFileEdit {
  text: string;
  said: string[];
}

const parentOf = (route: string) => route.slice(0, route.lastIndexOf('/') + 1);

/** The services already listed (their titles and pages), from the site file's text. */
function servicesOf(text: string): Array<{ title: string; href: string }> {
  const services = parseDocument(text).get('services', true);
  return isSeq(services) ? (services.toJSON() as Array<{ title: string; href: string }>) : [];
}

/**
 * Whether a new page's route sits where the site's services do (/services/gas-fitting beside /services/drain-cleaning).
 */
export function isServiceRoute(text: string, route: string): boolean {
  const services = servicesOf(text);
  return (
    services.length > 0 &&
    !services.some((s) => s.href === route) &&
    services.some((s) => parentOf(s.href) === parentOf(route))
  );
}

/** Adds the page to the end of `services:`, with a summary for the owner to rewrite. */
export function addService(edit: SiteFileEdit, file: string, title: string, icon: IconName = 'wrench'): SiteFileEdit {
  const route = routeOf(file);
  const services = servicesOf(edit.text);
  const item = stringify(
    {
      title,
      href: route,
      summary: `One sentence about ${title.toLowerCase()}, shown on the service cards and in the menus.`,
      icon,
    },
    { lineWidth: 0 },
  );
  const text = insertItem(edit.text, ['services'], services.length, item);
  const line = text.slice(0, text.indexOf(`href: ${route}\n`)).split('\n').length - 1;
  return {
    text,
    said: [
      ...edit.said,
      `Listed it under services: in pages/_site.yaml (line ${line}), after ${services.at(-1)!.title}: it ` +
        `shows on the services page, and in the menus that show the first services. Write its summary there.`,
    ],
  };
}

/** Takes the page's path off `knownMissingPages`, now that its page exists. */
export function removeKnownMissing(edit: SiteFileEdit, route: string): SiteFileEdit {
  const list = parseDocument(edit.text).get('knownMissingPages', true);
  const index = isSeq(list) ? list.items.findIndex((item) => (item as { value?: unknown }).value === route) : -1;
  if (index === -1) return edit;
  // The last path goes with its key: a list with nothing under it would read as no list at all.
  const text =
    isSeq(list) && list.items.length === 1
      ? removeEntry(edit.text, ['knownMissingPages'])
      : removeEntry(edit.text, ['knownMissingPages', index]);
  return {
    text,
    said: [
      ...edit.said,
      `Took ${route} off knownMissingPages in pages/_site.yaml: its links now lead to the new page.`,
    ],
  };
}
