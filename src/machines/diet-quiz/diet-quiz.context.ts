import type { DietDiscountCode, DietResultRecord } from '../../api/contract/diet-quiz';
import type { GeneReport } from '../../domain/nutrition/diet-plans';
import type { DietInput } from '../../domain/nutrition/input';
import type { PhoneRules } from '../../domain/phone-rules';
import type { CallProblem } from '../calls/call-problem';
import { currentScene } from '../quiz-navigation/navigation';
import { completeInput, emptyAnswers, factsOf } from './answers';
import type { AccountReport, AnswerIssue, DietAnswers, ReportAnswer, SceneAnswer } from './answers';
import { HOME_SCENE, dietQuizRoute } from './scenes';
import type { SceneId } from './scenes';

/*
 * The diet quiz's context and what is read from it (the scene shown, the complete input, the
 * record of these answers), apart from the machine: the page's selectors read them, and the
 * machine's definition (diet-quiz.machine.ts) loads with the route's code, not with the page's.
 */

export interface DietQuizContext {
  /** Scenes that led here, distinct, the current one last (src/machines/quiz-navigation). Never empty. */
  history: SceneId[];
  answers: DietAnswers;
  report: ReportAnswer;
  /** The answer scenes answered (home and 5 to 20), each accepted by the rules of spec §5. */
  answered: SceneId[];
  /** Why the scene's last answer was refused, each naming its field; cleared by a move. */
  issues: AnswerIssue[];
  /** Signed in: the report scenes offer the account's gene reports. */
  signedIn: boolean;
  /** The account's gene reports, once loaded. */
  accountReports: AccountReport[] | null;
  /** The last results record created or opened; shown only while it holds these answers. */
  record: DietResultRecord | null;
  /** Its secret (given when this tab created it, or carried by its link): what makes this tab its owner. */
  secret: string | null;
  /** The record id being opened from a results link. */
  resultToOpen: string | null;
  /** The record's discount code, once issued. */
  code: DietDiscountCode | null;
  /** The numbers the code and the results were last asked to go to (as typed and accepted). */
  codePhone: string | null;
  resultsPhone: string | null;
  /** A number the phone rule refused, and on which form. */
  phoneProblem: { form: 'code' | 'results'; reason: 'empty' | 'invalid' } | null;
  /** Why the last call failed, while its failure shows. */
  problem: CallProblem | null;
  /** The phone rules of the code and plan forms, once loaded. */
  phoneRules: PhoneRules | null;
}

export const sceneAnswerOf = (context: Pick<DietQuizContext, 'answers' | 'report'>): SceneAnswer => ({ answers: context.answers, report: context.report });
export const routeOf = (context: Pick<DietQuizContext, 'answers' | 'report'>) => dietQuizRoute(factsOf(context.answers, context.report));
export const sceneOfContext = (context: Pick<DietQuizContext, 'history'>): SceneId => currentScene(context.history, HOME_SCENE);

/** The input and report of the answers, once the quiz is complete. */
export const completeOf = (context: Pick<DietQuizContext, 'answers' | 'report' | 'answered'>) => completeInput(sceneAnswerOf(context), context.answered);

function sameInput(a: DietInput, b: DietInput): boolean {
  const keys = Object.keys(emptyAnswers()) as Array<keyof DietInput>;
  return keys.every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}
const sameReport = (a: GeneReport | null, b: GeneReport | null) => JSON.stringify(a) === JSON.stringify(b);

/** The record held is the record of these answers (after a look back at them, say): no new one. */
export function recordMatches(context: DietQuizContext): boolean {
  const complete = completeOf(context);
  const { record } = context;
  return record !== null && complete !== null && sameInput(record.input as DietInput, complete.input) && sameReport(record.report as GeneReport | null, complete.report);
}

/** A record of this tab's own, of these answers, whose forms can send (the phone rules are there). */
export const canSend = (context: DietQuizContext): boolean => recordMatches(context) && context.record?.access === 'owner' && context.phoneRules !== null;
