// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { studioEntries, studioGraphsJson } from './studio-graphs';

describe('the studio graphs', () => {
  it('studio-graphs.json is every machine as its definition is now (else: npm run studio:graphs)', () => {
    const stored = readFileSync(path.resolve('src/machines/studio/studio-graphs.json'), 'utf8');
    const current = studioGraphsJson(studioEntries());
    // Machine by machine, so a failure names the one that changed.
    const byLine = (text: string) => text.split('\n').filter((line) => line.startsWith('{'));
    expect(byLine(stored).map((line) => (JSON.parse(line.replace(/,$/, '')) as { slug: string }).slug)).toEqual(byLine(current).map((line) => (JSON.parse(line.replace(/,$/, '')) as { slug: string }).slug));
    expect(stored, 'run npm run studio:graphs').toBe(current);
  });
});
