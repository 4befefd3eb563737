// `npm start` runs this first: build the browser app when it has never been built or when any
// source file is newer than the last build, so a fresh clone needs only `npm install && npm start`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const built = 'dist/client/index.html';
const sources = ['src', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the browser app…' : 'Sources changed: rebuilding the browser app…');
  execSync('npx vite build', { stdio: 'inherit' });
}
