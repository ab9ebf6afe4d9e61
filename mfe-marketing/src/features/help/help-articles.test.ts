import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, searchHelpArticles } from './help-articles.js';

describe('help article search', () => {
  it('finds an article by a word that appears only in its body, case-insensitively', () => {
    const hits = searchHelpArticles('LAUNDRY');
    expect(hits.map((article) => article.id)).toEqual(['expenses']);
    expect(hits[0]!.title.toLowerCase()).not.toContain('laundry');
  });

  it('needs every word to match and returns nothing for nonsense', () => {
    expect(searchHelpArticles('occupancy season').map((article) => article.id)).toContain('occupancy');
    expect(searchHelpArticles('zxqv blorp')).toEqual([]);
  });

  it('lists every article for an empty query', () => {
    expect(searchHelpArticles('   ')).toHaveLength(HELP_ARTICLES.length);
  });
});
