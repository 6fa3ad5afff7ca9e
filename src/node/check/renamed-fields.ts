import { renamedFields } from '../../blocks/renamed.ts';
import type { BlockType } from '../../blocks/index.ts';
import { describe } from '../../core/catalogue.ts';
import type { Finding } from '../report/problem.ts';
import { subjectOf } from '../report/subject.ts';

/**
 * Each field of a page's blocks written under its old name (src/blocks/renamed.ts): it still works; this says its name
 * now.
 */
export function renamedFieldFindings(data: unknown): Finding[] {
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, index) => {
    if (!block || typeof block !== 'object') return [];
    const renamed = renamedFields.get((block as { type?: unknown }).type as BlockType) ?? {};
    return Object.entries(renamed)
      .filter(([old]) => old in block)
      .map(([old, now]) => ({
        path: ['blocks', index, old],
        problem: describe('renamed-field', { subject: subjectOf(['blocks', index], data), old, now }),
      }));
  });
}
