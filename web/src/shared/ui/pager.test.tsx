import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { i18n } from '../i18n/i18n.ts';
import { textsOf } from '@/test/render.tsx';
import { Pager, pageCount, pagerTestIds, parseJumpTarget } from './pager.tsx';

const t = textsOf('common');

function renderPager(props: { page: number; total: number; pageSize?: number }, lang: 'zh' | 'en' = 'zh') {
  void i18n.changeLanguage(lang);
  const onPageChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Pager {...props} onPageChange={onPageChange} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { onPageChange, user: userEvent.setup() };
}

describe('Pager', () => {
  it('shows the total, previous, the pages, next and the jumper, in that order', () => {
    renderPager({ page: 1, total: 100 });
    const root = screen.getByTestId(pagerTestIds.root);
    const order = [
      pagerTestIds.total,
      pagerTestIds.prev,
      pagerTestIds.page(1),
      pagerTestIds.page(7),
      pagerTestIds.next,
      pagerTestIds.jumper,
    ].map((id) => screen.getByTestId(id));
    for (let i = 1; i < order.length; i += 1) {
      const previous = order[i - 1] as HTMLElement;
      expect(previous.compareDocumentPosition(order[i] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(root.contains(order[0] as HTMLElement)).toBe(true);
    expect(screen.getByTestId(pagerTestIds.total).textContent).toBe('共 100 条');
    // 100 rows at 15 a page: 7 pages.
    expect(screen.queryByTestId(pagerTestIds.page(8))).toBeNull();
  });

  it('says the total in English with plurals', () => {
    renderPager({ page: 1, total: 1 }, 'en');
    expect(screen.getByTestId(pagerTestIds.total).textContent).toBe('1 item in all');
  });

  it('carries its own texts (common namespace): no raw keys without any ns', () => {
    renderPager({ page: 2, total: 40 }, 'en');
    const root = screen.getByTestId(pagerTestIds.root);
    expect(root.textContent).not.toMatch(/pager\./);
    // No Chinese in English: the jumper's unit (页) is empty in English and must not fall back to zh.
    expect(root.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(root.getAttribute('aria-label')).toBe('Pages');
    expect(screen.getByTestId(pagerTestIds.prev).getAttribute('aria-label')).toBe('Previous page');
    expect(screen.getByTestId(pagerTestIds.jumper).getAttribute('aria-label')).toBe('Go to page (of 3)');
  });

  it('cannot go before the first page or past the last', () => {
    renderPager({ page: 1, total: 30 });
    expect(screen.getByTestId(pagerTestIds.prev)).toHaveProperty('disabled', true);
    expect(screen.getByTestId(pagerTestIds.next)).toHaveProperty('disabled', false);
  });

  it('reports the page chosen by number, previous and next', async () => {
    const { onPageChange, user } = renderPager({ page: 3, total: 100 });
    expect(screen.getByTestId(pagerTestIds.page(3)).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: t('pager.page', { page: 4 }) }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: t('pager.prev') }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: t('pager.next') }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('jumps to a typed page, clamped to the pages there are', async () => {
    const { onPageChange, user } = renderPager({ page: 1, total: 100 });
    const jumper = screen.getByRole('textbox', { name: t('pager.jumpLabel', { pages: 7 }) });

    await user.type(jumper, '5{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(jumper).toHaveProperty('value', '');

    await user.type(jumper, '99{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);

    onPageChange.mockClear();
    await user.type(jumper, 'abc{Enter}');
    await user.type(jumper, '1{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe('pager arithmetic', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(100, 10)).toBe(10);
  });

  it('reads a jumper entry', () => {
    expect(parseJumpTarget('3', 10)).toBe(3);
    expect(parseJumpTarget(' 12 ', 10)).toBe(10);
    expect(parseJumpTarget('0', 10)).toBe(1);
    expect(parseJumpTarget('2.5', 10)).toBeNull();
    expect(parseJumpTarget('', 10)).toBeNull();
  });
});
