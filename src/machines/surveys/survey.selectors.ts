import { toAppPath } from '../../api/contract/wire-names';
import type { SurveyQuestionGroup } from '../../api/contract/surveys';
import type { SurveyRefusal, SurveySnapshot } from './survey.machine';
import { groupsOf, isAnswered, prizeTextOf, questionsOf } from './survey-data';
import type { AnswerDrafts, SurveyData } from './survey-data';

/** What a survey page (or the onboarding modal) shows. */

export type SurveyPhase = 'loading' | 'failed' | 'notFound' | 'answering' | 'submitting' | 'done' | 'closed';

export function surveyPhaseOf(snapshot: SurveySnapshot): SurveyPhase {
  if (snapshot.matches('requested')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches({ succeeded: 'answering' })) return 'answering';
  return snapshot.matches({ succeeded: 'submitting' }) ? 'submitting' : 'closed';
}

/** The survey as last read (or as the submit answered it). */
export function surveyOf(snapshot: SurveySnapshot): SurveyData | null {
  return snapshot.matches('succeeded') || snapshot.matches('done') ? snapshot.context.survey : null;
}

/** The questions in their groups, while the form is shown. */
export function questionGroupsOf(snapshot: SurveySnapshot): SurveyQuestionGroup[] {
  const phase = surveyPhaseOf(snapshot);
  const survey = snapshot.context.survey;
  return survey && (phase === 'answering' || phase === 'submitting') ? groupsOf(survey) : [];
}

export function answersOf(snapshot: SurveySnapshot): AnswerDrafts {
  return snapshot.context.answers;
}

/** Required questions still unanswered, named once submit was pressed without them. */
export function missingQuestionsOf(snapshot: SurveySnapshot): string[] {
  const survey = snapshot.context.survey;
  if (!survey || !snapshot.context.attempted || !snapshot.matches({ succeeded: 'answering' })) return [];
  return questionsOf(survey)
    .filter((question) => question.required && !isAnswered(snapshot.context.answers[question.id]))
    .map((question) => question.id);
}

/** The post-consultation survey's thanks, shown once it is done. */
export function prizeOf(snapshot: SurveySnapshot): string | null {
  const survey = snapshot.context.survey;
  return survey && snapshot.matches('done') ? prizeTextOf(survey) : null;
}

/** userprofile.hasFinishedSurvey as this survey knows it: finished once done (the onboarding modal reads it). */
export function hasFinishedSurveyOf(snapshot: SurveySnapshot): boolean {
  return snapshot.matches('done');
}

/** A submit refused: beside the form (answering: 400 per question, offline…), or above the result after a 409. */
export function submitRefusalOf(snapshot: SurveySnapshot): SurveyRefusal | null {
  const phase = surveyPhaseOf(snapshot);
  return phase === 'answering' || phase === 'done' || phase === 'closed' ? snapshot.context.submitRefusal : null;
}

/** The server's reason for one question (a 400 names `answers.<question id>`, camelCase as the client names fields). */
export function questionProblemOf(snapshot: SurveySnapshot, questionId: string): string | null {
  const refusal = submitRefusalOf(snapshot);
  return surveyPhaseOf(snapshot) === 'answering' ? (refusal?.problem.fields[toAppPath(`answers.${questionId}`)] ?? null) : null;
}

/** Why the read failed (failed: a retry), or the server's words for a link that opens nothing (notFound). */
export function loadRefusalOf(snapshot: SurveySnapshot): SurveyRefusal | null {
  return snapshot.matches('failed') || snapshot.matches('notFound') ? snapshot.context.loadRefusal : null;
}
