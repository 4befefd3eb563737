import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/* A browser build as the server reads it (CLIENT_DIR), for tests of the pages it renders and the files it sends. */

/** index.html as Vite writes it (the parts the server fills in). */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="GeneWell: genetic tests." />
    <title>GeneWell</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A fresh folder holding index.html (TEST_INDEX_HTML unless given) and any other files, by path inside it. */
export function testClientDir(files: { [file: string]: string | Uint8Array } = {}, indexHtml = TEST_INDEX_HTML): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'genewell-client-'));
  for (const [file, content] of Object.entries({ 'index.html': indexHtml, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
