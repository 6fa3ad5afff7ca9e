import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from './check-site.ts';

/** Every .yaml file under `<root>/pages`, as text. */
export function readPages(root: string): SourceFile[] {
  const dir = join(root, 'pages');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      return { file: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') };
    });
}

/** Every file under `<root>/public`, as the site path it is served at: public/images/van.webp is /images/van.webp. */
export function readAssets(root: string): Set<string> {
  const dir = join(root, 'public');
  const names = existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  return new Set(names.map((name) => `/${name.split(sep).join('/')}`));
}
