import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every custom property a stylesheet reads (`var(--name)`) is defined by some stylesheet (issue
 * 23 §4: the header's cart count read `var(--color-primary)`, defined nowhere, and showed white on
 * transparent). A `var(--name, fallback)` still needs its definition: the fallback hides a typo.
 * The one family set from code instead: a banner's `--banner-<property>-<tier>` (banner-style.ts
 * writes them on the element, each read with its fallback).
 */

const SET_FROM_CODE = /^--banner-[a-z-]+-(sm|md|lg|xl)$/;

const SRC = path.resolve(__dirname, '..');

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('custom properties', () => {
  const sheets = stylesheets(SRC).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));
  const defined = new Set(sheets.flatMap(({ text }) => [...text.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1])));

  it('finds the stylesheets and their definitions', () => {
    expect(sheets.length).toBeGreaterThan(5);
    expect(defined.has('--color-brand')).toBe(true);
  });

  it('reads no custom property that no stylesheet defines', () => {
    const undefinedUses = sheets.flatMap(({ file, text }) =>
      [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]).filter((name) => !defined.has(name) && !SET_FROM_CODE.test(name)).map((name) => `${file}: ${name}`),
    );
    expect([...new Set(undefinedUses)]).toEqual([]);
  });
});
