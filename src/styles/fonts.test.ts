import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import beVietnamPro from '@capsizecss/metrics/beVietnamPro';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

/**
 * The fallback faces of fonts.css are the local fonts scaled to Be Vietnam Pro's metrics, so the
 * swap to the web font moves nothing: their overrides must be the ones @capsizecss computes.
 */
const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');

function faceOf(family: string): Record<string, string> {
  const block = css.split('@font-face').find((face) => face.includes(`font-family: '${family}'`));
  if (!block) throw new Error(`fonts.css has no @font-face for ${family}`);
  return Object.fromEntries([...block.matchAll(/([a-z-]+-override|size-adjust):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

describe('the heading face’s fallbacks', () => {
  const { fontFaces } = createFontStack([beVietnamPro, arial, roboto], { fontFaceFormat: 'styleObject' });

  it.each([
    ['Be Vietnam Pro Fallback: Arial', 0],
    ['Be Vietnam Pro Fallback: Roboto', 1],
  ] as const)('%s has the metric overrides of Be Vietnam Pro', (family, index) => {
    const expected = fontFaces[index]['@font-face'];
    const face = faceOf(family);
    expect(face['size-adjust']).toBe(expected.sizeAdjust);
    expect(face['ascent-override']).toBe(expected.ascentOverride);
    expect(face['descent-override']).toBe(expected.descentOverride);
    expect(face['line-gap-override'] ?? '0%').toBe(expected.lineGapOverride ?? '0%');
  });

  it('swaps (never hides text while the face loads) and serves only woff2 of the latin and Vietnamese subsets', () => {
    const faces = css.split('@font-face').filter((face) => face.includes("font-family: 'Be Vietnam Pro';"));
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain('font-display: swap');
      expect(face).toMatch(/unicode-range:/);
      expect([...face.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1])).toEqual([expect.stringMatching(/be-vietnam-pro-(latin|vietnamese)-700-normal\.woff2$/)]);
    }
  });
});
