import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryJar } from './cookie-jar';
import {
  ONBOARDING_MODAL_ACCESS_COUNT_COOKIE,
  ONBOARDING_MODAL_CLOSE_COUNT_COOKIE,
  ONBOARDING_MODAL_SESSION_CLOSED_COOKIE,
  createOnboardingModalMachine,
} from './onboarding-modal.machine';
import { readsOnboardingSurvey } from './onboarding-modal.selectors';

/*
 * When the onboarding survey is read (spec §4, issue 26: the modal shows from the third access,
 * closed twice it never shows again, closed once it stays away for the browser session): only once
 * the modal could show, so a signed-in visitor's first pages make no read of it.
 */

function modalWith(cookies: Record<string, string>) {
  const jar = createMemoryJar(cookies);
  return createActor(createOnboardingModalMachine(), { input: { cookies: jar } }).start();
}

describe('readsOnboardingSurvey', () => {
  it('is false before any access and on the first and second, true from the third on', () => {
    const modal = modalWith({});
    const seen = [readsOnboardingSurvey(modal.getSnapshot())];
    for (let access = 1; access <= 4; access += 1) {
      modal.send({ type: 'access' });
      seen.push(readsOnboardingSurvey(modal.getSnapshot()));
    }
    expect(seen).toEqual([false, false, false, true, true]);
  });

  it('is true at once for an access count kept from earlier visits, even on a page that hides the modal', () => {
    const modal = modalWith({ [ONBOARDING_MODAL_ACCESS_COUNT_COOKIE]: '3' });
    modal.send({ type: 'access', hidden: true });
    expect(readsOnboardingSurvey(modal.getSnapshot())).toBe(true);
  });

  it('is false once the modal was closed twice, and true after one close in an earlier session', () => {
    const twice = modalWith({ [ONBOARDING_MODAL_ACCESS_COUNT_COOKIE]: '3', [ONBOARDING_MODAL_CLOSE_COUNT_COOKIE]: '2' });
    twice.send({ type: 'access' });
    expect(readsOnboardingSurvey(twice.getSnapshot())).toBe(false);
    const once = modalWith({ [ONBOARDING_MODAL_ACCESS_COUNT_COOKIE]: '3', [ONBOARDING_MODAL_CLOSE_COUNT_COOKIE]: '1' });
    once.send({ type: 'access' });
    expect(readsOnboardingSurvey(once.getSnapshot())).toBe(true);
  });

  it('is false for the rest of a browser session in which the modal was closed', () => {
    const modal = modalWith({ [ONBOARDING_MODAL_ACCESS_COUNT_COOKIE]: '3', [ONBOARDING_MODAL_SESSION_CLOSED_COOKIE]: 'true' });
    modal.send({ type: 'access' });
    expect(readsOnboardingSurvey(modal.getSnapshot())).toBe(false);
  });
});
