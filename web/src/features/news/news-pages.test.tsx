import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ResultCode } from '@portal/contracts/envelope';
import { newsDetail, newsPageData, type NewsDetail, type NewsItem } from '@portal/contracts/http/news';
import { pagerTestIds } from '@/shared/ui/pager.tsx';
// The account feature's harness: the real store and providers, a fake API behind fetch.
import { businessFailure, fakeApi, ok, pagedReply, renderPage, textsOf, type FakeRequest } from '@/test/render.tsx';
import NewsDetailPage from './news-detail-page.tsx';
import NewsPage from './news-page.tsx';
import { newsTestIds } from './test-ids.ts';

const t = textsOf('news');
const common = textsOf('common');

const ids = newsTestIds;

function item(id: number, title: string, extra: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    title,
    category: 'market',
    summary: `${title}的摘要：义乌国际商贸城本周客流稳定。`,
    cover: `/assets-mock/news/${id}.svg`,
    source: '义乌商报',
    author: '市场发展委员会',
    publishedAt: 1_767_225_600_000,
    publishDate: '2026-01-01',
    views: 120 + id,
    top: false,
    ...extra,
  };
}

/** 37 articles; the fake filters by category and keyword and pages like the server. */
const ALL_NEWS: NewsItem[] = Array.from({ length: 37 }, (_, index) =>
  item(
    index + 1,
    index % 3 === 0 ? `小商品市场动态第${index + 1}期：饰品出口走俏` : `五金工具行业观察第${index + 1}期`,
    {
      category: index % 5 === 0 ? 'announcement' : 'market',
      top: index === 0,
    },
  ),
);

