// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStorage } from '../../platform/storage';
import { CONSENT_STORAGE_KEY, createConsentActor } from './consent-effects';

/** The visitor's answer, as the server sees it on the next page (the cookie) and as the app keeps it (localStorage). */
const cookieAnswer = () => /(?:^|; )cookieConsent=([^;]*)/.exec(document.cookie)?.[1];

describe('the answer to the cookie notice, mirrored in a cookie for the server’s first screen', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'cookieConsent=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    checkStorage();
  });
  afterEach(() => localStorage.clear());

  it('is written with the answer, and changed with it', () => {
    const consent = createConsentActor();
    expect(cookieAnswer()).toBeUndefined();
    consent.send({ type: 'consent.accept' });
    expect(cookieAnswer()).toBe('accepted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    consent.send({ type: 'consent.reopen' });
    consent.send({ type: 'consent.decline' });
    expect(cookieAnswer()).toBe('declined');
    consent.stop();
  });

  it('is written at start for an answer given before the cookie existed', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    createConsentActor().stop();
    expect(cookieAnswer()).toBe('declined');
  });

  it('is not written for a damaged stored value (no answer)', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
    createConsentActor().stop();
    expect(cookieAnswer()).toBeUndefined();
  });
});
