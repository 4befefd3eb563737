import { expect } from 'vitest';
import type { SurveyQuestion } from '../../api/contract/surveys';
import { ApiError } from '../../api/errors';
import type { ApiErrorCode } from '../../api/errors';
import { networkDown, shortRefusal } from '../calls/call-fixtures';
import type { ShownRefusal } from '../calls/call-fixtures';
import { APPOINTMENT_ID } from '../appointments/appointments.fixtures';
import { toCallProblem } from '../calls/call-problem';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import type { SampleEvent } from '../testing/paths';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SurveyInput, SurveyMachine, SurveySnapshot } from './survey.machine';
import {
  answersOf,
  hasFinishedSurveyOf,
  loadRefusalOf,
  missingQuestionsOf,
  prizeOf,
  questionGroupsOf,
  questionProblemOf,
  submitRefusalOf,
  surveyOf,
  surveyPhaseOf,
} from './survey.selectors';
import type { SurveyPhase } from './survey.selectors';
import type { SurveyData } from './survey-data';

/**
 * The oracle the three survey machines' model tests share, written from the spec (§2, §3 "User and
 * surveys", §4 requested/succeeded/failed) and issue 25, never from the machine's code:
 *  - the survey is read once (again only on a retry the page offers, or after the server said it
 *    was answered or closed meanwhile); a link that opens nothing (404) says so in the server's words;
 *  - a survey done once shows as done, with the post-consultation survey's prize text; one not open
 *    (before its window, after it, cancelled) takes no answers;
 *  - a choice is one option for a single choice; a multiple choice toggles, "none of these" alone;
 *    a rating only on its scale; words only within the length; nothing for a question it does not have;
 *  - submit with a required question unanswered sends nothing and names the questions missing;
 *  - liveness: an answered survey is submitted once, with exactly the answers given (text trimmed,
 *    empty ones left out), and never again once it went through;
 *  - a 409 reads the survey again and keeps the server's words; a 400 shows the server's reason
 *    beside its question, and the answers stay.
 */

export interface SurveyVariants {
  open: SurveyData;
  done: SurveyData;
  /** Not open: pre/post outside the window; onboarding with no questions. */
  closed: SurveyData;
}

type Drafts = Record<string, { optionIds?: string[]; rating?: number; text?: string }>;

const error = (code: ApiErrorCode, status: number, message: string, fields?: Record<string, string>) =>
  new ApiError({ status, code, message, fields, body: { error: { code, message } } });
export const ALREADY_DONE = () => error('survey_done', 409, 'Bạn đã trả lời khảo sát này.');
const NOT_FOUND = () => error('not_found', 404, 'Không tìm thấy lịch hẹn.');
const REFUSED_ANSWER = () => error('validation_failed', 400, 'Vui lòng kiểm tra câu trả lời.', { 'answers.mainConcern': 'Vui lòng chọn một câu trả lời.' });

const WORDS = '  Tôi có nên xét nghiệm gen cho con không?  ';
const TOO_LONG = 'a'.repeat(301);

/** Answers that change nothing: an unknown option, a rating off the scale, words too long, a question the survey does not have. */
const UNFIT: SampleEvent[] = [
  { type: 'answer.choose', questionId: 'main_concern', optionId: 'unknown' },
  { type: 'answer.choose', questionId: 'sleep_quality', optionId: 'weight' },
  { type: 'answer.rate', questionId: 'sleep_quality', rating: 9 },
  { type: 'answer.rate', questionId: 'main_concern', rating: 3 },
  { type: 'answer.write', questionId: 'doctor_questions', text: TOO_LONG },
  { type: 'answer.write', questionId: 'nowhere', text: 'x' },
];

/**
 * The answers a person may give next. The graph stays small (each question's answers are offered
 * in a short ladder, at most three questions answered at once); the random walks take the same.
 */
export function answerEvents(answers: Readonly<Record<string, { optionIds?: string[]; text?: string }>>): SampleEvent[] {
  const answered = Object.keys(answers).length;
  const more = answered < 3;
  const ladder: SampleEvent[] = [];
  const concern = answers.main_concern?.optionIds?.[0];
  if (concern === undefined && more) ladder.push({ type: 'answer.choose', questionId: 'main_concern', optionId: 'weight' });
  if (concern === 'weight') ladder.push({ type: 'answer.choose', questionId: 'main_concern', optionId: 'sleep' });
  const conditions = answers.conditions?.optionIds ?? [];
  if (conditions.length === 0 && more) ladder.push({ type: 'answer.choose', questionId: 'conditions', optionId: 'diabetes' });
  if (conditions.includes('diabetes')) ladder.push({ type: 'answer.choose', questionId: 'conditions', optionId: 'none' });
  if (conditions.includes('none')) ladder.push({ type: 'answer.choose', questionId: 'conditions', optionId: 'none' }, { type: 'answer.choose', questionId: 'conditions', optionId: 'diabetes' });
  if (answers.sleep_quality === undefined && more) ladder.push({ type: 'answer.rate', questionId: 'sleep_quality', rating: 4 });
  const text = answers.doctor_questions?.text;
  if (text === undefined && more) ladder.push({ type: 'answer.write', questionId: 'doctor_questions', text: WORDS });
  if (text === WORDS) ladder.push({ type: 'answer.write', questionId: 'doctor_questions', text: '' });
  return [...ladder, ...UNFIT];
}

