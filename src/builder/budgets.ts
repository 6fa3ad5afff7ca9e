// The one place for what every route must reach. Bytes are exact and checked by `npm test` (tests/e2e/budgets.test.ts);
// Lighthouse scores are noisy, so `npm run lighthouse` checks them on the median of several runs.

/** First-load bytes per route, gzip-compressed (level 9, as src/builder/compress-dist.ts writes them). */
export const byteBudgets = {
  /** The entry script, the page's block chunks and everything they import statically. */
  js: 100_000,
  /** The entry stylesheet and the stylesheets of the page's block chunks. */
  css: 13_000,
  /** The prerendered page itself, with its inline styles and data. */
  html: 11_000,
} as const;

export type Asset = keyof typeof byteBudgets;

/** Lighthouse, mobile preset (its default config). Scores are 0-100. */
export const lighthouseBudgets = {
  /** These three must be 100 on every route, in the median of the runs. */
  perfect: ['accessibility', 'best-practices', 'seo'],
  /** The median Performance score across routes (each route's own median first). */
  performanceMedian: 98,
  /** No route's median Performance score may be lower. */
  performanceMin: 95,
  /** Cumulative Layout Shift, median per route. */
  cls: 0,
  /** Total Blocking Time in milliseconds, median per route. */
  tbtMs: 100,
} as const;
