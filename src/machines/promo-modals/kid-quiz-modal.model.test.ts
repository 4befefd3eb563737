import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { checkCookiesAndCloses, jarWorld, startJars } from './modal-model-kit';
import type { ModalWorld } from './modal-model-kit';
import { createKidQuizModalMachine } from './kid-quiz-modal.machine';
import type { KidQuizModalMachine } from './kid-quiz-modal.machine';
import { isKidQuizModalOpen } from './kid-quiz-modal.selectors';

/**
 * The kid-quiz promotion modal against spec §4, over sequences of visits (checks, forced or
 * not) and closes, with the cookies in an in-memory jar. The oracle replays the spec's words
 * over the trace and compares what the user sees (the dialog open or not) and what the cookies
 * hold (the display count and the closed flag, as the strings the browser keeps):
 *  - first visit (no count cookie): count 0, closed false, shown;
 *  - after that the count goes up on each check while below 3;
 *  - shown if forced, or not closed, or count below 3;
 *  - closing sets the closed flag.
 */
const COUNT = 'quizKidModalDisplayCount';
const CLOSED = 'quizKidModalIsClosed';
const LIMIT = 3;

type Machine = KidQuizModalMachine;

const { starts, cookiesOf } = startJars({
  'a first visit (no cookies)': {},
  'a return visit: closed after three displays': { [COUNT]: '3', [CLOSED]: 'true' },
  'a return visit: closed at the second display': { [COUNT]: '1', [CLOSED]: 'true' },
  'a count cookie that is not a number': { [COUNT]: 'many', [CLOSED]: 'true' },
  'a count cookie with digits that is not a number': { [COUNT]: '1 2', [CLOSED]: 'true' },
  'a count of two digits, closed': { [COUNT]: '12', [CLOSED]: 'true' },
});

interface Expected {
  count: string | undefined;
  closed: string | undefined;
  open: boolean;
}

/** The spec's rule, replayed from the cookies the start had and the events played. */
function expected({ trace, input }: Observation<Machine, ModalWorld>): Expected {
  const start = cookiesOf(input.cookies);
  let count = start[COUNT];
  let closed = start[CLOSED];
  let open = false;
  for (const { event } of trace) {
    if (event.type === 'check') {
      const number = count !== undefined && /^\d+$/.test(count) ? Number(count) : undefined;
      if (number === undefined) {
        count = '0';
        closed = 'false';
        open = true;
      } else {
        const next = number < LIMIT ? number + 1 : number;
        count = String(next);
        open = (event as { forced?: boolean }).forced === true || closed !== 'true' || next < LIMIT;
      }
    }
    if (event.type === 'close' && open) {
      closed = 'true';
      open = false;
    }
  }
  return { count, closed, open };
}

function check(observation: Observation<Machine, ModalWorld>): void {
  const { snapshot, world } = observation;
  const want = expected(observation);
  expect(isKidQuizModalOpen(snapshot)).toBe(want.open);
  expect(world.jar.get(COUNT)).toBe(want.count);
  expect(world.jar.get(CLOSED)).toBe(want.closed);
  // Only the two cookies are ever written; a close the page does not offer changes nothing.
  checkCookiesAndCloses(observation, [COUNT, CLOSED], isKidQuizModalOpen);
}

describeModel({
  name: 'kid-quiz promotion modal',
  create: createKidQuizModalMachine,
  starts,
  world: jarWorld,
  provide: (candidate) => candidate,
  sampler: () => [{ type: 'check' }, { type: 'check', forced: true }, { type: 'close' }],
  check,
  journeys: {
    'first visit: both cookies set (0, false) and the modal shows': {
      start: 'a first visit (no cookies)',
      events: [{ type: 'check' }],
    },
    'the count goes up on each check while below 3, then stays': {
      start: 'a first visit (no cookies)',
      events: [{ type: 'check' }, { type: 'check' }, { type: 'check' }, { type: 'check' }, { type: 'check' }],
    },
    'an unclosed modal keeps showing (the spec rule)': {
      start: 'a first visit (no cookies)',
      events: Array.from({ length: 6 }, () => ({ type: 'check' })),
    },
    'closed early: shows while the count is below 3, then no more': {
      start: 'a first visit (no cookies)',
      events: [{ type: 'check' }, { type: 'close' }, { type: 'check' }, { type: 'check' }, { type: 'check' }],
    },
    'closed after three displays: hidden unless the caller forces it': {
      start: 'a return visit: closed after three displays',
      events: [{ type: 'check' }, { type: 'check', forced: true }, { type: 'close' }, { type: 'check' }],
    },
  },
});
