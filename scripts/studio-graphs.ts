/**
 * `npm run studio:graphs`: writes src/machines/studio/studio-graphs.json, every machine's graph
 * read from its real definition, which the statechart studio (/machines) draws. Run it after
 * changing a machine; src/machines/studio/studio-graphs.test.ts fails until it is run.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { studioGraphsJson } from '../src/machines/studio/studio-graphs';

const file = path.resolve('src/machines/studio/studio-graphs.json');
writeFileSync(file, studioGraphsJson());
console.log(`Wrote ${file}`);
