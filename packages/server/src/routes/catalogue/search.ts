/** Search: suggested words while typing, the 'Popular searches' list, and the /search results. */
import { Hono, type Context } from 'hono';
import { recommendWordsBody, searchSkusBody, searchWordsBody } from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { pageArgs } from '../../http/paging.js';
import { bodyOf } from '../../http/request.js';
import { escapeLike, pageProducts } from './products.js';

/** How many suggestions the overlay shows under the input. */
const SUGGESTIONS = 10;

async function popularWords(c: Context<AppEnv>, languageId: number) {
  return c.var.db.query<{ word: string }>(
    'SELECT word FROM search_word WHERE language_id = $1 AND popular ORDER BY sort, id',
    [languageId],
  );
}

export const searchRoutes = new Hono<AppEnv>()
  .post('/scgl/search/getSearchWords', async (c) => {
    const { searchWord, languageId } = await bodyOf(c, searchWordsBody);
    const typed = searchWord.trim();
    if (!typed) return ok(c, await popularWords(c, languageId));
    // Words that start with what was typed come first, then words that contain it.
    const words = await c.var.db.query<{ word: string }>(
      `SELECT word FROM search_word WHERE language_id = $1 AND word ILIKE $2
        ORDER BY (word ILIKE $3) DESC, popular DESC, sort LIMIT $4`,
      [languageId, `%${escapeLike(typed)}%`, `${escapeLike(typed)}%`, SUGGESTIONS],
    );
    return ok(c, words);
  })
  .post('/scgl/search/getRecommendWord', async (c) => {
    const { languageId } = await bodyOf(c, recommendWordsBody);
    return ok(c, await popularWords(c, languageId));
  })
  .post('/scgl/search/getSearchSkus', async (c) => {
    const body = await bodyOf(c, searchSkusBody);
    // Every word must match the name, art. no., colour or brand; products before spare parts.
    const terms = body.searchWord
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((term) => `%${escapeLike(term)}%`);
    const where = terms.length
      ? terms
          .map((_, index) => {
            const p = `$${index + 2}`;
            return `(l.name ILIKE ${p} OR s.art_no ILIKE ${p} OR l.colour ILIKE ${p}
            OR EXISTS (SELECT 1 FROM brand_label b WHERE b.brand_id = s.brand_id AND b.name ILIKE ${p}))`;
          })
          .join(' AND ')
      : 'false';
    const filter = { where, params: terms, orderBy: 's.is_spare_part, s.sort, s.id' };
    return ok(c, await pageProducts(c, c.var.db, body.languageId, filter, pageArgs(body)));
  });
