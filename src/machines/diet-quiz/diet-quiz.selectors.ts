import type { DietInput } from '../../domain/nutrition/input';
import { ADULT_ONLY_MEDICAL_CONDITION_IDS, CHOICE_IDS } from '../../domain/nutrition/enumerations';
import type { CallProblem } from '../calls/call-problem';
import { factsOf, fieldsOf, isAnswerScene, isKidAnswers } from './answers';
import type { AccountReport, AnswerField, AnswerIssue, DietAnswers, LevelKey, ReportAnswer } from './answers';
import { canSend, completeOf, recordMatches, sceneOfContext } from './diet-quiz.context';
import type { DietQuizSnapshot } from './diet-quiz.machine';
import { CALCULATION_SCENE, walkOf } from './scenes';
import type { SceneId } from './scenes';

/**
 * What the diet-quiz page shows, read from the machine's state: the views render these and send
 * the raw input back (a scene's form, a phone number, a click). The result is the nutrition
 * engine's (src/domain/nutrition) for the answers shown.
 */

export type QuizView = 'home' | 'intro' | 'input' | 'report' | 'calculating' | 'results' | 'code' | 'welcome' | 'final' | 'opening' | 'openFailed';

export function viewOf(snapshot: DietQuizSnapshot): QuizView {
  for (const view of ['home', 'intro', 'input', 'report'] as const) if (snapshot.matches(view)) return view;
  if (snapshot.matches({ reopening: 'failed' })) return 'openFailed';
  if (snapshot.matches('reopening')) return 'opening';
  for (const view of ['calculating', 'results', 'code', 'welcome'] as const) if (snapshot.matches({ outcome: { scene: view } })) return view;
  return 'final';
}

export const sceneOf = (snapshot: DietQuizSnapshot): SceneId => sceneOfContext(snapshot.context);
export const answersOf = (snapshot: DietQuizSnapshot): DietAnswers => snapshot.context.answers;
export const reportAnswerOf = (snapshot: DietQuizSnapshot): ReportAnswer => snapshot.context.report;

/** The choices of each choice field (ids of spec §3); hypertension and thyroid are hidden for kids. */
export function choicesOf(field: AnswerField, answers: DietAnswers): readonly number[] {
  switch (field) {
    case 'purposeId':
    case 'genderId':
    case 'weightGoalId':
    case 'occupationTypeId':
    case 'exerciseIntensityId':
    case 'pregnancyStageId':
      return CHOICE_IDS[field];
    case 'ageUnitId':
      return isKidAnswers(answers) ? CHOICE_IDS.ageUnitId : [];
    case 'medicalConditionIds':
      return CHOICE_IDS.medicalConditionIds.filter((id) => id !== 0 && !(isKidAnswers(answers) && ADULT_ONLY_MEDICAL_CONDITION_IDS.includes(id)));
    case 'detoxification':
      return [1, 2];
    case 'carbohydrate':
    case 'fat':
    case 'protein':
    case 'vitaminA':
    case 'vitaminB2':
    case 'vitaminB6':
    case 'vitaminB12':
    case 'vitaminC':
    case 'vitaminD':
    case 'vitaminE':
    case 'folate':
      return [1, 2, 3];
    default:
      return [];
  }
}

export interface SceneFormView {
  scene: SceneId;
  fields: AnswerField[];
  /** The value each field shows: the answer given, else empty. */
  values: Partial<Record<AnswerField, number | number[] | string | null>>;
  issues: AnswerIssue[];
  kid: boolean;
  /** The report scenes: the account's reports (null while loading or for a guest), and whether reading them failed. */
  accountReports: readonly AccountReport[] | null;
  reportsLoading: boolean;
  reportsFailed: boolean;
  /** Step n of the walk's answer scenes. */
  step: number;
  steps: number;
}

