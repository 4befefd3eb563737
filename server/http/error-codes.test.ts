import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/api/contract/error';
import { languages, serverResources } from '../i18n/server-i18n';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

describe('error codes', () => {
  const thrown = new Set(
    sourceFiles('server').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/new HttpError\(\d+, '([a-z_]+)'/g)].map((m) => m[1])),
  );

  it('every code the server throws is in the shared contract, so the client recognises it', () => {
    expect(thrown.size).toBeGreaterThan(5);
    expect([...thrown].filter((code) => !(errorCodes as readonly string[]).includes(code))).toEqual([]);
  });

  it('every code has a message in each language', () => {
    for (const language of languages) {
      const messages = serverResources(language).errors;
      expect(errorCodes.filter((code) => typeof messages[code] !== 'string'), language).toEqual([]);
    }
  });
});
