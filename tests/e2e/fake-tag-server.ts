import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the analytics vendors (a test cannot reach Google or Meta, and must not):
 * it serves a fake gtag.js and a fake fbevents.js that do what the real ones do with the page's
 * queues (gtag.js plays `dataLayer` and every later push; fbevents.js plays `fbq.queue` and takes
 * every later call through `fbq.callMethod`), except that each call is sent back here as a
 * request, which the fake records. Each call is also kept in the page (`window.__fakeTagCalls`,
 * in call order), so a test can tell synchronously what a tag was handed.
 */

export interface TagCall {
  tag: 'ga4' | 'pixel';
  /** The call's arguments as JSON made them (a Date is its ISO text). */
  args: unknown[];
}

export interface FakeTagServer {
  origin: string;
  ga4ScriptUrl: string;
  pixelScriptUrl: string;
  /** Every script request, as `path?query`, in order. */
  scripts: string[];
  /** Every call the fake scripts sent back, in arrival order. */
  calls: TagCall[];
  close(): Promise<void>;
}

/** The fake scripts' shared part: keep the call in the page, and send it to the fake. */
const forwarder = (origin: string) => `
  var calls = (window.__fakeTagCalls = window.__fakeTagCalls || []);
  function forward(tag, args) {
    var call = { tag: tag, args: Array.prototype.slice.call(args) };
    calls.push(call);
    fetch(${JSON.stringify(`${origin}/collect`)}, { method: 'POST', mode: 'no-cors', keepalive: true, headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(call) });
  }`;

const gtagJs = (origin: string) => `(function () {${forwarder(origin)}
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < dataLayer.length; i++) forward('ga4', dataLayer[i]);
  dataLayer.push = function () {
    for (var j = 0; j < arguments.length; j++) forward('ga4', arguments[j]);
    return Array.prototype.push.apply(dataLayer, arguments);
  };
})();
`;

const fbeventsJs = (origin: string) => `(function () {${forwarder(origin)}
  var fbq = window.fbq;
  if (!fbq) return;
  var queued = fbq.queue || [];
  for (var i = 0; i < queued.length; i++) forward('pixel', queued[i]);
  fbq.queue = [];
  fbq.callMethod = function () { forward('pixel', arguments); };
})();
`;

export async function startFakeTagServer(): Promise<FakeTagServer> {
  const scripts: string[] = [];
  const calls: TagCall[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' && (url.pathname === '/gtag/js' || url.pathname === '/en_US/fbevents.js')) {
      scripts.push(`${url.pathname}${url.search}`);
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(url.pathname === '/gtag/js' ? gtagJs(origin) : fbeventsJs(origin));
    }
    if (req.method === 'POST' && url.pathname === '/collect') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        calls.push(JSON.parse(raw) as TagCall);
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*' });
        res.end();
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    ga4ScriptUrl: `${origin}/gtag/js`,
    pixelScriptUrl: `${origin}/en_US/fbevents.js`,
    scripts,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
