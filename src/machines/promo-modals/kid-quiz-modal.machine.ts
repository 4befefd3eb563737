import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { CookieJar } from './cookie-jar';

/**
 * The kid-quiz promotion modal (spec §4), kept in two cookies for 365 days: the display count
 * and the closed flag. Each `check` (a page that may show it: home, content pages, or the
 * inactivity timer offering it) reads the cookies again, so a reload, another tab or a new
 * visit all follow the same rule:
 *
 *  - no count cookie (a first visit; also a count that is not a whole number): both cookies are
 *    set, count 0 and closed false, and the modal shows;
 *  - otherwise the count goes up by one while it is below 3, then the modal shows if the caller
 *    forces it, or the user has not closed it, or the count is below 3;
 *  - `close` sets the closed flag.
 *
 * So an unclosed modal keeps showing on every check: that is the spec's rule (README).
 *
 *   idle ──check──▶ counting ─(first visit / count up / as is)─▶ deciding ─▶ shown | hidden
 *   shown ──close──▶ hidden;  shown | hidden ──check──▶ counting
 */
export const KID_QUIZ_MODAL_COUNT_COOKIE = 'quizKidModalDisplayCount';
export const KID_QUIZ_MODAL_CLOSED_COOKIE = 'quizKidModalIsClosed';
export const KID_QUIZ_MODAL_DISPLAY_LIMIT = 3;

export interface KidQuizModalInput {
  cookies: CookieJar;
}

export interface KidQuizModalContext {
  cookies: CookieJar;
  /** The count read at the last check (undefined: no usable count cookie). */
  count: number | undefined;
  closed: boolean;
  /** Whether the last check's caller forces the modal. */
  forced: boolean;
}

export type KidQuizModalEvent = { type: 'check'; forced?: boolean } | { type: 'close' };

function readCount(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

export function createKidQuizModalMachine() {
  return setup({
    types: {
      context: {} as KidQuizModalContext,
      input: {} as KidQuizModalInput,
      events: {} as KidQuizModalEvent,
    },
    guards: {
      isFirstVisit: ({ context }) => context.count === undefined,
      isBelowLimit: ({ context }) => (context.count ?? 0) < KID_QUIZ_MODAL_DISPLAY_LIMIT,
      isForced: ({ context }) => context.forced,
      isNotClosed: ({ context }) => !context.closed,
    },
    actions: {
      read: assign(({ context, event }) => ({
        count: readCount(context.cookies.get(KID_QUIZ_MODAL_COUNT_COOKIE)),
        closed: context.cookies.get(KID_QUIZ_MODAL_CLOSED_COOKIE) === 'true',
        forced: event.type === 'check' && event.forced === true,
      })),
      initialise: assign(({ context }) => {
        context.cookies.set(KID_QUIZ_MODAL_COUNT_COOKIE, '0');
        context.cookies.set(KID_QUIZ_MODAL_CLOSED_COOKIE, 'false');
        return { count: 0, closed: false };
      }),
      countUp: assign(({ context }) => {
        const count = (context.count ?? 0) + 1;
        context.cookies.set(KID_QUIZ_MODAL_COUNT_COOKIE, String(count));
        return { count };
      }),
      markClosed: assign(({ context }) => {
        context.cookies.set(KID_QUIZ_MODAL_CLOSED_COOKIE, 'true');
        return { closed: true };
      }),
    },
  }).createMachine({
    id: 'kidQuizModal',
    context: ({ input }) => ({ cookies: input.cookies, count: undefined, closed: false, forced: false }),
    initial: 'idle',
    states: {
      idle: {
        description: 'Nothing checked yet: the page mounts the modal after the app took over, then checks.',
        on: { check: { target: 'counting', actions: 'read' } },
      },
      counting: {
        always: [
          { guard: 'isFirstVisit', target: 'shown', actions: 'initialise' },
          { guard: 'isBelowLimit', target: 'deciding', actions: 'countUp' },
          { target: 'deciding' },
        ],
      },
      deciding: {
        always: [
          { guard: 'isForced', target: 'shown' },
          { guard: 'isNotClosed', target: 'shown' },
          { guard: 'isBelowLimit', target: 'shown' },
          { target: 'hidden' },
        ],
      },
      shown: {
        on: {
          close: { target: 'hidden', actions: 'markClosed' },
          check: { target: 'counting', actions: 'read' },
        },
      },
      hidden: {
        on: { check: { target: 'counting', actions: 'read' } },
      },
    },
  });
}

export type KidQuizModalMachine = ReturnType<typeof createKidQuizModalMachine>;
export type KidQuizModalSnapshot = SnapshotFrom<KidQuizModalMachine>;
