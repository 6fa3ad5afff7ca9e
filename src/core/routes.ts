/** The route of a page file: pages/index.yaml is /, pages/about/index.yaml and pages/about.yaml are /about. */
export function routeOf(file: string): string {
  const rel = file.replace(/^pages\//, '').replace(/\.ya?ml$/, '');
  const route = `/${rel}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Files whose name starts with _ are not routes: the site file, the not-found page, drafts. */
export function isRouteFile(file: string): boolean {
  return !file.startsWith('_') && !file.includes('/_');
}

/** A path as visitors type it, without query, hash or trailing slash. */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

export const siteFile = 'pages/_site.yaml';
export const notFoundFile = 'pages/_not-found.yaml';

/** A [name] in a page file's path: the file is one page per entry of the list called name. */
const paramToken = /\[([a-z][a-z0-9-]*)\]/g;

/** The [names] in a page file's path, in order, each once: pages/[service]-in/[town].yaml has service and town. */
export function paramsOf(file: string): string[] {
  // Most files have none: known without a match (10,000 pages are asked several times each in a check).
  return file.includes('[') ? [...new Set([...file.matchAll(paramToken)].map(([, name = '']) => name))] : [];
}

/** A page written by hand: a route file whose name has no [param], so it is one page, not one per data entry. */
export function isWrittenPage(file: string): boolean {
  return isRouteFile(file) && !paramsOf(file).length;
}

/** The route of one page made from data: each [name] of the file's path is its entry's slug. */
export function dataRouteOf(file: string, slugs: Readonly<Record<string, string>>): string {
  return routeOf(file.replace(paramToken, (all, name: string) => slugs[name] ?? all));
}