function samplerFor(variants: SurveyVariants) {
  return (snapshot: SurveySnapshot): SampleEvent[] => [
    { type: 'load.retry' },
    ...answerEvents(snapshot.context.answers),
    { type: 'survey.submit' },
    ...(snapshot.matches('requested')
      ? [variants.open, variants.done, variants.closed].map((output) => ({ type: 'xstate.done.actor.load', output }))
      : []),
    { type: 'xstate.error.actor.load', error: NOT_FOUND() },
    { type: 'xstate.error.actor.load', error: networkDown() },
    { type: 'xstate.done.actor.submit', output: variants.done },
    { type: 'xstate.error.actor.submit', error: ALREADY_DONE() },
    { type: 'xstate.error.actor.submit', error: REFUSED_ANSWER() },
    { type: 'xstate.error.actor.submit', error: networkDown() },
  ];
}

// ---- the product's rules, stated on their own ----------------------------------------------

/** The questions a survey asks, in the order shown. */
function questions(survey: SurveyData): SurveyQuestion[] {
  if ('groupQuestions' in survey) return survey.groupQuestions.flatMap((group) => group.questions);
  return survey.questions;
}
const isDone = (survey: SurveyData) => ('meta' in survey ? survey.meta.userprofile.hasFinishedSurvey : survey.hasDone);
// The onboarding survey is asked while it has questions (spec §4: the modal needs a non-empty list).
const isOpen = (survey: SurveyData) => ('meta' in survey ? survey.questions.length > 0 : survey.isOpen);
const saysSomething = (draft: Drafts[string] | undefined) =>
  draft !== undefined && ((draft.optionIds ?? []).length > 0 || draft.rating !== undefined || (draft.text ?? '').trim().length > 0);

function afterAnswer(survey: SurveyData, drafts: Drafts, event: SampleEvent): Drafts {
  const question = questions(survey).find((candidate) => candidate.id === event.questionId);
  if (!question) return drafts;
  const next = { ...drafts };
  if (event.type === 'answer.choose') {
    const option = question.options.find((candidate) => candidate.id === event.optionId);
    if (!option || (question.type !== 'single_choice' && question.type !== 'multiple_choice')) return drafts;
    if (question.type === 'single_choice') next[question.id] = { optionIds: [option.id] };
    else {
      const before = drafts[question.id]?.optionIds ?? [];
      let after: string[];
      if (before.includes(option.id)) after = before.filter((id) => id !== option.id);
      else if (option.exclusive) after = [option.id];
      else after = [...before.filter((id) => !question.options.find((candidate) => candidate.id === id)?.exclusive), option.id];
      if (after.length === 0) delete next[question.id];
      else next[question.id] = { optionIds: after };
    }
  } else if (event.type === 'answer.rate') {
    const rating = event.rating as number;
    if (question.type !== 'rating' || !question.scale || rating < question.scale.min || rating > question.scale.max) return drafts;
    next[question.id] = { rating };
  } else if (event.type === 'answer.write') {
    const text = event.text as string;
    if (question.type !== 'text' || text.length > (question.maxLength ?? 1_000)) return drafts;
    next[question.id] = { text };
  }
  return next;
}

function sent(drafts: Drafts): Drafts {
  const out: Drafts = {};
  for (const [id, draft] of Object.entries(drafts)) {
    if (!saysSomething(draft)) continue;
    out[id] = draft.text !== undefined ? { text: draft.text.trim() } : draft;
  }
  return out;
}

interface Expected {
  phase: SurveyPhase;
  survey: SurveyData | null;
  drafts: Drafts;
  attempted: boolean;
  loadRefusal: ShownRefusal | null;
  submitRefusal: ShownRefusal | null;
  calls: Array<[string, unknown]>;
}

const refusal = (thrown: unknown): ShownRefusal => ({ key: toCallProblem(thrown).key, message: (thrown as Error).message });

