import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ResultCode } from '@portal/contracts/envelope';
import { helpGetById, helpList, type HelpDetail, type HelpItem } from '@portal/contracts/http/help';
import { pagerTestIds } from '@/shared/ui/pager.tsx';
// The account feature's harness: the real store and providers, a fake API behind fetch.
import { businessFailure, fakeApi, ok, pagedReply, renderPage, textsOf, type FakeRequest } from '@/test/render.tsx';
import HelpPage from './help-page.tsx';
import { keywordTerms } from '@/shared/url-query.ts';
import { helpCentreQuery, helpSearchQuery, questionQuery } from './help-query.ts';
import QuestionPage from './question-page.tsx';
import SearchQuestionPage from './search-question-page.tsx';
import { helpTestIds } from './test-ids.ts';

const ids = helpTestIds;
const t = textsOf('help');
const common = textsOf('common');
/** Noon, so the date is the same in every time zone the tests may run in. */
const UPDATED = new Date(2026, 1, 14, 12).getTime();

const QUESTIONS: HelpItem[] = [
  ...Array.from({ length: 18 }, (_, index) => ({
    id: index + 1,
    category: 'register' as const,
    title: index === 1 ? '收不到短信验证码怎么办？' : `注册登录常见问题 ${index + 1}`,
    summary: index === 1 ? '请确认手机号码正确，60 秒后可重新获取验证码。' : '按页面提示操作即可。',
    views: 10 * index,
    updatedAt: UPDATED,
  })),
  {
    id: 19,
    category: 'payment',
    title: '如何申请开具发票？',
    summary: '在订单详情中申请开票。',
    views: 3,
    updatedAt: UPDATED,
  },
  {
    id: 20,
    category: 'payment',
    title: '发票抬头填错了怎么办？',
    summary: '发票开具前可修改抬头。',
    views: 1,
    updatedAt: UPDATED,
  },
];

function listOf(request: FakeRequest) {
  const terms = keywordTerms(request.query.keyword ?? '');
  return pagedReply(
    request,
    QUESTIONS,
    (question) =>
      (!request.query.category || question.category === request.query.category) &&
      terms.every((term) => question.title.includes(term) || question.summary.includes(term)),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/help', () => {
  it('lists the questions 15 to a page with the categories beside them', async () => {
    const api = fakeApi([[helpList, listOf]]);
    renderPage(<HelpPage />, { path: '/help' });

    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(15));
    expect(api.callsTo(helpList)[0]?.query).toEqual({ pageNum: '1', pageSize: '15' });
    expect(screen.getByTestId(pagerTestIds.total).textContent).toBe('共 20 条');
    expect(screen.getByTestId(ids.centre.category('payment')).textContent).toBe('支付结算');
    expect(screen.getAllByTestId(ids.centre.itemLink)[1]?.getAttribute('href')).toBe('/question?id=2');
    expect(
      within(screen.getAllByTestId(ids.centre.item)[0] as HTMLElement).getByText('更新于 2026-02-14'),
    ).toBeTruthy();
  });

  it('shows one category, and its second page', async () => {
    const api = fakeApi([[helpList, listOf]]);
    const { user, router } = renderPage(<HelpPage />, { path: '/help' });
    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(15));

    await user.click(screen.getByRole('button', { name: t('categories.payment') }));
    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(2));
    expect(api.calls.at(-1)?.query).toEqual({ pageNum: '1', pageSize: '15', category: 'payment' });
    expect(router.state.location.search).toBe('?category=payment');

    await user.click(screen.getByRole('button', { name: t('categories.register') }));
    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(15));
    await user.click(screen.getByRole('button', { name: common('pager.next') }));
    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(3));
    expect(router.state.location.search).toBe('?category=register&page=2');
  });

  it('searches from the search box, and refuses an empty keyword', async () => {
    fakeApi([[helpList, listOf]]);
    const { user } = renderPage(<HelpPage />, { path: '/help', lang: 'en' });

    await user.click(screen.getByRole('button', { name: t('search.button') }));
    expect(screen.getByTestId(ids.search.error).textContent).toBe('Please enter a keyword to search for');

    await user.type(screen.getByRole('textbox', { name: t('search.placeholder') }), ' 发票 ');
    await user.click(screen.getByRole('button', { name: t('search.button') }));
    expect((await screen.findByTestId('probe-location')).textContent).toBe(
      `/searchQuestion?keyword=${encodeURIComponent('发票')}`,
    );
  });
});

const question: HelpDetail = {
  id: 2,
  category: 'register',
  title: '收不到短信验证码怎么办？',
  summary: '请确认手机号码正确。',
  views: 88,
  updatedAt: UPDATED,
  paragraphs: ['1. 确认手机号码填写正确。', '2. 检查短信是否被拦截。', '3. 60 秒后可重新获取。'],
  related: [QUESTIONS[0] as HelpItem, QUESTIONS[2] as HelpItem],
};

