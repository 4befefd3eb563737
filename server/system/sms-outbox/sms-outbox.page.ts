import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Language } from '../../i18n/server-i18n';
import { serverT } from '../../i18n/server-i18n';
import type { SmsRecord } from '../../services/sms/sms-service';

/** A plain server-rendered page for developers and testers: what the outbox provider "sent". */
export function renderOutboxPage(language: Language, rows: SmsRecord[], phone: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  const t = serverT(language, 'outbox');
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t('title')} · GeneWell</title>
    <link rel="stylesheet" href="/dev/outbox.css" />
  </head>
  <body>
    <main>
      <h1>${t('title')}</h1>
      <p>${t('intro')}</p>
      <form method="get" action="/dev/outbox">
        <label for="phone">${t('filter_label')}</label>
        <input id="phone" name="phone" type="tel" value="${phone}" autocomplete="off" />
        <button type="submit">${t('filter_button')}</button>
      </form>
      ${rows.length === 0
        ? html`<p class="empty">${t('empty')}</p>`
        : html`<table>
            <thead>
              <tr><th scope="col">${t('time')}</th><th scope="col">${t('phone')}</th><th scope="col">${t('purpose')}</th><th scope="col">${t('status')}</th><th scope="col">${t('message')}</th></tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) => html`<tr data-testid="sms-row">
                  <td><time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</time></td>
                  <td>${row.phone}</td>
                  <td>${row.purpose}</td>
                  <td>${t(`statuses.${row.status}`)}</td>
                  <td class="body">${row.body}</td>
                </tr>`,
              )}
            </tbody>
          </table>`}
    </main>
  </body>
</html>`;
}

export const outboxCss = `
body { font-family: system-ui, sans-serif; margin: 0; color: #12312c; background: #f5faf9; }
main { max-width: 960px; margin: 0 auto; padding: 1rem; }
form { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; margin-bottom: 1rem; }
input { padding: .5rem; font-size: 1rem; min-width: 12rem; }
button { padding: .5rem 1rem; font-size: 1rem; background: #0d7a6b; color: #fff; border: 0; border-radius: .25rem; }
button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #d5e6e3; vertical-align: top; }
td.body { white-space: pre-wrap; word-break: break-word; }
@media (max-width: 600px) { thead { display: none; } tr, td { display: block; } }
`;
