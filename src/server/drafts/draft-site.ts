import { siteChecker, type CheckedFiles } from '../../node/check/check-site.ts';
import { changedPages, loadSite, type Good } from '../../node/dev/live-site.ts';
import type { Page } from '../../blocks/page-schemas.ts';
import type { SiteData } from '../../core/site-data.ts';
import type { LiveMessage } from '../../blocks/pages-update.ts';

/** How many updates are kept for a tab that reconnects: it is sent those it missed, or else every page. */
const remembered = 100;

/**
 * The drafts as logged-in people see them: the site checked from the drafts' folder and kept in memory, as the dev
 * server's pages plugin keeps it (src/node/dev/live-site.ts, the same check), and sent to every open tab when a save,
 * an undo or a merge changes it. A check that fails keeps the last good pages and sends the report.
 */
export class DraftSite {
  /** The remembering check, shared with the editing endpoint: a save's check is the drafts' next. */
  readonly check = siteChecker(undefined, { checksAgain: true });
  private good: Good | undefined;
  private report = '';
  private version = 0;
  private readonly recent: Array<{ version: number; pages: string[] }> = [];
  private readonly tabs = new Set<(message: LiveMessage) => void>();

  constructor(readonly root: string) {
    this.refresh();
  }

  /** Checks the drafts again (or takes the check a save passed) and tells every tab; the version that shows it. */
  refresh(checked?: CheckedFiles): number {
    const loaded = loadSite(this.root, this.check, checked);
    this.version++;
    if (!loaded.good) {
      this.report = loaded.report;
      this.send({ event: 'pages:error', data: { version: this.version, report: this.report } });
      return this.version;
    }
    const pages = changedPages(this.good?.pages, loaded.good.pages);
    const siteChanged = JSON.stringify(this.good?.data) !== JSON.stringify(loaded.good.data);
    const recovered = this.report !== '';
    this.good = loaded.good;
    this.report = '';
    this.recent.push({ version: this.version, pages: Object.keys(pages) });
    if (this.recent.length > remembered) this.recent.shift();
    if (recovered || siteChanged || Object.keys(pages).length)
      this.send({ event: 'pages:update', data: { version: this.version, data: this.good.data, pages } });
    return this.version;
  }

  private send(message: LiveMessage): void {
    for (const tab of this.tabs) tab(message);
  }

  /**
   * A tab's live updates from now on. `since` is the last version it saw (a tab that reconnects): it is sent the pages
   * changed since, or all of them if that is too far back; a tab is told at once when the drafts cannot be shown.
   */
  subscribe(send: (message: LiveMessage) => void, since?: number): () => void {
    if (this.report) send({ event: 'pages:error', data: { version: this.version, report: this.report } });
    else if (since !== undefined && since < this.version && this.good) {
      const missed = this.recent.filter((r) => r.version > since);
      const known = missed.length > 0 && missed[0]!.version === since + 1;
      const keys = known ? new Set(missed.flatMap((r) => r.pages)) : new Set(Object.keys(this.good.pages));
      const pages = Object.fromEntries(
        [...keys].filter((key) => key in this.good!.pages).map((key) => [key, this.good!.pages[key]!]),
      );
      send({ event: 'pages:update', data: { version: this.version, data: this.good.data, pages } });
    }
    this.tabs.add(send);
    return () => this.tabs.delete(send);
  }

  /** The site's facts and routes as the drafts have them, or undefined while they cannot be shown at all. */
  get data(): SiteData | undefined {
    return this.good?.data;
  }

  get currentVersion(): number {
    return this.version;
  }

  /** A page by the address of its JSON (/_pages/about.json), or undefined where there is none. */
  pageAt(url: string): Page | undefined {
    const key = this.good?.keys.get(url);
    return key === undefined ? undefined : this.good!.pages[key];
  }
}
