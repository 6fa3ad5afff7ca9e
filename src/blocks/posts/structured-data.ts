// The posts block's structured data: a BlogPosting per post, published by the business.
import type { BlogPosting } from 'schema-dts';
import { readDate } from '../../../schema/date.ts';
import type { BlockStructuredData } from '../../core/structured-data.ts';
import type { BlockOf } from '../index.ts';

export const postsStructuredData: BlockStructuredData<BlockOf<'posts'>> = (block, { at, business }) => ({
  things: block.items.map((post) => {
    const published = readDate(post.date);
    return {
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      ...(published ? { datePublished: published } : {}),
      author: { '@type': 'Person', name: post.author.split(',')[0]!.trim() },
      articleSection: post.category,
      publisher: business,
      ...(post.href ? { url: at(post.href) } : {}),
    } satisfies BlogPosting;
  }),
});