function replay({ trace, input }: Observation<SurveyMachine, BaseWorld>): Expected {
  const read = { appointmentId: input.appointmentId, language: input.language };
  const e: Expected = { phase: 'loading', survey: null, drafts: {}, attempted: false, loadRefusal: null, submitRefusal: null, calls: [['load', read]] };
  const shown = (survey: SurveyData): SurveyPhase => (isDone(survey) ? 'done' : isOpen(survey) ? 'answering' : 'closed');
  for (const { event } of trace) {
    switch (event.type) {
      case 'load.retry':
        if (e.phase === 'failed') Object.assign(e, { phase: 'loading', calls: [...e.calls, ['load', read]] });
        break;
      case 'xstate.done.actor.load':
        if (e.phase === 'loading') Object.assign(e, { phase: shown(event.output as SurveyData), survey: event.output, loadRefusal: null });
        break;
      case 'xstate.error.actor.load':
        if (e.phase === 'loading') Object.assign(e, { phase: toCallProblem(event.error).key === 'not_found' ? 'notFound' : 'failed', loadRefusal: refusal(event.error) });
        break;
      case 'answer.choose':
      case 'answer.rate':
      case 'answer.write':
        if (e.phase === 'answering' && e.survey) e.drafts = afterAnswer(e.survey, e.drafts, event);
        break;
      case 'survey.submit': {
        if (e.phase !== 'answering' || !e.survey) break;
        const complete = questions(e.survey).every((question) => !question.required || saysSomething(e.drafts[question.id]));
        if (complete) {
          Object.assign(e, { phase: 'submitting', submitRefusal: null });
          e.calls = [...e.calls, ['submit', { ...read, body: { answers: sent(e.drafts) } }]];
        } else e.attempted = true;
        break;
      }
      case 'xstate.done.actor.submit':
        if (e.phase === 'submitting') Object.assign(e, { phase: 'done', survey: event.output });
        break;
      case 'xstate.error.actor.submit': {
        if (e.phase !== 'submitting') break;
        const conflict = (event.error as ApiError).status === 409;
        // Answered elsewhere or closed meanwhile: the survey is read again to show what it is now.
        Object.assign(e, conflict ? { phase: 'loading', calls: [...e.calls, ['load', read]] } : { phase: 'answering' }, { submitRefusal: refusal(event.error) });
        break;
      }
    }
  }
  return e;
}

function check(observation: Observation<SurveyMachine, BaseWorld>): void {
  const { snapshot, world, trace } = observation;
  const e = replay(observation);
  expect(surveyPhaseOf(snapshot)).toBe(e.phase);
  const visible = e.phase === 'answering' || e.phase === 'submitting' || e.phase === 'done' || e.phase === 'closed';
  expect(surveyOf(snapshot)).toEqual(visible ? e.survey : null);
  const groups = e.phase === 'answering' || e.phase === 'submitting' ? e.survey : null;
  expect(questionGroupsOf(snapshot).flatMap((group) => group.questions)).toEqual(groups ? questions(groups) : []);
  expect(answersOf(snapshot)).toEqual(e.drafts);
  const missing =
    e.phase === 'answering' && e.attempted && e.survey ? questions(e.survey).filter((question) => question.required && !saysSomething(e.drafts[question.id])).map((question) => question.id) : [];
  expect(missingQuestionsOf(snapshot)).toEqual(missing);
  // The prize text is shown once the post-consultation survey is done, and only then.
  const prize = e.phase === 'done' && e.survey && 'prizeText' in e.survey ? e.survey.prizeText : null;
  expect(prizeOf(snapshot)).toBe(prize);
  expect(hasFinishedSurveyOf(snapshot)).toBe(e.phase === 'done');
  expect(shortRefusal(submitRefusalOf(snapshot))).toEqual(e.phase === 'answering' || e.phase === 'done' || e.phase === 'closed' ? e.submitRefusal : null);
  const fieldReason = e.phase === 'answering' && e.submitRefusal?.key === 'invalid' ? 'Vui lòng chọn một câu trả lời.' : null;
  expect(questionProblemOf(snapshot, 'main_concern')).toBe(fieldReason);
  expect(shortRefusal(loadRefusalOf(snapshot))).toEqual(e.phase === 'failed' || e.phase === 'notFound' ? e.loadRefusal : null);

  expect(world.calls.started.map((call) => [call.name, call.input])).toEqual(e.calls);
  expect(world.calls.pending.length).toBe(e.phase === 'loading' || e.phase === 'submitting' ? 1 : 0);
  // Liveness: a complete survey submitted reaches the server; and it is submitted once: never again after it went through.
  const last = trace.at(-1);
  if (last?.event.type === 'survey.submit' && e.phase === 'submitting') expect(world.calls.started.at(-1)?.name).toBe('submit');
  const accepted = trace.findIndex((step) => step.event.type === 'xstate.done.actor.submit' && surveyPhaseOf(step.before) === 'submitting');
  if (accepted >= 0) {
    expect(e.phase).toBe('done');
    expect(trace.slice(accepted + 1).flatMap((step) => step.calls.filter((call) => call.name === 'submit'))).toEqual([]);
  }
}

