import type { Hono } from 'hono';
import type { Services } from '../../app-services';
import type { AppEnv } from '../../http/app-env';
import { HttpError, languageOf } from '../../http/errors';

/**
 * The mini-app host as the app meets it (issue 26): the origins allowed to frame the app
 * (FRAME_ANCESTORS) are the hosts the browser's host bridge talks to (src/platform/host-bridge.ts),
 * and a small demo host page, served only with developer tools on, embeds the app in a frame
 * and lists every message it receives with its origin (`/dev/mini-app-host`).
 */

/** The FRAME_ANCESTORS sources that are one origin ('self' is the public origin); wildcards and schemes alone name none. */
export function hostOriginsOf(frameAncestors: string, publicOrigin: string): string[] {
  const origins = frameAncestors
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((source) => {
      if (source === "'self'") return [new URL(publicOrigin).origin];
      if (!/^https?:\/\/[^*/\s]+\/?$/.test(source)) return [];
      try {
        return [new URL(source).origin];
      } catch {
        return [];
      }
    });
  return [...new Set(origins)];
}

const TEXTS = {
  en: { title: 'Mini-app host (developer tools)', intro: 'The app in a frame, as a mini-app host embeds it. Messages the host receives are listed below.', turn: 'Turn the host to landscape', frame: 'GeneWell in the host', messages: 'Messages received' },
  vi: { title: 'Máy chủ mini-app (công cụ cho nhà phát triển)', intro: 'Ứng dụng nằm trong khung, như khi được nhúng vào một mini-app. Các tin nhắn máy chủ nhận được hiển thị bên dưới.', turn: 'Xoay máy chủ sang chiều ngang', frame: 'GeneWell trong máy chủ', messages: 'Tin nhắn đã nhận' },
  th: { title: 'โฮสต์มินิแอป (เครื่องมือนักพัฒนา)', intro: 'แอปอยู่ในเฟรมเหมือนตอนที่โฮสต์มินิแอปฝังไว้ ข้อความที่โฮสต์ได้รับแสดงอยู่ด้านล่าง', turn: 'หมุนโฮสต์เป็นแนวนอน', frame: 'GeneWell ในโฮสต์', messages: 'ข้อความที่ได้รับ' },
  zh: { title: '小程序宿主（开发者工具）', intro: '应用在框架中运行，就像被小程序宿主嵌入一样。宿主收到的消息列在下方。', turn: '将宿主转为横屏', frame: '宿主中的 GeneWell', messages: '已收到的消息' },
} as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function renderHostPage(language: string): string {
  const text = TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en;
  return `<!doctype html>
<html lang="${escape(language in TEXTS ? language : 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<link rel="stylesheet" href="/dev/mini-app-host.css">
</head>
<body>
<main>
<h1>${escape(text.title)}</h1>
<p>${escape(text.intro)}</p>
<p><button type="button" id="turn">${escape(text.turn)}</button></p>
<iframe id="app" src="/" title="${escape(text.frame)}"></iframe>
<h2>${escape(text.messages)}</h2>
<ol id="log" aria-live="polite"></ol>
</main>
<script src="/dev/mini-app-host.js"></script>
</body>
</html>
`;
}

/** The host's side: every message is listed with its origin (window.hostMessages for tests); `app.back` from the app's origin goes back. */
const HOST_SCRIPT = `(() => {
  const frame = document.getElementById('app');
  const appOrigin = new URL(frame.src, location.href).origin;
  const log = document.getElementById('log');
  window.hostMessages = [];
  window.addEventListener('message', (event) => {
    window.hostMessages.push({ origin: event.origin, fromApp: event.source === frame.contentWindow, data: event.data });
    const item = document.createElement('li');
    item.textContent = event.origin + ' ' + JSON.stringify(event.data);
    log.append(item);
    if (event.origin === appOrigin && event.source === frame.contentWindow && event.data && event.data.type === 'app.back') history.back();
  });
  document.getElementById('turn').addEventListener('click', () => frame.contentWindow.postMessage({ type: 'host.orientation', angle: 90 }, appOrigin));
})();
`;

const HOST_CSS = `body { margin: 0; font-family: system-ui, sans-serif; }
main { padding: 1rem; display: grid; gap: 0.75rem; }
h1 { font-size: 1.25rem; margin: 0; }
iframe { width: 100%; height: 32rem; border: 1px solid #767676; }
#log { font-family: monospace; font-size: 0.8rem; overflow-wrap: anywhere; }
`;

export function mountMiniAppHost(app: Hono<AppEnv>, services: Pick<Services, 'config'>): void {
  const devOnly = () => {
    if (!services.config.DEV_TOOLS) throw new HttpError(404, 'not_found');
  };
  app.get('/dev/mini-app-host', (c) => {
    devOnly();
    return c.html(renderHostPage(languageOf(c)));
  });
  app.get('/dev/mini-app-host.js', (c) => {
    devOnly();
    return c.body(HOST_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  app.get('/dev/mini-app-host.css', (c) => {
    devOnly();
    return c.body(HOST_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });
}
