import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import type { SampleEvent } from '../testing/paths';
import { checkCookiesAndCloses, jarWorld, startJars } from './modal-model-kit';
import type { ModalWorld } from './modal-model-kit';
import { createOnboardingModalMachine } from './onboarding-modal.machine';
import type { OnboardingModalMachine } from './onboarding-modal.machine';
import { isOnboardingModalOpen } from './onboarding-modal.selectors';

/**
 * The onboarding survey modal against issue 26 / spec §4, over sequences of page accesses
 * (hidden by the caller or not), reads of the onboarding survey and closes, with the cookies in
 * an in-memory jar. The oracle replays the rule over the trace:
 *  - each access counts, up to 3 (a cookie kept 365 days);
 *  - closing adds one to the close count (365 days) and sets a session cookie;
 *  - shown only when: not hidden by the caller, not closed this session, the question list is
 *    non-empty, closed fewer than 2 times, the survey not finished, and the 3rd access reached.
 */
const CLOSES = 'onboardingSurveyModalCloseCount';
const SESSION = 'onboardingSurveyModalClosedInSession';
const ACCESSES = 'onboardingSurveyModalAccessCount';

type Machine = OnboardingModalMachine;
const { starts, cookiesOf } = startJars({
  'a first access (no cookies)': {},
  'the second access before': { [ACCESSES]: '2' },
  'closed once in an earlier session': { [ACCESSES]: '3', [CLOSES]: '1' },
  'closed twice before': { [ACCESSES]: '3', [CLOSES]: '2' },
  'closed in this session': { [ACCESSES]: '3', [CLOSES]: '1', [SESSION]: 'true' },
  'cookies that are not numbers': { [ACCESSES]: '2x', [CLOSES]: '-1' },
  'closed ten times before': { [ACCESSES]: '3', [CLOSES]: '10' },
});

const number = (raw: string | undefined) => (raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 0);

interface Expected {
  accesses: string | undefined;
  closes: string | undefined;
  session: string | undefined;
  open: boolean;
}

/** The rule, replayed from the start's cookies and the events played. */
function expected({ trace, input }: Observation<Machine, ModalWorld>): Expected {
  const start = cookiesOf(input.cookies);
  let accesses = start[ACCESSES];
  let closes = start[CLOSES];
  let session = start[SESSION];
  let hidden = false;
  let survey: { questionCount: number; hasFinishedSurvey: boolean } | null = null;
  let open = false;
  const decide = () =>
    !hidden && session !== 'true' && survey !== null && survey.questionCount > 0 && number(closes) < 2 && !survey.hasFinishedSurvey && number(accesses) >= 3;
  for (const { event } of trace) {
    if (event.type === 'access') {
      accesses = String(Math.min(number(accesses) + 1, 3));
      hidden = event.hidden === true;
      open = decide();
    } else if (event.type === 'survey.read') {
      survey = { questionCount: event.questionCount as number, hasFinishedSurvey: event.hasFinishedSurvey as boolean };
      open = decide();
    } else if (event.type === 'close' && open) {
      closes = String(number(closes) + 1);
      session = 'true';
      open = false;
    }
  }
  return { accesses, closes, session, open };
}

function check(observation: Observation<Machine, ModalWorld>): void {
  const { snapshot, world, trace } = observation;
  const want = expected(observation);
  expect(isOnboardingModalOpen(snapshot)).toBe(want.open);
  // Every access and every read of the survey ends in a decision: shown or hidden, never undecided.
  expect(snapshot.matches('shown') || snapshot.matches('hidden')).toBe(true);
  expect(world.jar.get(ACCESSES)).toBe(want.accesses);
  expect(world.jar.get(CLOSES)).toBe(want.closes);
  expect(world.jar.get(SESSION)).toBe(want.session);
  // The session flag is a session cookie; the counts are kept (365 days).
  expect(world.jar.sessionOnly.has(ACCESSES) || world.jar.sessionOnly.has(CLOSES)).toBe(false);
  if (trace.some((step) => step.event.type === 'close' && isOnboardingModalOpen(step.before))) expect(world.jar.sessionOnly.has(SESSION)).toBe(true);
  // Only the three cookies are ever written; a close the page does not offer changes nothing.
  checkCookiesAndCloses(observation, [ACCESSES, CLOSES, SESSION], isOnboardingModalOpen);
}

const unfinished = { type: 'survey.read', questionCount: 4, hasFinishedSurvey: false };
const finished = { type: 'survey.read', questionCount: 4, hasFinishedSurvey: true };
const noQuestions = { type: 'survey.read', questionCount: 0, hasFinishedSurvey: false };
const access = { type: 'access' };
const accessHidden = { type: 'access', hidden: true };
const close = { type: 'close' };

describeModel({
  name: 'onboarding survey modal',
  create: createOnboardingModalMachine,
  starts,
  world: jarWorld,
  provide: (candidate) => candidate,
  sampler: (): SampleEvent[] => [access, accessHidden, unfinished, finished, noQuestions, close],
  check,
  journeys: {
    'the survey read before any access of this page load: shown when the third access was reached earlier': {
      start: 'closed once in an earlier session',
      events: [unfinished],
    },
    'shown from the third access with an unfinished survey': {
      start: 'a first access (no cookies)',
      events: [unfinished, access, access, access, access],
    },
    'the access count stops at 3': {
      start: 'the second access before',
      events: [access, access, access, unfinished],
    },
    'closing counts and hides it for the rest of the session': {
      start: 'a first access (no cookies)',
      events: [access, access, unfinished, access, close, access, unfinished],
    },
    'closed once before: shown again in a new session, then never after a second close': {
      start: 'closed once in an earlier session',
      events: [access, unfinished, close, access],
    },
    'closed twice: never shown': {
      start: 'closed twice before',
      events: [unfinished, access, access],
    },
    'hidden by the caller on this page, shown on the next': {
      start: 'the second access before',
      events: [unfinished, accessHidden, access],
    },
    'cookies that are not numbers count as 0': {
      start: 'cookies that are not numbers',
      events: [unfinished, access, access, access, close, access],
    },
    'closed ten times: never shown': {
      start: 'closed ten times before',
      events: [unfinished, access],
    },
    'no questions: not shown': {
      start: 'the second access before',
      events: [noQuestions, access, access],
    },
    'finishing the survey hides it': {
      start: 'the second access before',
      events: [access, unfinished, finished, access],
    },
  },
});