describe('/question', () => {
  it('shows the question, the answer paragraph by paragraph and related questions', async () => {
    const api = fakeApi([[helpGetById, () => ok(question)]]);
    renderPage(<QuestionPage />, { path: '/question', url: '/question?id=2' });

    expect((await screen.findByTestId(ids.question.title)).textContent).toBe(question.title);
    expect(api.callsTo(helpGetById)[0]?.query).toEqual({ id: '2' });
    const answer = screen.getByTestId(ids.question.answer);
    expect(
      within(answer)
        .getAllByText(/^\d\. /)
        .map((p) => p.textContent),
    ).toEqual(question.paragraphs);
    const related = within(screen.getByTestId(ids.question.related)).getAllByRole('link');
    expect(related.map((link) => link.getAttribute('href'))).toEqual(['/question?id=1', '/question?id=3']);
    expect(screen.getByRole('link', { name: '注册登录' }).getAttribute('href')).toBe('/help?category=register');
    expect(screen.getByRole('link', { name: '帮助中心' }).getAttribute('href')).toBe('/help');
  });

  it('says so when the question does not exist', async () => {
    fakeApi([[helpGetById, () => businessFailure(ResultCode.notFound, '数据不存在')]]);
    renderPage(<QuestionPage />, { path: '/question', url: '/question?id=404', lang: 'en' });

    const notFound = await screen.findByTestId(ids.question.notFound);
    expect(within(notFound).getByText('This question does not exist or has been removed')).toBeTruthy();
  });
});

describe('/searchQuestion', () => {
  it('shows the matching questions with the keyword marked', async () => {
    const api = fakeApi([[helpList, listOf]]);
    renderPage(<SearchQuestionPage />, {
      path: '/searchQuestion',
      url: `/searchQuestion?keyword=${encodeURIComponent('发票')}`,
    });

    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(2));
    expect(api.callsTo(helpList)[0]?.query).toEqual({ keyword: '发票', pageNum: '1', pageSize: '15' });
    expect(screen.getByTestId(ids.results.summary).textContent).toBe('找到 2 个与“发票”相关的问题');
    const marked = screen
      .getAllByTestId(ids.centre.itemLink)
      .map((link) => [...link.querySelectorAll('mark')].map((m) => m.textContent));
    expect(marked).toEqual([['发票'], ['发票']]);
    expect(screen.getByTestId(ids.search.input)).toHaveProperty('value', '发票');
  });

  it('marks every term of a keyword of several words', async () => {
    fakeApi([[helpList, listOf]]);
    renderPage(<SearchQuestionPage />, {
      path: '/searchQuestion',
      url: `/searchQuestion?keyword=${encodeURIComponent('短信 验证码')}`,
    });

    await waitFor(() => expect(screen.getAllByTestId(ids.centre.item)).toHaveLength(1));
    const link = screen.getByTestId(ids.centre.itemLink);
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['短信', '验证码']);
  });

  it('shows an empty state when nothing matches', async () => {
    fakeApi([[helpList, listOf]]);
    renderPage(<SearchQuestionPage />, { path: '/searchQuestion', url: '/searchQuestion?keyword=xyz', lang: 'en' });

    const empty = await screen.findByTestId(ids.results.empty);
    expect(within(empty).getByText('No question matches "xyz"')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Back to the help centre' }).getAttribute('href')).toBe('/help');
  });

  it('asks for a keyword when there is none, without searching', async () => {
    const api = fakeApi([[helpList, listOf]]);
    renderPage(<SearchQuestionPage />, { path: '/searchQuestion' });

    expect(await screen.findByTestId(ids.results.prompt)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('help URLs and dates', () => {
  it('reads pages and ids strictly', () => {
    const page = (value: string) => helpCentreQuery.read(new URLSearchParams({ page: value })).pageNum;
    expect(page('3')).toBe(3);
    expect(page('0')).toBe(1);
    expect(page('2.5')).toBe(1);
    expect(helpCentreQuery.read(new URLSearchParams()).pageNum).toBe(1);
    const id = (value: string) => questionQuery.read(new URLSearchParams({ id: value })).id;
    expect(id('12')).toBe(12);
    expect(id('-1')).toBeUndefined();
    expect(id('1e3')).toBeUndefined();
    expect(questionQuery.read(new URLSearchParams()).id).toBeUndefined();
  });

  it('writes only what is set', () => {
    expect(helpCentreQuery.write({ category: undefined, pageNum: 1 })).toBe('');
    expect(helpCentreQuery.write({ category: 'payment', pageNum: 2 })).toBe('?category=payment&page=2');
    expect(helpSearchQuery.write({ keyword: '发票' })).toBe(`?keyword=${encodeURIComponent('发票')}`);
  });
});
