import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { createConsentMachine, type ConsentInput, type ConsentMachine } from './consent.machine';
import { analyticsAllowed, consentChoiceOf, consentNoticeOf } from './consent.selectors';

/**
 * The cookie notice against its rules (the cookie policy, /cookies):
 * - analytics run only after the visitor accepts them; until a choice, and after declining, they
 *   do not;
 * - a visit with no remembered choice (nothing stored, or a value that is not a choice) asks, with
 *   accept and decline and no way to close the question unanswered; a remembered choice is kept
 *   and nothing is asked;
 * - each choice made on the notice is remembered (localStorage `cookieConsent`: `accepted` or
 *   `declined`), so a reload restores exactly what the visitor sees chosen;
 * - "Cookie settings" opens the notice again with the current choice marked; a choice there
 *   replaces the old one, closing keeps it;
 * - a control the notice does not show (it is closed) changes nothing and stores nothing.
 * The oracle reads what the page shows (the selectors) and what was stored (the world's spy).
 */

type Machine = ConsentMachine;
type Choice = 'accepted' | 'declined';

interface ConsentWorld extends BaseWorld {
  stored: string[];
  /** What the analytics tags were told, in order: load or resume ('start'), stop ('stop'). */
  tags: Array<'start' | 'stop'>;
}

const starts: Record<string, ConsentInput> = {
  'first visit': { stored: null },
  'accepted before': { stored: 'accepted' },
  'declined before': { stored: 'declined' },
  'a damaged value stored': { stored: 'yes' },
  'an old format stored': { stored: '{"analytics":true}' },
};

interface Expected {
  choice: Choice | null;
  notice: 'asking' | 'reviewing' | null;
  stored: string[];
}

function replay({ input, trace }: Observation<Machine, ConsentWorld>): Expected {
  const restored = input.stored === 'accepted' || input.stored === 'declined' ? input.stored : null;
  const expected: Expected = { choice: restored, notice: restored === null ? 'asking' : null, stored: [] };
  for (const { event } of trace) {
    const shown = expected.notice !== null;
    if ((event.type === 'consent.accept' || event.type === 'consent.decline') && shown) {
      expected.choice = event.type === 'consent.accept' ? 'accepted' : 'declined';
      expected.stored.push(expected.choice);
      expected.notice = null;
    }
    if (event.type === 'consent.reopen' && !shown) expected.notice = 'reviewing';
    if (event.type === 'consent.close' && expected.notice === 'reviewing') expected.notice = null;
  }
  return expected;
}

function check(observation: Observation<Machine, ConsentWorld>): void {
  const { snapshot, world, input, trace } = observation;
  const expected = replay(observation);
  expect(consentChoiceOf(snapshot)).toBe(expected.choice);
  expect(analyticsAllowed(snapshot)).toBe(expected.choice === 'accepted');
  const notice = consentNoticeOf(snapshot);
  expect(notice?.mode ?? null).toBe(expected.notice);
  // Reviewing shows the choice in force.
  if (notice?.mode === 'reviewing') expect(notice.choice).toBe(expected.choice);
  expect(world.stored).toEqual(expected.stored);
  // A reload would restore what the visitor sees chosen: the last value stored, else what was there.
  const nextVisit = world.stored.at(-1) ?? input.stored;
  if (expected.choice !== null) expect(nextVisit).toBe(expected.choice);
  // Analytics never run before an accept on this visit, unless accepted on an earlier one.
  if (input.stored !== 'accepted' && !trace.some(({ event }) => event.type === 'consent.accept')) expect(analyticsAllowed(snapshot)).toBe(false);
  // The tags run exactly while the visitor's choice is "accepted": started once per acceptance
  // (never twice in a row), stopped only after a start, and stopped after a decline.
  expect(world.tags.at(-1) === 'start').toBe(expected.choice === 'accepted');
  world.tags.forEach((told, index) => expect(told).toBe(index % 2 === 0 ? 'start' : 'stop'));
  const accepts = expected.stored.filter((choice, index) => choice === 'accepted' && (index === 0 ? input.stored !== 'accepted' : expected.stored[index - 1] !== 'accepted'));
  expect(world.tags.filter((told) => told === 'start').length).toBe(accepts.length + (input.stored === 'accepted' ? 1 : 0));
}

describeModel({
  name: 'consent',
  create: createConsentMachine,
  starts,
  world: (): ConsentWorld => ({ ...createBaseWorld(), stored: [], tags: [] }),
  provide: (candidate, world) =>
    candidate.provide({
      actions: {
        remember: (_, { choice }) => void world.stored.push(choice),
        startTags: () => void world.tags.push('start'),
        stopTags: () => void world.tags.push('stop'),
      },
    }),
  sampler: () => [{ type: 'consent.accept' }, { type: 'consent.decline' }, { type: 'consent.reopen' }, { type: 'consent.close' }],
  check,
  journeys: {
    'first visit: decline, then accept from Cookie settings': {
      start: 'first visit',
      events: [{ type: 'consent.decline' }, { type: 'consent.reopen' }, { type: 'consent.accept' }],
    },
    'accepted before: reopen and close keeps it': {
      start: 'accepted before',
      events: [{ type: 'consent.reopen' }, { type: 'consent.close' }, { type: 'consent.decline' }],
    },
    'the question cannot be closed unanswered': {
      start: 'a damaged value stored',
      events: [{ type: 'consent.close' }, { type: 'consent.reopen' }, { type: 'consent.accept' }],
    },
  },
});
