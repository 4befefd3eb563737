import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CookieJar } from './cookie-jar';

/**
 * The onboarding survey modal (spec §4, issue 26), for a signed-in user. Three cookies:
 *  - the times closed (`onboardingSurveyModalCloseCount`, 365 days);
 *  - the close flag of this browser session (`onboardingSurveyModalClosedInSession`, a session cookie);
 *  - the access count, capped at 3 (`onboardingSurveyModalAccessCount`, 365 days).
 *
 * Each `access` (a page the signed-in user opens; `hidden` when the caller hides the modal there)
 * counts the access (up to 3); it and `survey.read` read the cookies again before deciding. `survey.read` hands over what the
 * onboarding survey's machine knows (how many questions, whether userprofile.hasFinishedSurvey).
 * After either, the modal shows only when all hold:
 *   not hidden by the caller, not closed this session, the question list is non-empty, the close
 *   count is below 2, the survey is not finished, and the access count has reached 3.
 * `close` adds one to the close count and sets the session flag. Answering is the onboarding
 * survey's machine (src/machines/surveys), whose reads come back here as `survey.read`.
 *
 *   hidden ──access / survey.read──▶ deciding ─(every rule holds)─▶ shown, otherwise hidden
 *   shown ──close──▶ hidden;  shown ──access / survey.read──▶ deciding
 */
export const ONBOARDING_MODAL_CLOSE_COUNT_COOKIE = 'onboardingSurveyModalCloseCount';
export const ONBOARDING_MODAL_SESSION_CLOSED_COOKIE = 'onboardingSurveyModalClosedInSession';
export const ONBOARDING_MODAL_ACCESS_COUNT_COOKIE = 'onboardingSurveyModalAccessCount';
/** The access from which the modal shows (the count stops there). */
export const ONBOARDING_MODAL_ACCESS_LIMIT = 3;
/** Closed this many times, it never shows again. */
export const ONBOARDING_MODAL_CLOSE_LIMIT = 2;

export interface OnboardingModalInput {
  cookies: CookieJar;
}

/** What the onboarding survey's machine read: its questions and whether the user finished it. */
export interface OnboardingSurveyFacts {
  questionCount: number;
  hasFinishedSurvey: boolean;
}

export interface OnboardingModalContext {
  cookies: CookieJar;
  accessCount: number;
  closeCount: number;
  closedInSession: boolean;
  /** Whether the last access's caller hides the modal. */
  hidden: boolean;
  /** Null until the onboarding survey was read. */
  survey: OnboardingSurveyFacts | null;
}

export type OnboardingModalEvent =
  | { type: 'access'; hidden?: boolean }
  | ({ type: 'survey.read' } & OnboardingSurveyFacts)
  | { type: 'close' };

/** The rules that keep the modal hidden, each a guard, in the order they are checked: the first that holds hides it. */
const HIDING_RULES = ['isHiddenByCaller', 'isClosedInSession', 'hasNoQuestions', 'isClosedEnough', 'hasFinishedSurvey', 'isBeforeAccessLimit'] as const;

/** A whole number from a cookie; anything else (absent, tampered) counts as 0. */
function countOf(raw: string | undefined): number {
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 0;
}

export function createOnboardingModalMachine() {
  return setup({
    types: {
      context: {} as OnboardingModalContext,
      input: {} as OnboardingModalInput,
      events: {} as OnboardingModalEvent,
    },
    guards: {
      isHiddenByCaller: ({ context }) => context.hidden,
      isClosedInSession: ({ context }) => context.closedInSession,
      hasNoQuestions: ({ context }) => (context.survey?.questionCount ?? 0) <= 0,
      isClosedEnough: ({ context }) => context.closeCount >= ONBOARDING_MODAL_CLOSE_LIMIT,
      hasFinishedSurvey: ({ context }) => context.survey?.hasFinishedSurvey === true,
      isBeforeAccessLimit: ({ context }) => context.accessCount < ONBOARDING_MODAL_ACCESS_LIMIT,
    },
    actions: {
      countAccess: assign(({ context }, params: { hidden: boolean }) => {
        const accessCount = Math.min(countOf(context.cookies.get(ONBOARDING_MODAL_ACCESS_COUNT_COOKIE)) + 1, ONBOARDING_MODAL_ACCESS_LIMIT);
        context.cookies.set(ONBOARDING_MODAL_ACCESS_COUNT_COOKIE, String(accessCount));
        return { hidden: params.hidden };
      }),
      /** Every decision reads the cookies again: another tab, or an earlier page, may have changed them. */
      read: assign(({ context: { cookies } }) => ({
        accessCount: countOf(cookies.get(ONBOARDING_MODAL_ACCESS_COUNT_COOKIE)),
        closeCount: countOf(cookies.get(ONBOARDING_MODAL_CLOSE_COUNT_COOKIE)),
        closedInSession: cookies.get(ONBOARDING_MODAL_SESSION_CLOSED_COOKIE) === 'true',
      })),
      storeSurvey: assign((_, params: OnboardingSurveyFacts) => ({ survey: { questionCount: params.questionCount, hasFinishedSurvey: params.hasFinishedSurvey } })),
      countClose: assign(({ context }) => {
        const closeCount = countOf(context.cookies.get(ONBOARDING_MODAL_CLOSE_COUNT_COOKIE)) + 1;
        context.cookies.set(ONBOARDING_MODAL_CLOSE_COUNT_COOKIE, String(closeCount));
        context.cookies.setForSession(ONBOARDING_MODAL_SESSION_CLOSED_COOKIE, 'true');
        return { closeCount, closedInSession: true };
      }),
    },
  }).createMachine({
    id: 'onboardingModal',
    context: ({ input }) => ({ cookies: input.cookies, accessCount: 0, closeCount: 0, closedInSession: false, hidden: false, survey: null }),
    initial: 'hidden',
    on: {
      access: { target: '.deciding', actions: [{ type: 'countAccess', params: ({ event }) => ({ hidden: event.hidden === true }) }, 'read'] },
      'survey.read': { target: '.deciding', actions: [{ type: 'storeSurvey', params: ({ event }) => ({ questionCount: event.questionCount, hasFinishedSurvey: event.hasFinishedSurvey }) }, 'read'] },
    },
    states: {
      hidden: {
        description: 'Not shown: nothing read yet, or one of the rules does not hold.',
      },
      deciding: {
        always: [...HIDING_RULES.map((guard) => ({ guard, target: 'hidden' as const })), { target: 'shown' }],
      },
      shown: {
        on: { close: { target: 'hidden', actions: 'countClose' } },
      },
    },
  });
}

export type OnboardingModalMachine = ReturnType<typeof createOnboardingModalMachine>;
export type OnboardingModalSnapshot = SnapshotFrom<OnboardingModalMachine>;
export type OnboardingModalActor = ActorRefFrom<OnboardingModalMachine>;
