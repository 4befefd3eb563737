import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * The browsable API reference: Swagger UI served from our own origin (no CDN), under the app's
 * CSP. Its start-up script and page style are inline and carry the response's nonce
 * (security-headers.ts), so no 'unsafe-inline' is needed; Swagger UI itself sets styles only
 * through the DOM (which CSP allows), never as inline markup.
 */
export function docsHtml(nonce: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>GeneWell API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <style nonce="${nonce}">
      html { box-sizing: border-box; overflow-y: scroll; }
      *, *::before, *::after { box-sizing: inherit; }
      body { margin: 0; background: #fafafa; }
    </style>
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script nonce="${nonce}">
      window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
    </script>
  </body>
</html>`;
}