type Journeys = Record<string, { start: string; events: SampleEvent[] }>;

/**
 * The journeys every survey of an appointment (pre- and post-consultation) takes alike, from its
 * two starts (the SMS link, My appointments): a refused answer, offline, then answered on another
 * device meanwhile (read again: done); a link that opens nothing (the server's words, a retry that
 * does not help).
 */
function appointmentSurveyJourneys(variants: SurveyVariants, starts: { link: string; owner: string }): Journeys {
  return {
    'a refused answer, offline, then answered on another device meanwhile': {
      start: starts.owner,
      events: [
        { type: 'xstate.done.actor.load', output: variants.open },
        ...fullAnswers(),
        { type: 'survey.submit' },
        { type: 'xstate.error.actor.submit', error: REFUSED_ANSWER() },
        { type: 'survey.submit' },
        { type: 'xstate.error.actor.submit', error: networkDown() },
        { type: 'survey.submit' },
        { type: 'xstate.error.actor.submit', error: ALREADY_DONE() },
        { type: 'xstate.done.actor.load', output: variants.done },
      ],
    },
    "a link that opens nothing: the server's words, no retry that helps": {
      start: starts.link,
      events: [{ type: 'xstate.error.actor.load', error: NOT_FOUND() }, { type: 'load.retry' }],
    },
  };
}

/** A start of a survey of an appointment: its label and the page's language. */
type AppointmentStart = { label: string; language: string };

export function describeSurveyModel(options: {
  name: string;
  create: () => SurveyMachine;
  variants: SurveyVariants;
  journeys: Journeys;
} & (
  | { starts: Record<string, SurveyInput> }
  /** A survey of an appointment (APPOINTMENT_ID): its two starts, the SMS link and My appointments, which also take the journeys they share. */
  | { appointmentStarts: { link: AppointmentStart; owner: AppointmentStart } }
)): void {
  const appointment = 'appointmentStarts' in options ? options.appointmentStarts : null;
  const starts = appointment
    ? Object.fromEntries([appointment.link, appointment.owner].map(({ label, language }) => [label, { appointmentId: APPOINTMENT_ID, language }]))
    : (options as { starts: Record<string, SurveyInput> }).starts;
  describeModel<SurveyMachine, BaseWorld>({
    name: options.name,
    create: options.create,
    starts,
    ...callsOnlyWorld<SurveyMachine>('load', 'submit'),
    sampler: samplerFor(options.variants),
    check,
    // "Submit" is tried with every required question answered and with one missing: the paths
    // reach both the refusal and the liveness rule (a complete survey submitted reaches the server).
    facet: (snapshot) => {
      const survey = surveyOf(snapshot);
      const answers = answersOf(snapshot) as Drafts;
      return survey && questions(survey).every((question) => !question.required || saysSomething(answers[question.id])) ? 'every required question answered' : 'a required question unanswered';
    },
    journeys: { ...options.journeys, ...(appointment ? appointmentSurveyJourneys(options.variants, { link: appointment.link.label, owner: appointment.owner.label }) : {}) },
  });
}

/**
 * The survey read open; a submit with nothing answered (refused, the questions named); every
 * question answered; submitted, and again while it is sent (nothing more is sent); accepted.
 */
export function answersAndSubmitsOnce(variants: SurveyVariants): SampleEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: variants.open },
    { type: 'survey.submit' },
    ...fullAnswers(),
    { type: 'survey.submit' },
    { type: 'survey.submit' },
    { type: 'xstate.done.actor.submit', output: variants.done },
  ];
}

/** A whole answer: every question, in words a person would give. */
export function fullAnswers(): SampleEvent[] {
  return [
    { type: 'answer.choose', questionId: 'main_concern', optionId: 'weight' },
    { type: 'answer.choose', questionId: 'conditions', optionId: 'diabetes' },
    { type: 'answer.rate', questionId: 'sleep_quality', rating: 4 },
    { type: 'answer.write', questionId: 'doctor_questions', text: WORDS },
  ];
}

export { NOT_FOUND as surveyNotFound, REFUSED_ANSWER as refusedAnswer };
