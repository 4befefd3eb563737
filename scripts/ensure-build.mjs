// `npm start` runs this first: build the browser app when it has never been built or when any
// source file is newer than the last build, so a fresh clone needs only `npm install && npm start`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

// Both halves of `npm run build`: the browser app and the server's first-screen bundle.
const builtFiles = ['dist/client/index.html', 'dist/server/entry-server.js'];
const sources = ['src', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the browser app…' : 'Sources changed: rebuilding the browser app…');
  execSync('npm run build', { stdio: 'inherit' });
}
