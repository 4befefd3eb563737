import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SubmitSurveyRequest } from '../../api/contract/surveys';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';
import { isNotFoundError, isRefusedWith, readStates, refusalOf } from '../calls/read-by-link';
import type { ServerRefusal } from '../calls/read-by-link';
import { chosen, isAnswered, isSurveyDone, isSurveyOpen, maxLengthOf, questionsOf, submittedAnswers } from './survey-data';
import type { AnswerDrafts, SurveyData, SurveyKind } from './survey-data';

/**
 * A survey (spec §2 "Pre-consultation survey, post-consultation survey (with a prize text),
 * onboarding survey"; §4: each server call runs requested, then succeeded or failed; issue 25).
 * One definition, built per kind: the pre- and post-consultation surveys belong to an appointment
 * and have a window (answers only while `isOpen`); the onboarding survey belongs to the account
 * and is open while it has questions (spec §4: its modal shows only with a non-empty list).
 *
 *   requested ──done──▶ succeeded ─┬─[done once]──▶ done (final: the thanks, the prize text)
 *              ──404──▶ notFound   ├─[open]──▶ answering ──survey.submit [every required answered]──▶ submitting ──done──▶ done
 *              ──error──▶ failed   └──▶ closed (pre/post: not open now; onboarding: no questions)
 *   failed ──load.retry──▶ requested
 *   submitting ──409 (answered elsewhere, closed meanwhile)──▶ requested (read again: done or closed), with the server's words
 *   submitting ──other error──▶ answering, with the problem (400: the server's words per question)
 *
 * `done` is final, so a parent (the onboarding modal) that invokes this machine hears it finish;
 * its output says the survey is finished (userprofile.hasFinishedSurvey).
 */

export interface SurveyInput {
  /** The appointment (pre- and post-consultation); null for the onboarding survey. */
  appointmentId: string | null;
  language: string;
}

export interface SubmitCallInput extends SurveyInput {
  body: SubmitSurveyRequest;
}

/** A refusal in the server's words (already in the page's language). */
export type SurveyRefusal = ServerRefusal;

export interface SurveyContext extends SurveyInput {
  survey: SurveyData | null;
  answers: AnswerDrafts;
  /** True once submit was pressed with a required question unanswered: the page marks them. */
  attempted: boolean;
  loadRefusal: SurveyRefusal | null;
  submitRefusal: SurveyRefusal | null;
}

export type SurveyEvent =
  | { type: 'load.retry' }
  | { type: 'answer.choose'; questionId: string; optionId: string }
  | { type: 'answer.rate'; questionId: string; rating: number }
  | { type: 'answer.write'; questionId: string; text: string }
  | { type: 'survey.submit' };

export interface SurveyOutput {
  hasFinishedSurvey: boolean;
}

type AnswerEvent = Extract<SurveyEvent, { type: 'answer.choose' | 'answer.rate' | 'answer.write' }>;

/** Whether an answer event fits its question: a known question of that kind, a known option, a rating on the scale, words within the length. */
function fits(survey: SurveyData | null, event: AnswerEvent): boolean {
  const question = survey && questionsOf(survey).find((candidate) => candidate.id === event.questionId);
  if (!question) return false;
  switch (event.type) {
    case 'answer.choose':
      return question.type !== 'rating' && question.type !== 'text' && question.options.some((option) => option.id === event.optionId);
    case 'answer.rate':
      return question.type === 'rating' && question.scale !== null && Number.isInteger(event.rating) && event.rating >= question.scale.min && event.rating <= question.scale.max;
    case 'answer.write':
      return question.type === 'text' && event.text.length <= maxLengthOf(question);
  }
}

function applied(survey: SurveyData | null, answers: AnswerDrafts, event: AnswerEvent): AnswerDrafts {
  const question = survey && questionsOf(survey).find((candidate) => candidate.id === event.questionId);
  if (!question) return answers;
  const { [event.questionId]: current, ...others } = answers;
  const next = event.type === 'answer.choose' ? chosen(question, current, event.optionId) : event.type === 'answer.rate' ? { rating: event.rating } : { text: event.text };
  return next ? { ...others, [event.questionId]: next } : others;
}

