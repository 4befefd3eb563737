import { expect } from '../testing/oracle-expect';
import type { CancellationAnswer, CancellationDetail } from '../../api/contract/consultations';
import { ApiError } from '../../api/errors';
import type { ApiErrorCode } from '../../api/errors';
import { networkDown, serverDown, shortRefusal, shownProblemOf, shownRefusalOf } from '../calls/call-fixtures';
import type { ShownRefusal } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import type { SampleEvent } from '../testing/paths';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { ALREADY_CANCELLED, ALREADY_STARTED, APPOINTMENT_ID, CANCELLABLE, CANCELLATION_ANSWERS, CANCELLED_APPOINTMENT } from './appointments.fixtures';
import { createCancellationMachine } from './cancellation.machine';
import type { CancellationInput, CancellationLoaded, CancellationMachine, CancellationSnapshot } from './cancellation.machine';
import {
  answerTextOf,
  answersOf,
  appointmentOf,
  cancelProblemOf,
  cancellationPhaseOf,
  chosenAnswerOf,
  closedReasonOf,
  loadRefusalOf,
  missingOf,
  needsTextOf,
} from './cancellation.selectors';
import type { CancellationPhase, ClosedReason, Missing } from './cancellation.selectors';

/**
 * The cancellation page against the spec (§2 "Cancellation with an answer", §3 "answer,
 * answerText") and issue 25. The oracle replays the trace with the product's rules:
 *  - the appointment and the answers are read once, again only on a retry the page offers; an
 *    appointment the link does not open (404: wrong token, someone else's) says so in the server's
 *    words; other failures are shown with a retry;
 *  - only an appointment that can still be cancelled shows the form; one already cancelled or
 *    started says which;
 *  - nothing reaches the server before an answer of the list is chosen and confirmed; the answer
 *    that asks for words ("another reason") needs them; confirming without says what is missing;
 *  - liveness: a chosen answer (with its words when it needs them) + confirm reaches the server,
 *    once, with exactly that answer and the trimmed text (or null);
 *  - a refusal (409 cancelled meanwhile or started, 404) ends in the server's words, with no form;
 *    any other failure keeps the form, the answer and the text, and says why.
 */

type Machine = CancellationMachine;

function refusal(code: ApiErrorCode, status: number, message: string): ApiError {
  return new ApiError({ status, code, message, language: 'vi', body: { error: { code, message } } });
}

const TAKEN = () => refusal('appointment_cancelled', 409, 'Lịch hẹn này đã được hủy trước đó.');
const STARTED = () => refusal('appointment_started', 409, 'Buổi tư vấn đã bắt đầu, không thể hủy.');
const NOT_YOURS = () => refusal('not_found', 404, 'Không tìm thấy lịch hẹn.');
const TEXT_MISSING = () => new ApiError({ status: 400, code: 'validation_failed', message: 'Vui lòng kiểm tra thông tin.', fields: { answerText: 'Vui lòng cho biết lý do.' } });

const loadedWith = (detail: CancellationDetail): CancellationLoaded => ({ detail, answers: CANCELLATION_ANSWERS });
const DONE: CancellationDetail = { appointment: CANCELLED_APPOINTMENT, cancellable: false, refusal: 'already_cancelled' };

const starts: Record<string, CancellationInput> = {
  'the SMS link in Vietnamese': { appointmentId: APPOINTMENT_ID, language: 'vi' },
  'My appointments in English': { appointmentId: APPOINTMENT_ID, language: 'en' },
};

function sampler(snapshot: CancellationSnapshot): SampleEvent[] {
  const read = snapshot.matches('succeeded');
  return [
    { type: 'load.retry' },
    { type: 'answer.select', answer: 1 },
    { type: 'answer.select', answer: 9 },
    { type: 'answer.select', answer: 42 },
    { type: 'text.change', text: '   ' },
    { type: 'text.change', text: ' Tôi phải đi công tác ' },
    { type: 'cancel.confirm' },
    ...(read
      ? []
      : [
          { type: 'xstate.done.actor.load', output: loadedWith(CANCELLABLE) },
          { type: 'xstate.done.actor.load', output: loadedWith(ALREADY_CANCELLED) },
          { type: 'xstate.done.actor.load', output: loadedWith(ALREADY_STARTED) },
        ]),
    { type: 'xstate.error.actor.load', error: NOT_YOURS() },
    { type: 'xstate.error.actor.load', error: networkDown() },
    { type: 'xstate.done.actor.cancel', output: DONE },
    { type: 'xstate.error.actor.cancel', error: TAKEN() },
    { type: 'xstate.error.actor.cancel', error: STARTED() },
    { type: 'xstate.error.actor.cancel', error: NOT_YOURS() },
    { type: 'xstate.error.actor.cancel', error: networkDown() },
    { type: 'xstate.error.actor.cancel', error: TEXT_MISSING() },
    { type: 'xstate.error.actor.cancel', error: serverDown() },
  ];
}

