/**
 * Writes what the statechart studio (/machines) draws, every machine's graph read from its real
 * definition: src/machines/studio/studio-index.json (the list: each machine's figures) and
 * src/machines/studio/graphs/<slug>.json (a machine's entry, loaded when its page is opened). Vite
 * runs it before every build and dev server (vite.config.ts), so the studio shows the machines as
 * built; `npm run studio:graphs` alone.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { studioEntries, studioIndexJson } from '../src/machines/studio/studio-graphs';

const folder = path.resolve('src/machines/studio');
const graphs = path.join(folder, 'graphs');
const entries = studioEntries();
writeFileSync(path.join(folder, 'studio-index.json'), studioIndexJson(entries));
rmSync(graphs, { recursive: true, force: true });
mkdirSync(graphs, { recursive: true });
for (const entry of entries) writeFileSync(path.join(graphs, `${entry.slug}.json`), `${JSON.stringify(entry)}\n`);
console.log(`Wrote ${path.join(folder, 'studio-index.json')} and ${entries.length} graphs in ${graphs}`);
