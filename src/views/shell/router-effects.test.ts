import { describe, expect, it } from 'vitest';
import type { RouterHistory } from '@tanstack/react-router';
import { connectRouterEffects, historyEntryKey } from './router-effects';

type Listener = (event: Record<string, unknown>) => void;

/** A stand-in router that emits what TanStack Router emits, in the same order. */
function fakeRouter() {
  const listeners = new Map<string, Listener[]>();
  const historyListeners: Array<(args: { action: { type: string } }) => void> = [];
  const router = {
    history: {
      subscribe: (fn: (args: { action: { type: string } }) => void) => {
        historyListeners.push(fn);
        return () => historyListeners.splice(historyListeners.indexOf(fn), 1);
      },
    } as unknown as RouterHistory,
    subscribe: ((type: string, fn: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), fn]);
      return () => listeners.set(type, (listeners.get(type) ?? []).filter((l) => l !== fn));
    }) as never,
  };
  const location = (href: string, key: string) => ({ href, pathname: href.split('?')[0], state: { __TSR_key: key, __TSR_index: 0 } });
  let current: ReturnType<typeof location> | undefined;
  const emit = (type: string, event: Record<string, unknown>) => (listeners.get(type) ?? []).forEach((fn) => fn(event));
  function go(action: string | null, href: string, key: string) {
    const to = location(href, key);
    const from = current;
    if (action) historyListeners.forEach((fn) => fn({ action: { type: action } }));
    const info = { fromLocation: from, toLocation: to, pathChanged: from?.pathname !== to.pathname };
    emit('onBeforeLoad', { type: 'onBeforeLoad', ...info });
    emit('onResolved', { type: 'onResolved', ...info });
    current = to;
  }
  return { router, go };
}

function connect() {
  const calls: string[] = [];
  const { router, go } = fakeRouter();
  const disconnect = connectRouterEffects(router, {
    progressBar: { send: (event) => void calls.push(event.type) },
    siteMenu: { send: (event) => void calls.push(event.type) },
    scrollRestorer: {
      leave: (key) => void calls.push(`leave ${key}`),
      arrive: (key, kind) => (calls.push(`arrive ${key} ${kind}`), kind === 'back'),
      cancel: () => void calls.push('cancel'),
    },
    activateDeferredStylesheets: () => void calls.push('stylesheets'),
    focusMain: () => void calls.push('focus'),
  });
  return { calls, go, disconnect };
}

describe('router effects', () => {
  it('on the first page: runs the progress bar and activates stylesheets, nothing else', () => {
    const { calls, go } = connect();
    go(null, '/', 'a');
    expect(calls).toEqual(['route.start', 'route.end', 'stylesheets']);
  });

  it('on a new page: remembers the old scroll, closes the menu, focuses the page', () => {
    const { calls, go } = connect();
    go(null, '/', 'a');
    calls.length = 0;
    go('PUSH', '/complaints', 'b');
    expect(calls).toEqual(['leave a', 'route.start', 'route.end', 'stylesheets', 'menu.close', 'arrive b push', 'focus']);
  });

  it('on back navigation: asks the restorer to restore the entry it returns to', () => {
    const { calls, go } = connect();
    go(null, '/', 'a');
    go('PUSH', '/complaints', 'b');
    calls.length = 0;
    go('BACK', '/', 'a');
    expect(calls).toContain('arrive a back');
    go('FORWARD', '/complaints', 'b');
    expect(calls).toContain('arrive b forward');
    go('GO', '/', 'a');
    expect(calls).toContain('arrive a go');
  });

  it('ignores a change of search only (same page)', () => {
    const { calls, go } = connect();
    go(null, '/', 'a');
    calls.length = 0;
    go('PUSH', '/?tab=2', 'c');
    expect(calls).toEqual(['route.end', 'stylesheets']);
  });

  it('unsubscribes and cancels a pending restore when disconnected', () => {
    const { calls, go, disconnect } = connect();
    disconnect();
    expect(calls).toEqual(['cancel']);
    go(null, '/', 'a');
    expect(calls).toEqual(['cancel']);
  });
});

describe('historyEntryKey', () => {
  it('uses the router key, then the history key, then the address', () => {
    expect(historyEntryKey({ href: '/a', state: { __TSR_key: 'k1', key: 'k2', __TSR_index: 0 } })).toBe('k1');
    expect(historyEntryKey({ href: '/a', state: { key: 'k2', __TSR_index: 0 } })).toBe('k2');
    expect(historyEntryKey({ href: '/a', state: { __TSR_index: 0 } })).toBe('/a');
  });
});