interface Expected {
  phase: CancellationPhase;
  detail: CancellationDetail | null;
  answers: CancellationAnswer[];
  answer: number | null;
  text: string;
  attempted: boolean;
  loadRefusal: ShownRefusal | null;
  cancelRefusal: ShownRefusal | null;
  calls: Array<[string, unknown]>;
}

function replay({ trace, input }: Observation<Machine, BaseWorld>): Expected {
  const base = { appointmentId: input.appointmentId, language: input.language };
  const e: Expected = { phase: 'loading', detail: null, answers: [], answer: null, text: '', attempted: false, loadRefusal: null, cancelRefusal: null, calls: [['load', base]] };
  for (const { event } of trace) {
    const choosing = e.phase === 'choosing';
    switch (event.type) {
      case 'load.retry':
        if (e.phase === 'failed') Object.assign(e, { phase: 'loading', calls: [...e.calls, ['load', base]] });
        break;
      case 'xstate.done.actor.load': {
        if (e.phase !== 'loading') break;
        const loaded = event.output as CancellationLoaded;
        // Only what can still be cancelled offers the form.
        Object.assign(e, { phase: loaded.detail.cancellable ? 'choosing' : 'closed', detail: loaded.detail, answers: loaded.answers, loadRefusal: null });
        break;
      }
      case 'xstate.error.actor.load':
        if (e.phase === 'loading') Object.assign(e, { phase: shownProblemOf(event.error).key === 'not_found' ? 'notFound' : 'failed', loadRefusal: shownRefusalOf(event.error) });
        break;
      case 'answer.select':
        if (choosing && e.answers.some((answer) => answer.id === event.answer)) e.answer = event.answer as number;
        break;
      case 'text.change':
        // The words are kept up to 500 characters (the form's limit); more is cut off.
        if (choosing) e.text = (event.text as string).slice(0, 500);
        break;
      case 'cancel.confirm': {
        if (!choosing) break;
        const chosen = e.answers.find((answer) => answer.id === e.answer);
        const words = e.text.trim();
        if (chosen && (!chosen.requiresText || words !== '')) {
          Object.assign(e, { phase: 'cancelling', cancelRefusal: null });
          e.calls = [...e.calls, ['cancel', { ...base, body: { answer: chosen.id, answerText: words === '' ? null : words } }]];
        } else e.attempted = true;
        break;
      }
      case 'xstate.done.actor.cancel':
        if (e.phase === 'cancelling') Object.assign(e, { phase: 'cancelled', detail: event.output as CancellationDetail });
        break;
      case 'xstate.error.actor.cancel': {
        if (e.phase !== 'cancelling') break;
        const status = (event.error as ApiError).status;
        // Refused for good (404, 409): the server's words are the result. Otherwise the form stays, with the reason.
        Object.assign(e, { phase: status === 404 || status === 409 ? 'closed' : 'choosing', cancelRefusal: shownRefusalOf(event.error) });
        break;
      }
    }
  }
  return e;
}

