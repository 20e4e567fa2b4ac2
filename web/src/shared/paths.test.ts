// Route builders: every route of the table has one, each builds a URL that the route table matches (to
// that route, never to not-found), and query values are encoded and left out when empty.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS, paths, withQuery, type RouteKey } from './paths.ts';

const table: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, id: 'root' },
      ...Object.entries(ROUTE_PATTERNS).map(([key, path]) => ({ id: key, path })),
      { path: '*', id: 'notFound' },
    ],
  },
];

function routeOf(url: string): string | undefined {
  const pathname = new URL(url, 'http://portal.test').pathname;
  return matchRoutes(table, pathname)?.at(-1)?.route.id;
}

describe('paths', () => {
  it('has a builder for every route pattern, and each lands on its own route', () => {
    for (const key of Object.keys(ROUTE_PATTERNS) as RouteKey[]) {
      const build = paths[key] as (arg: never) => string;
      const url = build(7 as never);
      expect(routeOf(url), `${key} -> ${url}`).toBe(key);
    }
    expect(routeOf(paths.root())).toBe('root');
  });

  it('builds the order confirmation from cart lines or from one goods, and the order result', () => {
    expect(paths.settle({ cartIds: [3, 9] })).toBe('/settle?cartIds=3%2C9');
    expect(paths.settle({ goodsId: 5, quantity: '2.5' })).toBe('/settle?goodsId=5&quantity=2.5');
    expect(paths.placeOrder([11, 12])).toBe('/placeOrder?ids=11%2C12');
  });

  it('builds the detail routes with their id', () => {
    expect(paths.newsDetail(12)).toBe('/newsDetail?id=12');
    expect(paths.question(3)).toBe('/question?id=3');
    expect(paths.details(5)).toBe('/details?id=5');
    expect(paths.inquiryCounterofferDetail(42)).toBe('/inquiryCounterofferDetail/42');
  });

  it('builds list routes from their state, page 1 and empty values left out', () => {
    expect(paths.news()).toBe('/news');
    expect(paths.news({ category: 'market', keyword: '', page: 1 })).toBe('/news?category=market');
    expect(paths.news({ keyword: '发夹', page: 2 })).toBe(`/news?keyword=${encodeURIComponent('发夹')}&page=2`);
    expect(paths.help({ category: 'payment' })).toBe('/help?category=payment');
    expect(paths.searchQuestion({ keyword: 'a&b' })).toBe('/searchQuestion?keyword=a%26b');
    expect(paths.market({ categoryId: 9 })).toBe('/market?categoryId=9');
    expect(paths.login('/news?page=2')).toBe('/login?redirect=%2Fnews%3Fpage%3D2');
    expect(paths.login()).toBe('/login');
  });

  it('leaves out unset query values', () => {
    expect(withQuery('/x', { a: undefined, b: null, c: '', d: 0, e: false })).toBe('/x?d=0&e=false');
  });
});
