/**
 * Writes src/machines/studio/studio-graphs.json, every machine's graph read from its real
 * definition, which the statechart studio (/machines) draws. Vite runs it before every build
 * and dev server (vite.config.ts), so the studio shows the machines as built; `npm run studio:graphs` alone.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { studioGraphsJson } from '../src/machines/studio/studio-graphs';

const file = path.resolve('src/machines/studio/studio-graphs.json');
writeFileSync(file, studioGraphsJson());
console.log(`Wrote ${file}`);