function check(observation: Observation<Machine, BaseWorld>): void {
  const { snapshot, world, trace } = observation;
  const e = replay(observation);
  const shown = e.phase === 'choosing' || e.phase === 'cancelling' || e.phase === 'cancelled' || e.phase === 'closed';
  expect(cancellationPhaseOf(snapshot)).toBe(e.phase);
  expect(appointmentOf(snapshot)).toEqual(shown ? e.detail?.appointment : null);
  expect(answersOf(snapshot)).toEqual(e.phase === 'choosing' || e.phase === 'cancelling' ? e.answers : []);
  expect(chosenAnswerOf(snapshot)).toBe(e.answer);
  expect(answerTextOf(snapshot)).toBe(e.text);
  const chosen = e.answers.find((answer) => answer.id === e.answer);
  expect(needsTextOf(snapshot)).toBe(chosen?.requiresText === true);
  const missing: Missing = e.phase !== 'choosing' || !e.attempted ? null : !chosen ? 'answer' : chosen.requiresText && e.text.trim() === '' ? 'text' : null;
  expect(missingOf(snapshot)).toBe(missing);

  const reason: ClosedReason | null =
    e.phase !== 'closed'
      ? null
      : e.cancelRefusal
        ? { kind: 'refused', refusal: snapshot.context.cancelRefusal! }
        : { kind: e.detail?.refusal === 'already_started' ? 'already_started' : 'already_cancelled' };
  expect(closedReasonOf(snapshot)).toEqual(reason);
  if (reason?.kind === 'refused') expect(shortRefusal(reason.refusal)).toEqual(e.cancelRefusal);
  expect(shortRefusal(cancelProblemOf(snapshot))).toEqual(e.phase === 'choosing' ? e.cancelRefusal : null);
  expect(shortRefusal(loadRefusalOf(snapshot))).toEqual(e.phase === 'failed' || e.phase === 'notFound' ? e.loadRefusal : null);

  // What reached the server: the read (and retries), and each cancel with its answer and words.
  expect(world.calls.started.map((call) => [call.name, call.input])).toEqual(e.calls);
  expect(world.calls.pending.length).toBe(e.phase === 'loading' || e.phase === 'cancelling' ? 1 : 0);
  // Liveness: a chosen answer + confirm reaches the server with that answer.
  const last = trace.at(-1);
  if (last?.event.type === 'cancel.confirm' && last.before.matches({ succeeded: 'choosing' }) && e.answer !== null && (e.text.trim() !== '' || !chosen?.requiresText)) {
    expect(world.calls.started.at(-1)).toMatchObject({ name: 'cancel', input: { body: { answer: e.answer } } });
  }
  // Safety: never a cancel without a confirm, never a second one after it went through.
  const cancels = world.calls.started.filter((call) => call.name === 'cancel');
  expect(cancels.length).toBeLessThanOrEqual(trace.filter((step) => step.event.type === 'cancel.confirm').length);
  if (e.phase === 'cancelled') expect(cancels.length).toBeGreaterThan(0);
}

describeModel<Machine, BaseWorld>({
  name: 'cancellation',
  create: () => createCancellationMachine(),
  starts,
  ...callsOnlyWorld<Machine>('load', 'cancel'),
  sampler,
  check,
  journeys: {
    'from the SMS link: an answer, then confirm, then the result': {
      start: 'the SMS link in Vietnamese',
      events: [
        { type: 'xstate.done.actor.load', output: loadedWith(CANCELLABLE) },
        { type: 'cancel.confirm' },
        { type: 'answer.select', answer: 1 },
        { type: 'cancel.confirm' },
        { type: 'xstate.done.actor.cancel', output: DONE },
      ],
    },
    '"another reason" needs words; offline once; then cancelled elsewhere meanwhile': {
      start: 'My appointments in English',
      events: [
        { type: 'xstate.done.actor.load', output: loadedWith(CANCELLABLE) },
        { type: 'answer.select', answer: 9 },
        { type: 'cancel.confirm' },
        { type: 'text.change', text: '   ' },
        { type: 'cancel.confirm' },
        { type: 'text.change', text: 'Tôi phải đi công tác đột xuất. '.repeat(20) },
        { type: 'text.change', text: ' Tôi phải đi công tác ' },
        { type: 'cancel.confirm' },
        { type: 'xstate.error.actor.cancel', error: networkDown() },
        { type: 'cancel.confirm' },
        { type: 'xstate.error.actor.cancel', error: TAKEN() },
        { type: 'cancel.confirm' },
      ],
    },
    'an answer that needs no words, and only spaces typed: sent with no words (null)': {
      start: 'the SMS link in Vietnamese',
      events: [
        { type: 'xstate.done.actor.load', output: loadedWith(CANCELLABLE) },
        { type: 'answer.select', answer: 1 },
        { type: 'text.change', text: '   ' },
        { type: 'cancel.confirm' },
        { type: 'xstate.done.actor.cancel', output: DONE },
      ],
    },
    'the link opened twice: already cancelled': {
      start: 'the SMS link in Vietnamese',
      events: [{ type: 'xstate.done.actor.load', output: loadedWith(ALREADY_CANCELLED) }, { type: 'answer.select', answer: 1 }, { type: 'cancel.confirm' }],
    },
    "someone else's appointment, after a failed read": {
      start: 'My appointments in English',
      events: [{ type: 'xstate.error.actor.load', error: networkDown() }, { type: 'load.retry' }, { type: 'xstate.error.actor.load', error: NOT_YOURS() }, { type: 'load.retry' }],
    },
  },
});
