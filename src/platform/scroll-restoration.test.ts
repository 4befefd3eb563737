// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESTORE_DELAY_MS, createScrollRestorer } from './scroll-restoration';

let scrollY = 0;
const readScrollY = () => scrollY;
let scrollTo: ReturnType<typeof vi.fn<(x: number, y: number) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  scrollTo = vi.fn<(x: number, y: number) => void>();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Scrolls a list to `y`, then pushes a detail page and leaves it again (about to go back). */
function leaveListAt(y: number, restorer = createScrollRestorer({ scrollTo, readScrollY })) {
  scrollY = y;
  restorer.leave('list');
  scrollY = 0;
  restorer.arrive('detail', 'push');
  restorer.leave('detail');
  return restorer;
}

describe('createScrollRestorer', () => {
  it('waits 600 ms by default', () => {
    expect(SCROLL_RESTORE_DELAY_MS).toBe(600);
  });

  it('restores the remembered position after 600 ms on back navigation', () => {
    const restorer = leaveListAt(1500);
    expect(restorer.arrive('list', 'back')).toBe(true);
    vi.advanceTimersByTime(599);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1500);
  });

  it('restores on forward and go (history jumps) too', () => {
    const restorer = leaveListAt(300);
    expect(restorer.arrive('list', 'forward')).toBe(true);
    vi.advanceTimersByTime(600);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    restorer.leave('list');
    expect(restorer.arrive('list', 'go')).toBe(true);
    vi.advanceTimersByTime(600);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('does not restore on push or replace, even to a remembered key', () => {
    const restorer = leaveListAt(1500);
    expect(restorer.arrive('list', 'push')).toBe(false);
    expect(restorer.arrive('list', 'replace')).toBe(false);
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not restore on back to an entry it never saw', () => {
    const restorer = createScrollRestorer({ scrollTo, readScrollY });
    expect(restorer.arrive('from-before-the-app-loaded', 'back')).toBe(false);
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('remembers positions per key', () => {
    const restorer = createScrollRestorer({ scrollTo, readScrollY });
    scrollY = 100;
    restorer.leave('a');
    scrollY = 200;
    restorer.leave('b');
    restorer.arrive('a', 'back');
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 100);
    restorer.arrive('b', 'forward');
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 200);
  });

  it('keeps the latest position when an entry is left again', () => {
    const restorer = createScrollRestorer({ scrollTo, readScrollY });
    scrollY = 100;
    restorer.leave('a');
    scrollY = 900;
    restorer.leave('a');
    restorer.arrive('a', 'back');
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 900);
  });

  it('cancels a pending restore when the user navigates again within the delay', () => {
    const restorer = leaveListAt(1500);
    restorer.arrive('list', 'back');
    vi.advanceTimersByTime(300);
    restorer.leave('list');
    restorer.arrive('other', 'push');
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('restores only the latest of two quick back navigations', () => {
    const restorer = createScrollRestorer({ scrollTo, readScrollY });
    scrollY = 100;
    restorer.leave('a');
    scrollY = 200;
    restorer.leave('b');
    restorer.arrive('b', 'back');
    restorer.arrive('a', 'back');
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 100);
  });

  it('cancel() drops a pending restore', () => {
    const restorer = leaveListAt(1500);
    restorer.arrive('list', 'back');
    restorer.cancel();
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('uses the delay it is given', () => {
    const restorer = leaveListAt(50, createScrollRestorer({ scrollTo, readScrollY, delayMs: 100 }));
    restorer.arrive('list', 'back');
    vi.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 50);
  });

  it('forgets the least recently left entries past maxEntries', () => {
    const restorer = createScrollRestorer({ scrollTo, readScrollY, maxEntries: 2 });
    scrollY = 10;
    restorer.leave('a');
    scrollY = 20;
    restorer.leave('b');
    scrollY = 11;
    restorer.leave('a'); // 'a' is now more recent than 'b'
    scrollY = 30;
    restorer.leave('c'); // evicts 'b'
    expect(restorer.arrive('b', 'back')).toBe(false);
    expect(restorer.arrive('a', 'back')).toBe(true);
    expect(restorer.arrive('c', 'back')).toBe(true);
  });

  it('defaults to window.scrollY and window.scrollTo', () => {
    const windowScrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const original = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 720 });
    try {
      const restorer = createScrollRestorer();
      restorer.leave('list');
      restorer.arrive('list', 'back');
      vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS);
      expect(windowScrollTo).toHaveBeenCalledWith(0, 720);
    } finally {
      if (original) Object.defineProperty(window, 'scrollY', original);
      else Reflect.deleteProperty(window, 'scrollY');
    }
  });
});
