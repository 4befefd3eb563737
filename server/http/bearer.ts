import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `authorization` is `Bearer <token>`, compared in constant time (over digests, so lengths
 * do not show). The scheme's name is case-insensitive (RFC 7235 §2.1: `bearer`, `BEARER`), one or
 * more spaces follow it, and the credentials are one token68 (no spaces inside).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}
