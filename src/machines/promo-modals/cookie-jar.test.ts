// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookieJar } from './cookie-jar';

/**
 * The jar the app gives both promotion modals: what a machine writes through it is a browser
 * cookie (document.cookie) the next page load reads again; the counts last 365 days, the
 * onboarding modal's "closed in this session" flag is a session cookie (no expiry).
 * The model tests use the in-memory jar; this is the one place the browser's is exercised.
 */
const NAMES = ['quizKidModalDisplayCount', 'onboardingSurveyModalClosedInSession'];

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of NAMES) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('browserCookieJar', () => {
  it('a count written is a browser cookie kept 365 days, and is read back as written', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    browserCookieJar.set('quizKidModalDisplayCount', '2');
    expect(document.cookie).toContain('quizKidModalDisplayCount=2');
    expect(browserCookieJar.get('quizKidModalDisplayCount')).toBe('2');
    const expires = /; Expires=(.+)$/.exec(String(set.mock.calls[0][0]))?.[1];
    expect(expires).toBeDefined();
    expect(Math.round((Date.parse(expires ?? '') - Date.now()) / 86_400_000)).toBe(365);
  });

  it('a session flag is a browser cookie with no expiry', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    browserCookieJar.setForSession('onboardingSurveyModalClosedInSession', 'true');
    expect(document.cookie).toContain('onboardingSurveyModalClosedInSession=true');
    expect(browserCookieJar.get('onboardingSurveyModalClosedInSession')).toBe('true');
    expect(String(set.mock.calls[0][0])).not.toContain('Expires');
  });

  it('a cookie never written reads as absent', () => {
    expect(browserCookieJar.get('quizKidModalDisplayCount')).toBeUndefined();
  });
});
