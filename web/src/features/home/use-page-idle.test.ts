// whenPageIdle: after the load event and an idle callback, not before; cancellable.
import { describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './use-page-idle.ts';

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  return {
    idle,
    fireLoad: () => listeners.get('load')?.(),
    target: {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: vi.fn(),
    } as unknown as Parameters<typeof whenPageIdle>[1],
  };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const page = fakeWindow();
    const callback = vi.fn();
    whenPageIdle(callback, page.target, { readyState: 'interactive' });
    expect(page.idle).toHaveLength(0);
    page.fireLoad();
    expect(page.idle).toHaveLength(1);
    expect(callback).not.toHaveBeenCalled();
    page.idle[0]!();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('asks for the idle moment at once when the page has already loaded, and can be cancelled', () => {
    const page = fakeWindow();
    const cancel = whenPageIdle(vi.fn(), page.target, { readyState: 'complete' });
    expect(page.idle).toHaveLength(1);
    cancel();
    expect(page.target?.cancelIdleCallback).toHaveBeenCalled();
  });
});
