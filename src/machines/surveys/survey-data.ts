import type { SurveyAnswer, SurveyQuestion, SurveyQuestionGroup } from '../../api/contract/surveys';
import { MAX_TEXT_ANSWER } from '../../api/contract/surveys';
import type { OnboardingSurveyState, PostConsultationSurveyState, PreConsultationSurveyState } from '../../api/surveys';

/**
 * The three surveys as the browser reads them (spec §3 "User and surveys"; src/api/surveys.ts):
 * pre-consultation (groupQuestions, hasDone, customer), post-consultation (questions, hasDone,
 * prizeText, surveyProfile) and onboarding (questions, meta.userprofile.hasFinishedSurvey). One
 * machine definition answers all three (survey.machine.ts); these helpers read what differs.
 */
export type SurveyKind = 'pre_consultation' | 'post_consultation' | 'onboarding';
export type SurveyData = PreConsultationSurveyState | PostConsultationSurveyState | OnboardingSurveyState;

/** An answer being written: the field of its question's kind. */
export type AnswerDraft = SurveyAnswer;
export type AnswerDrafts = Readonly<Record<string, AnswerDraft>>;

const isPre = (survey: SurveyData): survey is PreConsultationSurveyState => 'groupQuestions' in survey;
const isOnboarding = (survey: SurveyData): survey is OnboardingSurveyState => 'meta' in survey;

/** The groups the page shows: the pre-consultation survey's own, else one untitled group. */
export function groupsOf(survey: SurveyData): SurveyQuestionGroup[] {
  return isPre(survey) ? survey.groupQuestions : [{ id: 'all', title: '', description: null, questions: survey.questions }];
}

export function questionsOf(survey: SurveyData): SurveyQuestion[] {
  return groupsOf(survey).flatMap((group) => group.questions);
}

/** Answered once (has_done; the onboarding survey: userprofile.hasFinishedSurvey). */
export function isSurveyDone(survey: SurveyData): boolean {
  return isOnboarding(survey) ? survey.meta.userprofile.hasFinishedSurvey : survey.hasDone;
}

/** Answers are taken now (the onboarding survey has no window: whenever it has questions, spec §4). */
export function isSurveyOpen(survey: SurveyData): boolean {
  return isOnboarding(survey) ? survey.questions.length > 0 : survey.isOpen;
}

/** The post-consultation survey's thanks, once it is done. */
export function prizeTextOf(survey: SurveyData): string | null {
  return 'prizeText' in survey && survey.hasDone ? survey.prizeText : null;
}

/** A question's answer says something: an option, a rating, or words. */
export function isAnswered(draft: AnswerDraft | undefined): boolean {
  if (!draft) return false;
  return (draft.optionIds?.length ?? 0) > 0 || draft.rating !== undefined || (draft.text ?? '').trim() !== '';
}

/** The answers as the server takes them: the answered questions only, text trimmed. */
export function submittedAnswers(drafts: AnswerDrafts): Record<string, SurveyAnswer> {
  return Object.fromEntries(
    Object.entries(drafts)
      .filter(([, draft]) => isAnswered(draft))
      .map(([id, draft]) => [id, draft.text === undefined ? draft : { text: draft.text.trim() }]),
  );
}

/** The longest text a question takes. */
export const maxLengthOf = (question: SurveyQuestion) => question.maxLength ?? MAX_TEXT_ANSWER;

/** A choice of an option: one for a single choice; a multiple choice toggles it, an exclusive option ("none of these") alone. */
export function chosen(question: SurveyQuestion, current: AnswerDraft | undefined, optionId: string): AnswerDraft | undefined {
  if (question.type === 'single_choice') return { optionIds: [optionId] };
  const before = current?.optionIds ?? [];
  if (before.includes(optionId)) {
    const after = before.filter((id) => id !== optionId);
    return after.length > 0 ? { optionIds: after } : undefined;
  }
  const exclusive = new Set(question.options.filter((option) => option.exclusive).map((option) => option.id));
  return { optionIds: exclusive.has(optionId) ? [optionId] : [...before.filter((id) => !exclusive.has(id)), optionId] };
}
