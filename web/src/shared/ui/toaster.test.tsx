// The toaster: one message is one toast however many calls fail with it, at most three at once, and they
// sit at the bottom of the screen, never over the header and its navigation.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { testIds } from '../test-ids.ts';
import { renderWithStore } from '@/test/render.tsx';
import { showError } from './toast.ts';
import { MAX_TOASTS, TOAST_PLACEMENT, toaster } from './toast-store.ts';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

describe('toaster', () => {
  it('shows one toast for the same message raised twice (two calls failing together)', async () => {
    renderWithStore(<span />);
    act(() => {
      showError('网络错误');
      showError('网络错误');
    });
    await screen.findByTestId(testIds.toast);
    act(() => showError('网络错误'));
    expect(screen.getAllByTestId(testIds.toast)).toHaveLength(1);
  });

  it('collapses the same message raised before the toaster is on the page', async () => {
    showError('登录状态已过期');
    showError('登录状态已过期');
    renderWithStore(<span />);
    await screen.findByTestId(testIds.toast);
    expect(screen.getAllByTestId(testIds.toast)).toHaveLength(1);
  });

  it('shows different messages apart, at most three at once', async () => {
    renderWithStore(<span />);
    act(() => {
      for (const message of ['一', '二', '三', '四', '五']) showError(message);
    });
    await waitFor(() => expect(screen.getAllByTestId(testIds.toast)).toHaveLength(MAX_TOASTS));
  });

  it('places the toasts at the bottom, clear of the header', async () => {
    renderWithStore(<span />);
    act(() => showError('系统错误'));
    const toast = await screen.findByTestId(testIds.toast);
    expect(TOAST_PLACEMENT.startsWith('bottom')).toBe(true);
    const group = toast.closest('[data-part="group"]');
    expect(group?.getAttribute('data-placement')).toBe(TOAST_PLACEMENT);
  });
});
