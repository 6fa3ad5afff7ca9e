import { short } from './subject.ts';
import { walkStrings } from '../core/walk.ts';
import type { Finding } from './problem.ts';

/** Pictures (image.src) whose file is not in public/: the page would show a broken image. */
export function checkImages(data: unknown, assets: ReadonlySet<string>): Finding[] {
  const found: Finding[] = [];
  walkStrings(data, (text, path) => {
    if (path.at(-2) !== 'image' || path.at(-1) !== 'src' || assets.has(text)) return;
    found.push({
      path,
      problem: { severity: 'error', code: 'missing-image-file', title: 'Picture not found', message: `There is no file public${short(text)}, so visitors would see a broken picture.`, hint: `Put the picture at public${short(text)}, or correct the path (it is case-sensitive).` },
    });
  });
  return found;
}
