import { describe, expect, it } from 'vitest';
import { bearerMatches } from './bearer';

const TOKEN = 'r'.repeat(40);

describe('bearerMatches (issue 22 §13: the scheme is case-insensitive, RFC 7235)', () => {
  it.each([`Bearer ${TOKEN}`, `bearer ${TOKEN}`, `BEARER ${TOKEN}`, `bEaReR ${TOKEN}`, `Bearer  ${TOKEN}`, `Bearer ${TOKEN} `])('takes %j', (header) => {
    expect(bearerMatches(header, TOKEN)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another token', `Bearer ${'x'.repeat(40)}`],
    ['the token cut short', `Bearer ${TOKEN.slice(1)}`],
    ['another scheme', `Token ${TOKEN}`],
    ['no space after the scheme', `Bearer${TOKEN}`],
    ['two credentials', `Bearer ${TOKEN} ${TOKEN}`],
    ['the scheme alone', 'Bearer '],
  ])('refuses %s', (_, header) => {
    expect(bearerMatches(header, TOKEN)).toBe(false);
  });
});
