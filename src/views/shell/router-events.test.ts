import { describe, expect, it } from 'vitest';
import type { RouterHistory } from '@tanstack/react-router';
import type { NavigationEvent } from '../../machines/navigation/navigation.machine';
import { connectNavigation, placeOf } from './router-events';

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
    if (action) historyListeners.forEach((fn) => fn({ action: { type: action } }));
    const info = { fromLocation: current, toLocation: to };
    emit('onBeforeLoad', { type: 'onBeforeLoad', ...info });
    emit('onResolved', { type: 'onResolved', ...info });
    current = to;
  }
  return { router, go };
}

function connect() {
  const sent: NavigationEvent[] = [];
  let scrollY = 0;
  const { router, go } = fakeRouter();
  const disconnect = connectNavigation(router, { send: (event) => void sent.push(event) }, () => scrollY);
  return { sent, go, disconnect, scrollTo: (y: number) => void (scrollY = y) };
}

describe('router events', () => {
  it('sends the first page as a navigation from nowhere', () => {
    const { sent, go } = connect();
    go(null, '/', 'a');
    expect(sent).toEqual([
      { type: 'navigation.start', from: null, to: { key: 'a', path: '/' }, kind: 'push', scrollY: 0 },
      { type: 'navigation.end', from: null, to: { key: 'a', path: '/' }, kind: 'push' },
    ]);
  });

  it('says where the page left was scrolled and how the next entry was reached', () => {
    const { sent, go, scrollTo } = connect();
    go(null, '/', 'a');
    scrollTo(1500);
    go('PUSH', '/complaints?x=1', 'b');
    go('BACK', '/', 'a');
    go('FORWARD', '/complaints?x=1', 'b');
    go('GO', '/', 'a');
    go('REPLACE', '/?tab=2', 'c');
    expect(sent.filter((event) => event.type === 'navigation.start').map((event) => [event.from?.key, event.to, event.kind, 'scrollY' in event && event.scrollY])).toEqual([
      [undefined, { key: 'a', path: '/' }, 'push', 0],
      ['a', { key: 'b', path: '/complaints' }, 'push', 1500],
      ['b', { key: 'a', path: '/' }, 'back', 1500],
      ['a', { key: 'b', path: '/complaints' }, 'forward', 1500],
      ['b', { key: 'a', path: '/' }, 'go', 1500],
      ['a', { key: 'c', path: '/' }, 'replace', 1500],
    ]);
    expect(sent.filter((event) => event.type === 'navigation.end').map((event) => event.kind)).toEqual(['push', 'push', 'back', 'forward', 'go', 'replace']);
  });

  it('counts a reload of the same entry, with no history action, as a push', () => {
    const { sent, go } = connect();
    go(null, '/', 'a');
    go('BACK', '/', 'a');
    go(null, '/', 'a');
    expect(sent.at(-1)).toMatchObject({ type: 'navigation.end', kind: 'push' });
  });

  it('stops sending once disconnected', () => {
    const { sent, go, disconnect } = connect();
    disconnect();
    go(null, '/', 'a');
    expect(sent).toEqual([]);
  });
});

describe('placeOf', () => {
  it('keys an entry by the router key, then the history key, then the address', () => {
    expect(placeOf({ href: '/a?x', pathname: '/a', state: { __TSR_key: 'k1', key: 'k2', __TSR_index: 0 } })).toEqual({ key: 'k1', path: '/a' });
    expect(placeOf({ href: '/a?x', pathname: '/a', state: { key: 'k2', __TSR_index: 0 } })).toEqual({ key: 'k2', path: '/a' });
    expect(placeOf({ href: '/a?x', pathname: '/a', state: { __TSR_index: 0 } })).toEqual({ key: '/a?x', path: '/a' });
  });
});
