// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readScrollY, scrollToY, takeOverScrollRestoration } from './scroll-restoration';

afterEach(() => vi.restoreAllMocks());

describe('scroll restoration in the browser', () => {
  it('reads the window’s vertical scroll position', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 720 });
    try {
      expect(readScrollY()).toBe(720);
    } finally {
      if (original) Object.defineProperty(window, 'scrollY', original);
      else Reflect.deleteProperty(window, 'scrollY');
    }
  });

  it('reads a missing position as the top', () => {
    expect(readScrollY({ scrollY: Number.NaN })).toBe(0);
  });

  it('scrolls the window to a position at the left edge', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToY(1500);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1500);
  });

  it('turns the browser’s own restoration off', () => {
    window.history.scrollRestoration = 'auto';
    takeOverScrollRestoration();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('does nothing where history has no scroll restoration', () => {
    expect(() => takeOverScrollRestoration({} as History)).not.toThrow();
    expect(() => takeOverScrollRestoration(undefined)).not.toThrow();
  });
});
