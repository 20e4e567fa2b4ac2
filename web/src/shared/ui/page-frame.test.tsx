// The page frame: title, breadcrumb back to home, actions, content; the document title follows the page.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ChakraProvider, Input, defaultSystem } from '@chakra-ui/react';
import { i18n } from '../i18n/i18n.ts';
import { testIds } from '../test-ids.ts';
import { PageFrame } from './page-frame.tsx';
import { FormField } from './form-field.tsx';

function wrap(children: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>{children}</MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('PageFrame', () => {
  it('shows the title, the breadcrumb from home, the actions and the content', () => {
    wrap(
      <PageFrame
        title="新闻详情"
        breadcrumb={[{ label: '新闻资讯', to: '/news' }, { label: '新闻详情' }]}
        actions={<button>分享</button>}
      >
        <p>正文</p>
      </PageFrame>,
    );
    expect(screen.getByTestId(testIds.pageFrame.title).textContent).toBe('新闻详情');
    const crumbs = screen.getByTestId(testIds.pageFrame.breadcrumb);
    expect(crumbs.textContent).toContain('首页');
    expect(crumbs.querySelector('a[href="/"]')?.textContent).toBe('首页');
    expect(crumbs.querySelector('a[href="/news"]')?.textContent).toBe('新闻资讯');
    expect(crumbs.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByTestId(testIds.pageFrame.actions).textContent).toBe('分享');
    expect(screen.getByTestId(testIds.pageFrame.content).textContent).toBe('正文');
    expect(document.title).toBe('新闻详情 - 商城');
  });
});

describe('FormField', () => {
  it('shows the label, the required mark and the error line', () => {
    wrap(
      <FormField label="手机号码" required error="请输入正确的手机号码">
        <Input />
      </FormField>,
    );
    expect(screen.getByText('手机号码')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('required')).not.toBeNull();
    // The label names the input.
    expect(screen.getByLabelText(/手机号码/)).toBe(input);
  });

  it('shows no error line without an error', () => {
    wrap(
      <FormField label="邮箱" helperText="选填">
        <Input />
      </FormField>,
    );
    expect(screen.getByText('选填')).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });
});
