import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/**
 * The visitor's choice about analytics cookies (the cookie notice, /cookies). Analytics and
 * advertising tags may run only after the visitor accepts them; what the site needs to work
 * (sign-in, language, currency, this choice itself) needs no consent. The choice is remembered
 * in localStorage, so the notice asks once; "Cookie settings" in the footer opens it again to
 * change or keep the choice.
 *
 *   restoring ─(remembered accepted)→ accepted.closed
 *             ─(remembered declined)→ declined.closed
 *             ─(anything else)──────→ undecided
 *   undecided ──consent.accept──▶ accepted.closed      (remembered)
 *             ──consent.decline─▶ declined.closed      (remembered)
 *   accepted | declined:
 *     closed ──consent.reopen──▶ reviewing
 *     reviewing ──consent.accept | consent.decline──▶ that choice, closed  (remembered)
 *               ──consent.close──▶ closed (the choice stays)
 *
 * The machine only decides; the edge supplies `remember` (writes localStorage) and the analytics
 * tags' `startTags` (on entering accepted) and `stopTags` (on leaving it) with
 * `machine.provide({ actions })` (src/views/legal/consent-effects.ts, which also reads what was
 * kept into the input).
 */

export type ConsentChoice = 'accepted' | 'declined';

export interface ConsentInput {
  /**
   * What was kept from an earlier visit (the edge reads localStorage `cookieConsent`; null when
   * nothing): `accepted` or `declined` is that choice, anything else (an old or damaged value) none.
   */
  stored: unknown;
}

export interface ConsentContext {
  /** What was kept from an earlier visit, as read once at start. */
  restored: unknown;
}

export type ConsentEvent =
  | { type: 'consent.accept' }
  | { type: 'consent.decline' }
  /** "Cookie settings" in the footer. */
  | { type: 'consent.reopen' }
  /** The reopened notice's close button: the choice stays as it was. */
  | { type: 'consent.close' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
/**
 * A choice made: the notice closed, or reviewing it again (reopened from the footer). Accepting or
 * declining remembers the choice and goes to its state (`closed` when it is this one's choice);
 * closing keeps the choice as it was.
 */
const reviewable = (targets: { accepted: 'closed' | '#consent.accepted'; declined: 'closed' | '#consent.declined' }) =>
  ({
    initial: 'closed',
    states: {
      closed: { on: { 'consent.reopen': 'reviewing' } },
      reviewing: {
        on: {
          'consent.accept': { target: targets.accepted, actions: { type: 'remember', params: { choice: 'accepted' } } },
          'consent.decline': { target: targets.declined, actions: { type: 'remember', params: { choice: 'declined' } } },
          'consent.close': 'closed',
        },
      },
    },
  }) as const;

export function createConsentMachine() {
  return setup({
    types: {
      context: {} as ConsentContext,
      input: {} as ConsentInput,
      events: {} as ConsentEvent,
    },
    guards: {
      wasRestored: ({ context }, params: { choice: ConsentChoice }) => context.restored === params.choice,
    },
    actions: {
      // Placeholder: the edge writes the choice to localStorage; tests provide a spy.
      remember: (_, _params: { choice: ConsentChoice }) => {},
      // Placeholders: the edge loads (or resumes) the analytics tags, and stops them (src/platform/analytics-tags.ts).
      startTags: () => {},
      stopTags: () => {},
    },
  }).createMachine({
    id: 'consent',
    context: ({ input }) => ({ restored: input.stored }),
    initial: 'restoring',
    states: {
      restoring: {
        always: [
          { guard: { type: 'wasRestored', params: { choice: 'accepted' } }, target: 'accepted' },
          { guard: { type: 'wasRestored', params: { choice: 'declined' } }, target: 'declined' },
          { target: 'undecided' },
        ],
      },
      undecided: {
        on: {
          'consent.accept': { target: 'accepted', actions: { type: 'remember', params: { choice: 'accepted' } } },
          'consent.decline': { target: 'declined', actions: { type: 'remember', params: { choice: 'declined' } } },
        },
      },
      accepted: {
        // The tags run exactly while the choice is "accepted": from a remembered or new accept until a decline.
        entry: 'startTags',
        exit: 'stopTags',
        ...reviewable({ accepted: 'closed', declined: '#consent.declined' }),
      },
      declined: reviewable({ accepted: '#consent.accepted', declined: 'closed' }),
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createConsentMachine()` (no instance at module load). */
export type ConsentMachine = ReturnType<typeof createConsentMachine>;

export type ConsentSnapshot = SnapshotFrom<ConsentMachine>;
