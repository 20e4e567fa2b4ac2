// The URL state helper reads and writes by the contract's query schema: enums, maxLength, integer bounds
// and defaults come from the schema, so a bad URL never reaches the server as a bad request.
import { describe, expect, it } from 'vitest';
import { newsDetail, newsPageData } from '@portal/contracts/http/news';
import { helpList } from '@portal/contracts/http/help';
import { enumValues, keywordTerms, queryLimits, readField, urlQuery } from './url-query.ts';

const list = urlQuery(newsPageData, { fields: ['category', 'keyword', 'pageNum'], rename: { pageNum: 'page' } });
const read = (search: string) => list.read(new URLSearchParams(search));

describe('urlQuery', () => {
  it('reads a valid state under the renamed URL keys', () => {
    expect(read('category=market&keyword=%20发夹%20&page=3')).toEqual({
      category: 'market',
      keyword: '发夹',
      pageNum: 3,
    });
  });

  it('drops what the schema refuses and falls back to its default page', () => {
    expect(read('category=nonsense&page=0')).toEqual({ pageNum: 1 });
    expect(read('page=2.5')).toEqual({ pageNum: 1 });
    expect(read('page=1e3')).toEqual({ pageNum: 1 });
    expect(read('page=99999999999999999999')).toEqual({ pageNum: 1 });
    expect(read('pageNum=4')).toEqual({ pageNum: 1 });
    expect(read('keyword=%20%20')).toEqual({ pageNum: 1 });
  });

  it('cuts a keyword at the contract maxLength', () => {
    const max = queryLimits(newsPageData, 'keyword').maxLength!;
    expect(max).toBe(50);
    expect(read(`keyword=${'x'.repeat(80)}`).keyword).toHaveLength(max);
  });

  it('writes only values that differ from the defaults', () => {
    expect(list.write({ pageNum: 1 })).toBe('');
    expect(list.write({ category: 'policy', keyword: '', pageNum: 2 })).toBe('?category=policy&page=2');
    expect(list.write({ keyword: '义乌 发夹' })).toBe('?keyword=%E4%B9%89%E4%B9%8C+%E5%8F%91%E5%A4%B9');
  });

  it('round-trips a state through the URL', () => {
    const state = { category: 'exhibition' as const, keyword: 'expo', pageNum: 7 };
    expect(read(list.write(state).slice(1))).toEqual(state);
  });

  it('reads an id by the Id schema (a whole number from 1)', () => {
    const article = urlQuery(newsDetail, { fields: ['id'] });
    expect(article.read(new URLSearchParams('id=12')).id).toBe(12);
    for (const bad of ['0', '-1', 'x', '1.5', ''])
      expect(article.read(new URLSearchParams({ id: bad })).id).toBeUndefined();
  });

  it('refuses a field the operation does not declare', () => {
    expect(() => queryLimits(helpList, 'nope' as 'keyword')).toThrow(/no query field nope/);
    expect(() => urlQuery(helpList, { fields: ['nope' as 'keyword'] })).toThrow(/no query field/);
  });
});

describe('readField', () => {
  it('knows enums, literal unions, bounds and booleans', () => {
    expect(enumValues({ enum: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(enumValues({ anyOf: [{ const: 'x' }, { const: 'y' }] })).toEqual(['x', 'y']);
    expect(readField({ anyOf: [{ const: 'x' }, { const: 'y' }] }, 'y')).toBe('y');
    expect(readField({ type: 'integer', minimum: 1, maximum: 100 }, '101')).toBeUndefined();
    expect(readField({ type: 'integer', minimum: 1, maximum: 100 }, '100')).toBe(100);
    expect(readField({ type: 'number' }, '2.5')).toBe(2.5);
    expect(readField({ type: 'number' }, 'Infinity')).toBeUndefined();
    expect(readField({ type: 'boolean' }, 'true')).toBe(true);
    expect(readField({ type: 'string', minLength: 2 }, 'a')).toBeUndefined();
    expect(readField({ type: 'string' }, null)).toBeUndefined();
  });

  it('splits a keyword into terms', () => {
    expect(keywordTerms('  义乌  发夹 ')).toEqual(['义乌', '发夹']);
    expect(keywordTerms(undefined)).toEqual([]);
  });
});
