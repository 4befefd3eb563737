import { describe, expect, it, vi } from 'vitest';
import { detectHost, parentOriginOf } from './host-bridge';

const HOST = 'https://host.example';

/** A window framed by `parentOrigin` (or a top window when null), with a parent that records what it is sent. */
function framedWindow(parentOrigin: string | null) {
  const listeners: Array<(event: MessageEvent) => void> = [];
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { ancestorOrigins: parentOrigin ? Object.assign([parentOrigin], { contains: () => true, item: (i: number) => [parentOrigin][i] ?? null }) : undefined },
    document: { referrer: '' },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.splice(listeners.indexOf(listener), 1),
  } as unknown as Window & { parent: typeof parent };
  Object.assign(win, { parent: parentOrigin ? parent : win });
  const dispatch = (data: unknown, origin: string, source: unknown) => listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { win, parent, dispatch, listeners };
}

describe('the mini-app host bridge', () => {
  it('outside a host, back and post do nothing', () => {
    const { win } = framedWindow(null);
    const bridge = detectHost(win, [HOST]);
    expect(bridge.kind).toBe('none');
    expect(() => bridge.back()).not.toThrow();
    expect(() => bridge.post({ type: 'app.page', path: '/' })).not.toThrow();
  });

  it('in a frame of a configured host: posts to that origin only, and back asks the host to go back', () => {
    const { win, parent } = framedWindow(HOST);
    const bridge = detectHost(win, [HOST]);
    expect(bridge.kind).toBe('frame');
    bridge.post({ type: 'app.page', path: '/news' });
    bridge.back();
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'app.page', path: '/news' }, HOST],
      [{ type: 'app.back' }, HOST],
    ]);
  });

  it('in a frame of an origin that is not a host: nothing is posted', () => {
    const { win, parent } = framedWindow('https://evil.example');
    const bridge = detectHost(win, [HOST]);
    expect(bridge.kind).toBe('none');
    bridge.post({ type: 'app.back' });
    bridge.back();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("takes the host's orientation from the host alone: other origins and other windows are ignored", () => {
    const { win, parent, dispatch, listeners } = framedWindow(HOST);
    const orientation = vi.fn();
    const stop = detectHost(win, [HOST]).listen({ orientation });
    dispatch({ type: 'host.orientation', angle: 90 }, 'https://evil.example', parent);
    dispatch({ type: 'host.orientation', angle: 90 }, HOST, {});
    dispatch({ type: 'something.else', angle: 90 }, HOST, parent);
    dispatch({ type: 'host.orientation', angle: '90' }, HOST, parent);
    expect(orientation).not.toHaveBeenCalled();
    dispatch({ type: 'host.orientation', angle: -90 }, HOST, parent);
    dispatch({ type: 'host.orientation', angle: 180 }, HOST, parent);
    expect(orientation.mock.calls).toEqual([['landscape'], ['portrait']]);
    stop();
    expect(listeners).toHaveLength(0);
  });

  it('a mini-app webview: its bridge gets back and the events as JSON', () => {
    const { win } = framedWindow(null);
    const webview = { postMessage: vi.fn(), back: vi.fn() };
    Object.assign(win, { GeneWellMiniApp: webview });
    const bridge = detectHost(win, []);
    expect(bridge.kind).toBe('webview');
    bridge.post({ type: 'app.orientation', orientation: 'landscape' });
    bridge.back();
    expect(webview.postMessage).toHaveBeenCalledWith('{"type":"app.orientation","orientation":"landscape"}');
    expect(webview.back).toHaveBeenCalledTimes(1);
  });

  it('reads the parent origin from the referrer when ancestorOrigins is missing', () => {
    const { win } = framedWindow(HOST);
    Object.assign(win, { location: {}, document: { referrer: `${HOST}/games/genewell?x=1` } });
    expect(parentOriginOf(win)).toBe(HOST);
    Object.assign(win, { document: { referrer: 'not a url' } });
    expect(parentOriginOf(win)).toBeNull();
  });
});