export function sceneFormOf(snapshot: DietQuizSnapshot): SceneFormView | null {
  const view = viewOf(snapshot);
  if (view !== 'home' && view !== 'input' && view !== 'report') return null;
  const { context } = snapshot;
  const scene = sceneOf(snapshot);
  const fields = fieldsOf(scene, context.answers);
  const levels = context.report.levels as Record<LevelKey, number | null>;
  const values: SceneFormView['values'] = {};
  for (const field of fields) {
    if (field === 'reportSource') {
      const { source, profileId } = context.report;
      values[field] = source === 'account' ? `account:${profileId ?? ''}` : source;
    } else if (field in levels) values[field] = levels[field as LevelKey];
    else values[field] = context.answers[field as keyof DietAnswers];
  }
  const walk = routeWalk(snapshot).filter(isAnswerScene);
  return {
    scene,
    fields,
    values,
    issues: context.issues,
    kid: isKidAnswers(context.answers),
    accountReports: context.accountReports,
    reportsLoading: snapshot.matches({ report: 'loading' }),
    reportsFailed: snapshot.matches({ report: 'failed' }),
    step: Math.max(1, walk.indexOf(scene) + 1),
    steps: walk.length,
  };
}

/** The scenes of the walk for the answers shown. */
export const routeWalk = (snapshot: DietQuizSnapshot): SceneId[] => walkOf(factsOf(snapshot.context.answers, snapshot.context.report));

export const CALCULATION_STEPS = ['body', 'energy', 'plan', 'foods'] as const;

/** The calculation step in progress (0 to 3); 4 once it is done. */
export function calculationStepOf(snapshot: DietQuizSnapshot): number {
  const index = CALCULATION_STEPS.findIndex((step) => snapshot.matches({ outcome: { scene: { calculating: step } } }));
  return index === -1 ? CALCULATION_STEPS.length : index;
}

/*
 * The nutrition engine's result (resultOf) is in diet-quiz.result-selectors.ts: it brings the
 * engine and its food data, which load with the results view, not with the quiz.
 */

/** The input the result is for (the results scenes draw the child's height on the WHO curve from it). */
export function resultInputOf(snapshot: DietQuizSnapshot): DietInput | null {
  return snapshot.matches('outcome') ? (completeOf(snapshot.context)?.input ?? null) : null;
}

export type RecordPanel =
  | { status: 'saving' }
  | { status: 'failed'; problem: CallProblem | null }
  | { status: 'saved'; recordId: string }
  | { status: 'shared'; recordId: string };

/** The results record beside the scenes after the calculation. */
export function recordPanelOf(snapshot: DietQuizSnapshot): RecordPanel | null {
  if (!snapshot.matches('outcome')) return null;
  const { context } = snapshot;
  if (snapshot.matches({ outcome: { record: 'failed' } }) || snapshot.matches({ outcome: { record: { saved: 'rulesFailed' } } })) return { status: 'failed', problem: context.problem };
  // The owner's record shows as being saved until its forms' phone rules are there.
  if (snapshot.matches({ outcome: { record: { saved: 'loadingRules' } } })) return { status: 'saving' };
  if (context.record && recordMatches(context)) return { status: context.record.access === 'owner' ? 'saved' : 'shared', recordId: context.record.id };
  return { status: 'saving' };
}

export type SendStatus = 'waiting' | 'idle' | 'working' | 'sent' | 'failed';

export interface SendPanel {
  /** waiting: no record of this tab's own yet (saving, or a shared plan), or its phone rules not loaded; working: a call runs. */
  status: SendStatus;
  /** The number last accepted for this form. */
  phone: string | null;
  /** Why the number typed was refused. */
  phoneProblem: 'empty' | 'invalid' | null;
  /** What failed (the code, or its SMS), and why. */
  failure: { call: 'createDiscountCode' | 'sendCodeSms' | 'sendResultsSms'; problem: CallProblem | null } | null;
}

function sendStatus(snapshot: DietQuizSnapshot, state: 'code' | 'final'): SendStatus {
  const { context } = snapshot;
  if (!canSend(context)) return 'waiting';
  const settled = (leaf: string) => snapshot.matches({ outcome: { scene: { [state]: { settled: leaf } } } });
  if (settled('idle')) return 'idle';
  if (settled('sent')) return 'sent';
  if (settled('codeFailed') || settled('smsFailed') || settled('failed')) return 'failed';
  return 'working';
}

