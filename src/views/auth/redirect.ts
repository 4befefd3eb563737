/**
 * Where to go after signing in: a path of this site only (`/account/gene-tests?x=1#top`), never
 * another origin (`https://…`, `//evil.example`, `/\evil.example`) nor a script. Anything else
 * is dropped, and the sign-in page then goes to the account.
 */
export const AFTER_SIGN_IN = '/account' as const;

export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // A control character (a tab or newline inside "/\t/evil") could turn it into another origin.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  if (value === '/sign-in' || value.startsWith('/sign-in?') || value.startsWith('/sign-in#')) return undefined;
  return value;
}