/** The machine for one kind of survey; built by a function so a test (or a mutation run) builds it afresh. */
export function createSurveyMachine(kind: SurveyKind) {
  return setup({
    types: {} as { context: SurveyContext; input: SurveyInput; events: SurveyEvent; output: SurveyOutput },
    actors: {
      load: fromPromise<SurveyData, SurveyInput>(notSupplied('load')),
      submit: fromPromise<SurveyData, SubmitCallInput>(notSupplied('submit')),
    },
    guards: {
      isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
      isDone: ({ context }) => context.survey !== null && isSurveyDone(context.survey),
      isOpen: ({ context }) => context.survey !== null && isSurveyOpen(context.survey),
      fitsQuestion: ({ context }, params: { event: AnswerEvent }) => fits(context.survey, params.event),
      /** Every required question has an answer. */
      isComplete: ({ context }) => context.survey !== null && questionsOf(context.survey).every((question) => !question.required || isAnswered(context.answers[question.id])),
      /** 409 (survey_done: answered elsewhere; survey_closed meanwhile): read it again to show what it is now. */
      isConflict: (_, params: { error: unknown }) => isRefusedWith(params.error, [409]),
    },
    actions: {
      store: assign((_, params: { value: SurveyData }) => ({ survey: params.value, loadRefusal: null })),
      setLoadRefusal: assign((_, params: { error: unknown }) => ({ loadRefusal: refusalOf(params.error) })),
      setSubmitRefusal: assign((_, params: { error: unknown }) => ({ submitRefusal: refusalOf(params.error) })),
      answer: assign(({ context }, params: { event: AnswerEvent }) => ({ answers: applied(context.survey, context.answers, params.event) })),
      markAttempted: assign({ attempted: true }),
      startSubmit: assign({ submitRefusal: null }),
    },
  }).createMachine({
    id: kind === 'pre_consultation' ? 'preConsultationSurvey' : kind === 'post_consultation' ? 'postConsultationSurvey' : 'onboardingSurvey',
    context: ({ input }) => ({
      appointmentId: input.appointmentId,
      language: input.language,
      survey: null,
      answers: {},
      attempted: false,
      loadRefusal: null,
      submitRefusal: null,
    }),
    initial: 'requested',
    output: ({ context }) => ({ hasFinishedSurvey: context.survey !== null && isSurveyDone(context.survey) }),
    states: {
      ...readStates<SurveyContext>(),
      succeeded: {
        initial: 'checking',
        states: {
          checking: {
            always: [{ guard: 'isDone', target: '#done' }, { guard: 'isOpen', target: 'answering' }, { target: 'closed' }],
          },
          answering: {
            on: {
              'answer.choose': { guard: { type: 'fitsQuestion', params: ({ event }) => ({ event }) }, actions: { type: 'answer', params: ({ event }) => ({ event }) } },
              'answer.rate': { guard: { type: 'fitsQuestion', params: ({ event }) => ({ event }) }, actions: { type: 'answer', params: ({ event }) => ({ event }) } },
              'answer.write': { guard: { type: 'fitsQuestion', params: ({ event }) => ({ event }) }, actions: { type: 'answer', params: ({ event }) => ({ event }) } },
              'survey.submit': [{ guard: 'isComplete', target: 'submitting', actions: 'startSubmit' }, { actions: 'markAttempted' }],
            },
          },
          submitting: callState({
            src: 'submit',
            input: ({ context }: { context: SurveyContext }) => ({ appointmentId: context.appointmentId, language: context.language, body: { answers: submittedAnswers(context.answers) } }),
            done: '#done', store: 'store', as: 'value',
            refusals: [{ guard: { type: 'isConflict', params: errorOf }, target: '#requested', actions: { type: 'setSubmitRefusal', params: errorOf } }],
            failed: 'answering', problem: 'setSubmitRefusal',
          }),
          /** Not taking answers: pre/post outside their window (or cancelled); onboarding with no questions to ask. */
          closed: {},
        },
      },
      done: { id: 'done', type: 'final' },
    },
  });
}

export const createPreConsultationSurveyMachine = () => createSurveyMachine('pre_consultation');
export const createPostConsultationSurveyMachine = () => createSurveyMachine('post_consultation');
export const createOnboardingSurveyMachine = () => createSurveyMachine('onboarding');

export type SurveyMachine = ReturnType<typeof createSurveyMachine>;
export type SurveySnapshot = SnapshotFrom<SurveyMachine>;
export type SurveyActor = ActorRefFrom<SurveyMachine>;
