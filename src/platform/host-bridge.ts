/**
 * The mini-app host bridge (spec §9, issue 26). The app may run inside a host:
 *  - a mini-app webview that exposes a bridge object (`window.GeneWellMiniApp`, with
 *    `postMessage(json)` and `back()`), or
 *  - an iframe whose parent is a configured host origin (runtime configuration `hostOrigins`:
 *    the origins FRAME_ANCESTORS lets frame the app).
 * Inside one, `back()` navigates the host back (the webview's own `back`; in a frame, the message
 * `app.back`, on which the host goes back) and `post()` sends events to the host: in a frame with
 * `postMessage` to that origin only. Outside a host both are no-ops. Messages from the host are
 * taken only from the parent window at the host's origin; others are ignored.
 *
 * The spec's orientation rule (landscape when the absolute window orientation is 90,
 * orientation.ts) feeds the bridge: the app reports its orientation to the host, and a host that
 * knows its window's angle better (a webview inside a frame sees none) sends `host.orientation`.
 */
import { currentOrientation, orientationOf } from './orientation';
import type { Orientation } from './orientation';

export type AppMessage =
  | { type: 'app.ready'; path: string; orientation: Orientation }
  | { type: 'app.page'; path: string }
  | { type: 'app.orientation'; orientation: Orientation }
  | { type: 'app.back' };

export type HostMessage = { type: 'host.orientation'; angle: number };

/** What a mini-app webview exposes. */
export interface WebviewBridge {
  postMessage: (json: string) => void;
  back: () => void;
}

export interface HostBridge {
  kind: 'webview' | 'frame' | 'none';
  /** The host's origin in a frame; null otherwise. */
  origin: string | null;
  back: () => void;
  post: (message: AppMessage) => void;
  /** Listens to the host's messages (orientation); returns the way to stop. */
  listen: (handlers: { orientation: (orientation: Orientation) => void }) => () => void;
}

const NONE: HostBridge = { kind: 'none', origin: null, back: () => {}, post: () => {}, listen: () => () => {} };

function webviewOf(win: Window): WebviewBridge | null {
  const candidate: unknown = Reflect.get(win, 'GeneWellMiniApp');
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { postMessage, back } = candidate as Partial<WebviewBridge>;
  return typeof postMessage === 'function' && typeof back === 'function' ? (candidate as WebviewBridge) : null;
}

/** The origin of the window that frames this one (Chromium's ancestorOrigins, else the referrer), or null. */
export function parentOriginOf(win: Window): string | null {
  if (win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

function isHostMessage(data: unknown): data is HostMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'host.orientation' && typeof (data as { angle?: unknown }).angle === 'number';
}

/** The host the app runs in, or the no-op bridge outside one. */
export function detectHost(win: Window, hostOrigins: readonly string[]): HostBridge {
  const webview = webviewOf(win);
  if (webview) {
    return {
      kind: 'webview',
      origin: null,
      back: () => webview.back(),
      post: (message) => webview.postMessage(JSON.stringify(message)),
      listen: () => () => {},
    };
  }
  const origin = parentOriginOf(win);
  if (origin === null || !hostOrigins.includes(origin)) return NONE;
  const post = (message: AppMessage) => win.parent.postMessage(message, origin);
  return {
    kind: 'frame',
    origin,
    back: () => post({ type: 'app.back' }),
    post,
    listen: ({ orientation }) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== win.parent || !isHostMessage(event.data)) return;
        orientation(orientationOf(event.data.angle));
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}

/** The window's orientation by the spec's rule (the layout reads `html[data-orientation]`). */
export function windowOrientation(win: Window): Orientation {
  return currentOrientation(win);
}