function pageOf(request: FakeRequest) {
  const keyword = request.query.keyword ?? '';
  return pagedReply(
    request,
    ALL_NEWS,
    (news) => (!request.query.category || news.category === request.query.category) && news.title.includes(keyword),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/news', () => {
  it('lists 15 articles with the total and links to each article', async () => {
    const api = fakeApi([[newsPageData, pageOf]]);
    renderPage(<NewsPage />, { path: '/news' });

    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(15));
    expect(api.callsTo(newsPageData)[0]?.query).toEqual({ pageNum: '1', pageSize: '15' });
    expect(screen.getByTestId(pagerTestIds.total).textContent).toBe('共 37 条');
    const first = screen.getAllByTestId(ids.list.itemLink)[0];
    expect(first?.getAttribute('href')).toBe('/newsDetail?id=1');
    expect(within(screen.getAllByTestId(ids.list.item)[0] as HTMLElement).getByText('置顶')).toBeTruthy();
  });

  it('filters by category through the tabs and keeps it in the URL', async () => {
    const api = fakeApi([[newsPageData, pageOf]]);
    const { user, router } = renderPage(<NewsPage />, { path: '/news' });
    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(15));

    await user.click(screen.getByRole('tab', { name: t('categories.announcement') }));

    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(8));
    expect(api.calls.at(-1)?.query).toEqual({ pageNum: '1', pageSize: '15', category: 'announcement' });
    expect(router.state.location.search).toBe('?category=announcement');
  });

  it('puts the list in the tab panel the chosen tab names (aria-controls must name an element)', async () => {
    fakeApi([[newsPageData, pageOf]]);
    const { user } = renderPage(<NewsPage />, { path: '/news' });
    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(15));

    const chosenPanel = () => {
      const controls = screen.getByRole('tab', { selected: true }).getAttribute('aria-controls');
      const panel = document.getElementById(controls ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      return panel as HTMLElement;
    };
    expect(within(chosenPanel()).getAllByTestId(ids.list.item)).toHaveLength(15);

    await user.click(screen.getByRole('tab', { name: t('categories.announcement') }));
    await waitFor(() => expect(within(chosenPanel()).getAllByTestId(ids.list.item)).toHaveLength(8));
  });

  it('pages with the pager, the page in the URL', async () => {
    const api = fakeApi([[newsPageData, pageOf]]);
    const { user, router } = renderPage(<NewsPage />, { path: '/news' });
    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(15));

    await user.click(screen.getByRole('button', { name: common('pager.page', { page: 3 }) }));

    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(7));
    expect(api.calls.at(-1)?.query).toMatchObject({ pageNum: '3' });
    expect(router.state.location.search).toBe('?page=3');
  });

  it('searches by keyword and marks it in the titles', async () => {
    const api = fakeApi([[newsPageData, pageOf]]);
    const { user, router } = renderPage(<NewsPage />, { path: '/news' });
    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(15));

    await user.type(screen.getByRole('textbox', { name: t('search.placeholder') }), '饰品');
    await user.click(screen.getByRole('button', { name: t('search.button') }));

    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(13));
    expect(api.calls.at(-1)?.query).toEqual({ pageNum: '1', pageSize: '15', keyword: '饰品' });
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('饰品')}`);
    const marks = screen.getAllByTestId(ids.list.itemLink).map((link) => link.querySelector('mark')?.textContent);
    expect(marks.every((text) => text === '饰品')).toBe(true);
  });

  it('shows an empty state when nothing matches, with a way back', async () => {
    fakeApi([[newsPageData, pageOf]]);
    const { user } = renderPage(<NewsPage />, {
      path: '/news',
      url: '/news?keyword=%E6%97%A0%E6%AD%A4%E5%86%85%E5%AE%B9',
      lang: 'en',
    });

    const empty = await screen.findByTestId(ids.list.empty);
    expect(within(empty).getByText('Nothing matches "无此内容". Try another keyword.')).toBeTruthy();

    await user.click(within(empty).getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getAllByTestId(ids.list.item)).toHaveLength(15));
  });
});

const article: NewsDetail = {
  ...item(8, '2026年义乌小商品博览会将于十月开幕', { category: 'exhibition', source: '展会组委会' }),
  publishDate: '2026-03-18',
  paragraphs: ['第一段：展会规模再创新高。', '第二段：参展企业来自全国各地。', '第三段：线上线下同步举办。'],
  prev: { id: 7, title: '饰品市场一季度回顾' },
  next: null,
};

describe('/newsDetail', () => {
  it('shows the article: title, date, source, paragraphs, neighbours and the way back', async () => {
    const api = fakeApi([[newsDetail, () => ok(article)]]);
    renderPage(<NewsDetailPage />, { path: '/newsDetail', url: '/newsDetail?id=8' });

    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect(api.callsTo(newsDetail)[0]?.query).toEqual({ id: '8' });
    expect(screen.getByTestId(ids.detail.date).textContent).toBe('发布时间：2026-03-18');
    expect(screen.getByTestId(ids.detail.source).textContent).toBe('来源：展会组委会');
    const paragraphs = within(screen.getByTestId(ids.detail.body)).getAllByText(/^第.段/);
    expect(paragraphs.map((p) => p.textContent)).toEqual(article.paragraphs);
    expect(within(screen.getByTestId(ids.detail.prev)).getByRole('link').getAttribute('href')).toBe('/newsDetail?id=7');
    expect(within(screen.getByTestId(ids.detail.next)).getByText('没有了')).toBeTruthy();
    expect(screen.getByTestId(ids.detail.back).getAttribute('href')).toBe('/news');
    // Breadcrumb: home, the list, the article's category, the article.
    expect(screen.getByRole('link', { name: '新闻资讯' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: '展会资讯' }).getAttribute('href')).toBe('/news?category=exhibition');
  });

  it('says so when the article does not exist', async () => {
    fakeApi([[newsDetail, () => businessFailure(ResultCode.notFound, '数据不存在')]]);
    renderPage(<NewsDetailPage />, { path: '/newsDetail', url: '/newsDetail?id=999', lang: 'en' });

    const notFound = await screen.findByTestId(ids.detail.notFound);
    expect(within(notFound).getByText('This article does not exist or has been removed')).toBeTruthy();
  });

  it('asks nothing for a missing or broken id', async () => {
    const api = fakeApi([[newsDetail, () => ok(article)]]);
    renderPage(<NewsDetailPage />, { path: '/newsDetail', url: '/newsDetail?id=abc' });

    expect(await screen.findByTestId(ids.detail.notFound)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
