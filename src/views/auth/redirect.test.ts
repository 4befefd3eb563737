import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/account', '/account/gene-tests?page=2#top', '/kid-quiz'])('keeps the site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['a control character', '/\t/evil.example'],
    ['the sign-in page itself', '/sign-in?redirect=/account'],
    ['not a string', 42],
    ['nothing', undefined],
  ])('drops %s', (_name, value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});
