/** The route of a page file: pages/index.yaml is /, pages/about/index.yaml and pages/about.yaml are /about. */
export function routeOf(file: string): string {
  const rel = file.replace(/^pages\//, '').replace(/\.ya?ml$/, '');
  const route = `/${rel}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Files whose name starts with _ are not routes: the site file, the not-found page, drafts. */
export function isRouteFile(file: string): boolean {
  return !file.split('/').some((part) => part.startsWith('_'));
}

/** A path as visitors type it, without query, hash or trailing slash. */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

export const siteFile = 'pages/_site.yaml';
export const notFoundFile = 'pages/_not-found.yaml';
