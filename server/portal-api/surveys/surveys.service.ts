import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/language-codes';
import { MAX_TEXT_ANSWER } from '../../../src/api/contract/surveys';
import type { SurveyAnswer, SurveyKind, SurveyQuestion, SurveyQuestionGroup } from '../../../src/api/contract/surveys';
import type { Db } from '../../db/client';
import { customerProfiles, surveyGroups, surveyQuestions, surveyResponses, users } from '../../db/schema';
import { textIn } from '../../main-api/shared/localize';
import { ConsultationProblem, refuse } from '../consultations/problems';
import type { FieldProblem } from '../consultations/problems';

/*
 * The surveys' questions and answers (README.md here). Answers are checked against the questions
 * as the seed wrote them: an answer must be of its question's kind, every required question must
 * be answered, and each failure names `answers.<question id>`. A survey is answered once: the
 * unique indexes of survey_responses refuse a second answer, a concurrent one too.
 */

type QuestionRow = typeof surveyQuestions.$inferSelect;
type GroupRow = typeof surveyGroups.$inferSelect;

export async function questionsOf(db: Db, survey: SurveyKind): Promise<QuestionRow[]> {
  return db.select().from(surveyQuestions).where(eq(surveyQuestions.survey, survey)).orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
}

async function groupsOf(db: Db, survey: SurveyKind): Promise<GroupRow[]> {
  return db.select().from(surveyGroups).where(eq(surveyGroups.survey, survey)).orderBy(asc(surveyGroups.sortOrder), asc(surveyGroups.id));
}

export function questionView(row: QuestionRow, language: Language): SurveyQuestion {
  return {
    id: row.id,
    type: row.type,
    title: textIn(row.title, language),
    description: row.description ? textIn(row.description, language) : null,
    required: row.required,
    options: row.options.map((option) => ({ id: option.id, label: textIn(option.label, language), exclusive: option.exclusive })),
    scale: row.type === 'rating' && row.scale ? { min: row.scale.min, max: row.scale.max, minLabel: textIn(row.scale.minLabel, language), maxLabel: textIn(row.scale.maxLabel, language) } : null,
    maxLength: row.type === 'text' ? (row.maxLength ?? MAX_TEXT_ANSWER) : null,
  };
}

/** The pre-consultation questions in their groups. */
export async function groupedQuestions(db: Db, survey: SurveyKind, language: Language): Promise<SurveyQuestionGroup[]> {
  const [groups, questions] = await Promise.all([groupsOf(db, survey), questionsOf(db, survey)]);
  return groups.map((group) => ({
    id: group.id,
    title: textIn(group.title, language),
    description: group.description ? textIn(group.description, language) : null,
    questions: questions.filter((question) => question.groupId === group.id).map((question) => questionView(question, language)),
  }));
}

/** Why an answer does not fit its question, or null when it does. */
function answerProblem(question: QuestionRow, answer: SurveyAnswer): FieldProblem | null {
  const { optionIds, rating, text } = answer;
  const known = new Set(question.options.map((option) => option.id));
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      if (optionIds === undefined || rating !== undefined || text !== undefined) return { key: 'field.answer_kind' };
      if (question.type === 'single_choice' && optionIds.length !== 1) return { key: 'field.one_option_only' };
      if (new Set(optionIds).size !== optionIds.length) return { key: 'field.duplicate_items' };
      if (optionIds.some((id) => !known.has(id))) return { key: 'field.unknown_option' };
      const exclusive = question.options.filter((option) => option.exclusive && optionIds.includes(option.id));
      return exclusive.length > 0 && optionIds.length > 1 ? { key: 'field.exclusive_option' } : null;
    }
    case 'rating': {
      if (rating === undefined || optionIds !== undefined || text !== undefined || !question.scale) return { key: 'field.answer_kind' };
      const { min, max } = question.scale;
      return rating < min || rating > max ? { key: 'field.rating_out_of_scale', params: { minimum: min, maximum: max } } : null;
    }
    case 'text': {
      if (text === undefined || optionIds !== undefined || rating !== undefined) return { key: 'field.answer_kind' };
      const maximum = question.maxLength ?? MAX_TEXT_ANSWER;
      return text.length > maximum ? { key: 'field.too_long', params: { maximum } } : null;
    }
  }
}

/**
 * The answers, checked against the questions: each fits its question, no unknown question, every
 * required one answered (an empty text counts as unanswered). Returns them without empty texts;
 * throws `invalid` naming every failing `answers.<question id>`.
 */
export function checkedAnswers(questions: readonly QuestionRow[], answers: Record<string, SurveyAnswer>): Record<string, SurveyAnswer> {
  const fields: Record<string, FieldProblem> = {};
  const kept: Record<string, SurveyAnswer> = {};
  for (const [id, answer] of Object.entries(answers)) {
    const question = questions.find((candidate) => candidate.id === id);
    if (!question) {
      fields[`answers.${id}`] = { key: 'field.unknown_question' };
      continue;
    }
    const problem = answerProblem(question, answer);
    if (problem) fields[`answers.${id}`] = problem;
    else if (!(question.type === 'text' && answer.text === '')) kept[id] = answer;
  }
  for (const question of questions) {
    if (question.required && !(question.id in kept) && !(`answers.${question.id}` in fields)) fields[`answers.${question.id}`] = { key: 'field.answer_required' };
  }
  if (Object.keys(fields).length > 0) throw new ConsultationProblem({ kind: 'invalid', fields });
  return kept;
}

export type Respondent = { survey: 'pre_consultation' | 'post_consultation'; appointmentId: string } | { survey: 'onboarding'; userId: string };

export async function hasAnswered(db: Db, respondent: Respondent): Promise<boolean> {
  const where =
    respondent.survey === 'onboarding'
      ? and(eq(surveyResponses.survey, 'onboarding'), eq(surveyResponses.userId, respondent.userId))
      : and(eq(surveyResponses.survey, respondent.survey), eq(surveyResponses.appointmentId, respondent.appointmentId));
  const [row] = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(where).limit(1);
  return row !== undefined;
}

/** Stores the answers once; a second (or concurrent) answer is refused as survey_done. */
export async function recordAnswers(db: Db, respondent: Respondent, answers: Record<string, SurveyAnswer>, language: Language): Promise<void> {
  const owner = respondent.survey === 'onboarding' ? { userId: respondent.userId, appointmentId: null } : { appointmentId: respondent.appointmentId, userId: null };
  const inserted = await db
    .insert(surveyResponses)
    .values({ survey: respondent.survey, ...owner, answers, language })
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  if (inserted.length === 0) refuse({ kind: 'survey_done' });
}

/** The account an appointment belongs to, as the surveys name it: its name, else its own customer profile's. */
export async function customerOf(db: Db, userId: string): Promise<{ id: string; name: string | null; gender: 1 | 2 | 3 | null }> {
  const [user] = await db.select({ name: users.name, gender: users.gender }).from(users).where(eq(users.id, userId));
  const [self] = user?.name ? [] : await db.select({ name: customerProfiles.name }).from(customerProfiles).where(and(eq(customerProfiles.userId, userId), eq(customerProfiles.relationship, 'self'))).limit(1);
  const gender = user?.gender;
  return { id: userId, name: user?.name ?? self?.name ?? null, gender: gender === 1 || gender === 2 || gender === 3 ? gender : null };
}