/** The discount-code scene (30, 31): the code issued, and its SMS. */
export function codePanelOf(snapshot: DietQuizSnapshot): (SendPanel & { code: string | null; percentOff: number | null; expiresAt: string | null }) | null {
  if (!snapshot.matches({ outcome: { scene: 'code' } })) return null;
  const { context } = snapshot;
  const status = sendStatus(snapshot, 'code');
  const failedCall = snapshot.matches({ outcome: { scene: { code: { settled: 'codeFailed' } } } }) ? 'createDiscountCode' : 'sendCodeSms';
  return {
    status,
    phone: context.codePhone,
    phoneProblem: context.phoneProblem?.form === 'code' ? context.phoneProblem.reason : null,
    failure: status === 'failed' ? { call: failedCall, problem: context.problem } : null,
    code: context.code?.code ?? null,
    percentOff: context.code?.percentOff ?? null,
    expiresAt: context.code?.expiresAt ?? null,
  };
}

/** The final scene (33): the plan's SMS. */
export function resultsSmsOf(snapshot: DietQuizSnapshot): SendPanel | null {
  if (!snapshot.matches({ outcome: { scene: 'final' } })) return null;
  const { context } = snapshot;
  const status = sendStatus(snapshot, 'final');
  return {
    status,
    // The number the code went to is offered until another is typed here.
    phone: context.resultsPhone ?? context.codePhone,
    phoneProblem: context.phoneProblem?.form === 'results' ? context.phoneProblem.reason : null,
    failure: status === 'failed' ? { call: 'sendResultsSms', problem: context.problem } : null,
  };
}

/** Why a results link could not be opened, while that shows. */
export function openProblemOf(snapshot: DietQuizSnapshot): CallProblem | null {
  return snapshot.matches({ reopening: 'failed' }) ? snapshot.context.problem : null;
}

/** What the page lets the person do now: the controls it shows enabled. */
export interface QuizActions {
  /** Next on a form (submits it), Start on a purpose home, See my plan / code on the scenes after. */
  submit: boolean;
  next: boolean;
  previous: boolean;
  startAgain: boolean;
  retryReports: boolean;
  retrySave: boolean;
  retryOpen: boolean;
  requestCode: boolean;
  retryCode: boolean;
  sendResults: boolean;
  retryResults: boolean;
}

export function actionsOf(snapshot: DietQuizSnapshot): QuizActions {
  const view = viewOf(snapshot);
  const code = codePanelOf(snapshot);
  const sms = resultsSmsOf(snapshot);
  const scene = sceneOf(snapshot);
  return {
    submit: view === 'home' || view === 'input' || view === 'report',
    next: view === 'intro' || view === 'results' || view === 'code',
    previous: scene !== 1 && scene !== CALCULATION_SCENE && view !== 'opening' && view !== 'openFailed' && view !== 'welcome',
    startAgain: view !== 'home',
    retryReports: snapshot.matches({ report: 'failed' }),
    retrySave: recordPanelOf(snapshot)?.status === 'failed',
    retryOpen: view === 'openFailed',
    requestCode: code !== null && code.status !== 'waiting' && code.status !== 'working',
    retryCode: code?.status === 'failed',
    sendResults: sms !== null && sms.status !== 'waiting' && sms.status !== 'working',
    retryResults: sms?.status === 'failed',
  };
}

/**
 * The control each event comes from, for events only a control of the page sends: when the
 * control is not offered, the event changes nothing.
 */
export const ACTION_OF_EVENT: Readonly<Record<string, keyof QuizActions>> = {
  'scene.submit': 'submit',
  'reports.retry': 'retryReports',
  'record.retry': 'retrySave',
  'result.retryOpen': 'retryOpen',
  'code.request': 'requestCode',
  'code.retry': 'retryCode',
  'resultsSms.send': 'sendResults',
  'resultsSms.retry': 'retryResults',
};
