import { expect } from '../testing/oracle-expect';
import type { CreatedDietResultRecord, DietDiscountCode, DietResultRecord } from '../../api/contract/diet-quiz';
import { calculateDietResult } from '../../domain/nutrition/calculate';
import type { GeneReport } from '../../domain/nutrition/diet-plans';
import type { DietInput } from '../../domain/nutrition/input';
import * as PHONE_RULES from '../../domain/phone';
import { isValidPhone } from '../../domain/phone';
import { apiError, failsOfflineThenAnswers, networkDown, shownProblemOf } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld, TraceStep } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { byStep, createStepLedger, isUserEvent, keepsQuizStepRules, STEP_MS, STEPS, syncUrlInto, UUID } from '../kid-quiz/observed-steps';
import { incrementalReplay } from '../testing/incremental-replay';
import type { StepLedger } from '../kid-quiz/observed-steps';
import { emptyAnswers } from './answers';
import type { DietAnswers, SceneForm } from './answers';
import {
  ACCOUNT_REPORTS,
  ADULT_FORMS,
  INVALID_PHONE,
  KID_FORMS,
  OPENED_RECORD,
  OTHER_PHONE,
  REFUSED_FORMS,
  VALID_PHONE,
  createdRecordFor,
  discountCodeFor,
  publicViewOf,
  receiptFor,
  recordFor,
  secretFor,
} from './diet-quiz.fixtures';
import { createDietQuizMachine, urlSearchOf } from './diet-quiz.machine';
import type { DietQuizInput, DietQuizMachine, DietQuizSnapshot, StoredQuiz, SyncUrlParams } from './diet-quiz.machine';

type StoredQuizShape = StoredQuiz;
import type { DietQuizSearch } from './diet-quiz-url';
import { ACTION_OF_EVENT, actionsOf, answersOf, calculationStepOf, codePanelOf, openProblemOf, recordPanelOf, resultInputOf, resultsSmsOf, sceneFormOf, sceneOf, viewOf } from './diet-quiz.selectors';
import { resultOf } from './diet-quiz.result-selectors';
import type { QuizView } from './diet-quiz.selectors';

/**
 * The diet quiz against the spec (§2 scenes 1 to 33; §4 navigation: next below the maximum,
 * previous above 1, back does nothing with one entry, reset restores defaults, the calculation
 * advances in 250 ms steps; §4 quiz server actions; §5 ids in range, months 0-24, years 2-120, kid
 * up to 18, adult from 18, known scene ids only) and the scene table of README.md. The oracle
 * replays the trace with those rules and reads what a person and the server see: the page (the
 * selectors), the URL the page asked for, what was kept for a reload, and the calls that reached
 * the fake server. Results are the nutrition engine's (src/domain/nutrition, with its own tests).
 */

const HOME = 1;
const CALCULATION = 21;
const WELCOME = 32;
const FINAL = 33;
const OPENED_SECRET = secretFor(OPENED_RECORD.id);
const ACCOUNT_PICK = `account:${ACCOUNT_REPORTS[0].profileId}`;

interface QuizWorld extends BaseWorld {
  url: DietQuizSearch;
  navigations: SyncUrlParams[];
  stored: StoredQuizShape | null;
  ledger: StepLedger;
}

type Machine = DietQuizMachine;
type Step = TraceStep<DietQuizSnapshot>;

/** Kept from before a reload: a man's purpose and gender answered, then a refused age (dropped). */
const RELOADED: StoredQuizShape = {
  answers: { ...emptyAnswers(), purposeId: 3, genderId: 1, age: 15, ageUnitId: 1, height: 170, weight: 60 },
  report: { source: null, profileId: null, levels: {} as StoredQuiz['report']['levels'] },
  answered: [1, 6, 7],
  record: null,
  secret: null,
};

/** As the page starts the quiz (src/views/diet-quiz): a first visit has nothing kept (null). */
const starts: Record<string, DietQuizInput> = {
  guest: { stored: null, signedIn: false },
  'signed in': { stored: null, signedIn: true },
  'after a reload': { stored: RELOADED },
};

// ---- the spec's rules and the README's scene table, written here without the machine's code ----

const isKid = (answers: DietAnswers) => answers.purposeId === 2;
const monthsOf = (answers: DietAnswers) => (answers.age === null ? null : answers.ageUnitId === 2 ? answers.age : answers.age * 12);

/** README "Scenes": the walk for the answers so far. */
function expectedWalk(answers: DietAnswers, source: string | null): number[] {
  if (answers.purposeId === null) return [HOME];
  const purposeHome = { 1: 2, 2: 3, 3: 4 }[answers.purposeId] as number;
  const typed = source === 'typed';
  let inputs: number[];
  if (isKid(answers)) {
    const months = monthsOf(answers);
    const routine = months === null || answers.ageUnitId === 2 || months >= 72;
    inputs = [5, 7, 12, ...(routine ? [13] : []), 19, ...(typed ? [20] : [])];
  } else {
    inputs = [6, 7, 8, 9, 10, 11, 14, ...(typed ? [15, 16, 17, 18] : [])];
  }
  const walk = [HOME, purposeHome, ...inputs, CALCULATION];
  if (source === null || (isKid(answers) && monthsOf(answers) === null)) return walk;
  // Spec §3: user groups by the logic grouping (1, 4, 5, 7 without report; 2, 3, 6, 8 with), results 22 to 29.
  const withReport = source !== 'none';
  const months = monthsOf(answers) ?? 0;
  const group = !isKid(answers) ? (withReport ? 2 : 1) : months <= 6 ? (withReport ? 3 : 4) : months <= 24 ? (withReport ? 6 : 5) : withReport ? 8 : 7;
  return [...walk, 21 + group, isKid(answers) ? 30 : 31, FINAL];
}

const isAnswerScene = (scene: number) => scene === HOME || (scene >= 5 && scene <= 20);
const isKnownScene = (scene: number) => Number.isInteger(scene) && scene >= 1 && scene <= 33;

function viewsOfScene(scene: number): QuizView[] {
  if (scene === HOME) return ['home'];
  if (scene <= 4) return ['intro'];
  if (scene === 14 || scene === 19) return ['report'];
  if (scene <= 20) return ['input'];
  if (scene === CALCULATION) return ['calculating'];
  if (scene <= 29) return ['results'];
  if (scene <= 31) return ['code'];
  if (scene === WELCOME) return ['welcome', 'opening', 'openFailed'];
  return ['final'];
}

const num = (text: unknown) => (typeof text === 'string' && /^-?\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null);
const within = (value: number | null, min: number, max: number) => value !== null && Number.isInteger(value) && value >= min && value <= max;

/** Spec §5 and §3: every value of a form is in range (ids, ages by purpose and unit, levels); the account report picked is the account's. */
function specAccepts(form: SceneForm, answers: DietAnswers, asked: readonly string[]): boolean {
  const optional = ['amountOfBreastMilk', 'medicalConditionIds'];
  if (asked.some((field) => !optional.includes(field) && (form[field] === undefined || form[field] === ''))) return false;
  return Object.entries(form).every(([field, text]) => {
    const value = num(text);
    switch (field) {
      case 'purposeId':
        return within(value, 1, 3);
      case 'genderId':
        return within(value, 1, 2);
      case 'age': {
        const unit = num(form.ageUnitId) ?? 1;
        if (unit === 2) return isKid(answers) && within(value, 0, 24);
        return isKid(answers) ? within(value, 2, 18) : within(value, 18, 120);
      }
      case 'ageUnitId':
        return within(value, 1, 2);
      case 'height':
        return value !== null && value >= 38 && value <= 250;
      case 'weight':
        return value !== null && value >= 1 && value <= 350;
      case 'weightGoalId':
        return within(value, 1, 3);
      case 'occupationTypeId':
        return within(value, 1, 4);
      case 'exerciseIntensityId':
        return within(value, 0, 4);
      case 'pregnancyStageId':
        return within(value, 1, 4);
      case 'amountOfBreastMilk':
        return text === '' || (value !== null && value >= 0 && value <= 2000);
      case 'medicalConditionIds': {
        const ids = (Array.isArray(text) ? text : []).map(num);
        const hidden = isKid(answers) ? [1, 2] : [];
        return ids.every((id) => within(id, 0, 7) && !hidden.includes(id as number)) && (!ids.includes(0) || ids.length === 1);
      }
      case 'detoxification':
        return within(value, 1, 2);
      case 'reportSource':
        return text === 'none' || text === 'typed' || text === ACCOUNT_PICK;
      default:
        return within(value, 1, 3);
    }
  });
}

/** The input the answers make, as spec §3 lists its fields. */
const inputOfAnswers = (answers: DietAnswers): DietInput => ({ ...answers, medicalConditionIds: answers.medicalConditionIds ?? [] }) as DietInput;

/** The report the answers give: none, or the levels typed or picked. */
function reportOfAnswers(snapshot: DietQuizSnapshot): GeneReport | null {
  const { source, levels } = snapshot.context.report;
  if (source === 'none' || source === null) return null;
  const l = levels as Record<string, 1 | 2 | 3>;
  return {
    isAvailable: true,
    metabolism: { carbohydrate: l.carbohydrate, fat: l.fat, protein: l.protein },
    nutritionalRequirements: {
      vitaminA: l.vitaminA,
      vitaminB2: l.vitaminB2,
      vitaminB6: l.vitaminB6,
      vitaminB12: l.vitaminB12,
      vitaminC: l.vitaminC,
      vitaminD: l.vitaminD,
      vitaminE: l.vitaminE,
      folate: l.folate,
    },
    detoxification: { value: l.detoxification as 1 | 2 },
  };
}

/** JSON with sorted keys: the same record reads the same whatever the order its fields came in. */
function canon(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canon).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${key}:${canon(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function recordOfAnswers(record: DietResultRecord | null, snapshot: DietQuizSnapshot): boolean {
  if (record === null) return false;
  return canon(record.input) === canon(inputOfAnswers(answersOf(snapshot))) && canon(record.report) === canon(reportOfAnswers(snapshot));
}

// ---- the oracle ------------------------------------------------------------------------

interface Expected {
  record: DietResultRecord | null;
  secret: string | null;
  code: DietDiscountCode | null;
  opening: string | null;
  calculationFrom: number | null;
  /** The scene whose form was last refused, while it shows (its problems are named until the person moves or the form is accepted). */
  refusedOn: number | null;
  /** An answer was accepted, a record saved or opened, or the quiz started again: the tab has kept something of its own. */
  kept: boolean;
  /** The account's reports were read (they are read once, and again only after Start again). */
  reportsRead: boolean;
  /** The phone rules of the code and plan forms arrived (loaded once a record of the tab's own is saved; Start again keeps them). */
  rulesLoaded: boolean;
  /** Why they last could not be loaded. */
  rulesError: unknown;
}

const replayed = incrementalReplay<Step, Expected>(() => ({
  record: null,
  secret: null,
  code: null,
  opening: null,
  calculationFrom: null,
  refusedOn: null,
  kept: false,
  reportsRead: false,
  rulesLoaded: false,
  rulesError: null,
}));

function replay(observation: Observation<Machine, QuizWorld>): Expected {
  const { trace, world, input } = observation;
  const calls = byStep(world.ledger, 'calls', world.calls.started, trace.length);
  const navigations = byStep(world.ledger, 'navigations', world.navigations, trace.length);
  expect([calls[0], navigations[0]]).toEqual([[], []]);
  return replayed(trace, (expected, step, index) => playStep(step, calls[index + 1], navigations[index + 1], expected, input));
}

function playStep(step: Step, calls: ReadonlyArray<{ name: string; input: unknown }>, navigations: readonly SyncUrlParams[], expected: Expected, input: DietQuizInput): void {
  const { event, before, after, at } = step;
  const from = sceneOf(before);
  const to = sceneOf(after);

  // A control the page does not offer changes nothing; the page's own moves add a history entry,
  // the URL, the calculation's end and the server's answers replace it.
  const control = ACTION_OF_EVENT[event.type];
  if (!keepsQuizStepRules(step, calls, navigations, !control || actionsOf(before)[control])) return;
  // The address the browser moved to is answered with the address of what shows (a scene it cannot show included).
  if (event.type === 'url.changed') expect(navigations.length).toBe(1);

  const answered = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  // The call a server's answer (done) is for.
  const done = answered?.[1] === 'done' ? answered[2] : null;
  if (done === 'createRecord') {
    const { secret, ...record } = event.output as CreatedDietResultRecord;
    Object.assign(expected, { record, secret, code: null });
  }
  // An opened link shows the welcome; one that could not be opened says so.
  if (answered?.[2] === 'retrieveRecord') expect(viewOf(after)).toBe(answered[1] === 'done' ? 'welcome' : 'openFailed');
  if (done === 'retrieveRecord') {
    const record = event.output as DietResultRecord;
    if (expected.record?.id !== record.id) expected.code = null;
    expected.record = record;
  }
  if (done === 'createDiscountCode') expected.code = event.output as DietDiscountCode;
  if (done === 'loadPhoneRules') expected.rulesLoaded = true;
  if (event.type === 'xstate.error.actor.loadPhoneRules') expected.rulesError = event.error;
  if (done === 'loadAccountReports' && sceneFormOf(before)?.reportsLoading) expected.reportsRead = true;
  if (event.type === 'quiz.reset') Object.assign(expected, { record: null, secret: null, code: null, reportsRead: false, kept: true });
  if (done === 'createRecord' || done === 'retrieveRecord') expected.kept = true;

  // A results link opens a record other than the one shown, or the one shown with a secret the tab did not hold.
  const url = event.type === 'url.changed' ? (event.search as DietQuizSearch) : null;
  const linkSecret = typeof event.secret === 'string' && /^[A-Za-z0-9_-]{43}$/.test(event.secret) ? event.secret : null;
  const shown = viewOf(before) === 'opening' || viewOf(before) === 'openFailed' ? expected.opening : recordOfAnswers(expected.record, before) && from > CALCULATION ? expected.record?.id : null;
  const opens = url?.result !== undefined && UUID.test(url.result) && (url.result !== shown || (linkSecret !== null && linkSecret !== expected.secret));
  if (opens && url?.result) {
    expect(viewOf(after)).toBe('opening');
    if (expected.record?.id !== url.result || linkSecret) expected.secret = linkSecret ?? (expected.record?.id === url.result ? expected.secret : null);
    expected.opening = url.result;
  } else if ((isUserEvent(event.type) && event.type !== 'scene.submit') || url) {
    const walk = expectedWalk(answersOf(before), before.context.report.source);
    const index = walk.indexOf(from);
    const stepTo = (by: number) => (from === CALCULATION && by > 0 ? null : index === -1 ? null : (walk[index + by] ?? null));
    let asked: number | null = null;
    if (url) asked = url.scene === undefined ? HOME : Number(url.scene);
    else if (event.type === 'scene.next') asked = stepTo(1);
    else if (event.type === 'scene.previous') asked = stepTo(-1);
    else if (event.type === 'scene.step') asked = stepTo(event.direction === 'up' ? 1 : -1);
    else if (event.type === 'scene.goto') asked = Number(event.sceneId);
    else if (event.type === 'scene.last') asked = walk[walk.indexOf(CALCULATION) - 1];
    else if (event.type === 'scene.lastFromResults') asked = walk[walk.indexOf(CALCULATION) + 1] === from ? walk[walk.indexOf(CALCULATION) - 1] : null;
    if (event.type === 'scene.back') {
      if (to !== from) expect(to).not.toBe(CALCULATION);
    } else if (event.type === 'quiz.reset') {
      expect([to, viewOf(after), answersOf(after).purposeId]).toEqual([HOME, 'home', null]);
    } else {
      const moves = asked !== null && isKnownScene(asked) && asked !== from && reachable(asked, before, expected);
      expect(to).toBe(moves ? asked : from);
    }
  }
  if (event.type === 'scene.submit') {
    // A form in the spec's ranges moves on to the next scene of the walk; one out of them is refused, naming its fields.
    const form = event.form as SceneForm;
    if (specAccepts(form, answersOf(before), sceneFormOf(before)?.fields ?? [])) {
      const walk = expectedWalk(answersOf(after), after.context.report.source);
      expect(to).toBe(walk[walk.indexOf(from) + 1]);
      expect(sceneFormOf(after)?.issues ?? []).toEqual([]);
      expected.kept = true;
    } else {
      expect([to, answersOf(after)]).toEqual([from, answersOf(before)]);
      expected.refusedOn = from;
      const issues = sceneFormOf(after)?.issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(sceneFormOf(before)?.fields).toContain(issue.field);
    }
  }
  if (viewOf(after) !== 'opening' && viewOf(after) !== 'openFailed') expected.opening = null;
  if (to !== from || event.type === 'quiz.reset') expected.refusedOn = null;

  // The calculation: four steps of 250 ms, then the results of the user group.
  if (viewOf(after) === 'calculating' && (viewOf(before) !== 'calculating' || to !== from)) expected.calculationFrom = at;
  if (viewOf(before) === 'calculating' && viewOf(after) === 'results') expect(at - (expected.calculationFrom ?? 0)).toBe(STEPS * STEP_MS);

  // What reached the server in this step.
  for (const call of calls) {
    const body = call.input as Record<string, unknown>;
    switch (call.name) {
      case 'loadAccountReports':
        // Only a signed-in person's reports, on a report scene.
        expect(input.signedIn).toBe(true);
        expect([14, 19]).toContain(to);
        expect(expected.reportsRead).toBe(false);
        break;
      case 'createRecord':
        // The complete input of the answers shown, with their report; never a second record of the same answers.
        expect(body).toEqual({ input: inputOfAnswers(answersOf(after)), report: reportOfAnswers(after) });
        expect(recordOfAnswers(expected.record, after)).toBe(false);
        break;
      case 'retrieveRecord':
        expect(body).toEqual({ id: expected.opening, secret: expected.secret });
        break;
      case 'loadPhoneRules':
        // The phone rules load only for a saved record of these answers owned here, only until they arrive.
        expect(expected.rulesLoaded).toBe(false);
        expect(expected.record?.access).toBe('owner');
        expect(recordOfAnswers(expected.record, after)).toBe(true);
        break;
      case 'createDiscountCode':
        // Only for the record shown, owned here, to a number the phone rule accepts; once per record.
        expect(body).toEqual({ recordId: expected.record?.id, phoneNumber: after.context.codePhone, secret: expected.secret });
        expect(isValidPhone(body.phoneNumber as string)).toBe(true);
        expect(expected.code).toBeNull();
        break;
      case 'sendCodeSms':
        expect(body).toEqual({ code: expected.code?.code, phoneNumber: after.context.codePhone, secret: expected.secret });
        expect(isValidPhone(body.phoneNumber as string)).toBe(true);
        break;
      case 'sendResultsSms':
        expect(body).toEqual({ id: expected.record?.id, phoneNumber: after.context.resultsPhone, secret: expected.secret });
        expect(isValidPhone(body.phoneNumber as string)).toBe(true);
        break;
      default:
        expect.unreachable(`unexpected call ${call.name}`);
    }
    if (call.name !== 'loadAccountReports' && call.name !== 'createRecord' && call.name !== 'retrieveRecord') expect(expected.record?.access).toBe('owner');
  }

  // The form a number was typed on shows it, or says why the phone rule refused it (empty or invalid).
  const typed = event.type === 'code.request' || event.type === 'resultsSms.send' ? (event.phoneNumber as string) : null;
  const form = event.type === 'code.request' ? codePanelOf(after) : event.type === 'resultsSms.send' ? resultsSmsOf(after) : null;
  if (typed !== null && form) {
    if (isValidPhone(typed)) expect({ phone: form.phone, phoneProblem: form.phoneProblem }).toEqual({ phone: typed, phoneProblem: null });
    else expect(form.phoneProblem).toBe(typed.trim() === '' ? 'empty' : 'invalid');
  }
  // A failed call is named beside its form, with why it failed.
  const failed = /^xstate\.error\.actor\.(createDiscountCode|sendCodeSms|sendResultsSms)$/.exec(event.type)?.[1];
  if (failed) {
    const panel = failed === 'sendResultsSms' ? resultsSmsOf(after) : codePanelOf(after);
    if (panel) expect({ call: panel.failure?.call, problem: panel.failure?.problem }).toEqual({ call: failed, problem: shownProblemOf(event.error) });
  }
  // So is a record that could not be saved.
  if (event.type === 'xstate.error.actor.createRecord') expect(recordPanelOf(after)).toEqual({ status: 'failed', problem: shownProblemOf(event.error) });

  // Liveness: a number the phone rule accepts, typed on the code or final scene of a record owned here (its forms' rules loaded), reaches the server.
  if (typed !== null && expected.record?.access === 'owner' && expected.rulesLoaded && recordOfAnswers(expected.record, before)) {
    const reached = calls.some((call) => (call.input as { phoneNumber?: string }).phoneNumber === typed);
    expect(reached).toBe(isValidPhone(typed));
  }
}

/** A scene may be entered (spec §5, README): home always; the welcome with a record of these answers; others on the walk with every answer before them, and the whole quiz for the calculation and after. */
function reachable(scene: number, snapshot: DietQuizSnapshot, expected: Expected): boolean {
  if (scene === HOME) return true;
  if (scene === WELCOME) return recordOfAnswers(expected.record, snapshot);
  const answers = answersOf(snapshot);
  const walk = expectedWalk(answers, snapshot.context.report.source);
  const index = walk.indexOf(scene);
  if (index === -1) return false;
  const { answered } = snapshot.context;
  if (!walk.slice(0, index).every((earlier) => !isAnswerScene(earlier) || answered.includes(earlier))) return false;
  return scene < CALCULATION || walk.filter(isAnswerScene).every((earlier) => answered.includes(earlier));
}

function check(observation: Observation<Machine, QuizWorld>): void {
  const { snapshot, world, input } = observation;
  const expected = replay(observation);
  const view = viewOf(snapshot);
  const scene = sceneOf(snapshot);
  const answers = answersOf(snapshot);
  const pending = world.calls.pending.map((call) => call.name);

  // The view shows the scene; a scene shows only when it may be entered.
  expect(viewsOfScene(scene)).toContain(view);
  if (view !== 'opening' && view !== 'openFailed') expect(reachable(scene, snapshot, expected)).toBe(true);

  // A form says which of the walk's answer scenes it is (the page shows "step n of m" from scene 2 on).
  const form = sceneFormOf(snapshot);
  // A form names problems only after it was refused, until the person moves on (a first visit shows none).
  expect((form?.issues.length ?? 0) > 0).toBe(expected.refusedOn === scene && form !== null);
  if (form && scene !== HOME) {
    const steps = expectedWalk(answers, snapshot.context.report.source).filter(isAnswerScene);
    expect({ step: form.step, steps: form.steps }).toEqual({ step: steps.indexOf(scene) + 1, steps: steps.length });
  }

  // What a reload keeps is what shows, from the first answer, record or new start on.
  expect(world.stored !== null).toBe(expected.kept);
  if (world.stored) expect({ answers: world.stored.answers, record: world.stored.record }).toEqual({ answers, record: expected.record });

  // A signed-in person's report scene asks for the account's reports; a guest's never.
  if (view === 'report') {
    const form = sceneFormOf(snapshot);
    if (input.signedIn) expect(form?.accountReports !== null || pending.includes('loadAccountReports') || form?.reportsFailed).toBe(true);
    else expect(form?.accountReports).toBeNull();
  }

  // From the calculation on, the result is the engine's for the answers shown, on the results scene of its user group.
  const result = resultOf(snapshot);
  const outcome = ['calculating', 'results', 'code', 'welcome', 'final'].includes(view);
  if (outcome) {
    expect(result).toEqual(calculateDietResult(inputOfAnswers(answers), reportOfAnswers(snapshot)));
    // The results scenes draw the child's height on the WHO curve from the input of the answers shown.
    expect(resultInputOf(snapshot)).toEqual(inputOfAnswers(answers));
    if (view === 'results') expect(scene).toBe(21 + (result?.userGroupId ?? 0));
    if (view === 'code') expect(scene).toBe(result?.body.kind === 'kid' ? 30 : 31);
  } else {
    expect([result, resultInputOf(snapshot)]).toEqual([null, null]);
  }
  // A results link that could not be opened says why: the server did not find it (the only failure the samples answer).
  expect(openProblemOf(snapshot)?.key ?? null).toBe(view === 'openFailed' ? 'not_found' : null);
  if (view === 'calculating') expect(calculationStepOf(snapshot)).toBe(Math.floor((world.clock.now() - (expected.calculationFrom ?? 0)) / STEP_MS));

  // The results record: the one of these answers, created once; its access decides what may be sent.
  const panel = recordPanelOf(snapshot);
  const record = recordOfAnswers(expected.record, snapshot) ? expected.record : null;
  if (outcome) {
    if (record && record.access === 'owner' && !expected.rulesLoaded) {
      // The owner's forms wait for the phone rules: the record shows as being saved, or their load's failure with its retry.
      expect(panel).toEqual(pending.includes('loadPhoneRules') ? { status: 'saving' } : { status: 'failed', problem: shownProblemOf(expected.rulesError) });
    } else if (record) expect(panel).toEqual({ status: record.access === 'owner' ? 'saved' : 'shared', recordId: record.id });
    else expect(panel?.status).toBe(pending.includes('createRecord') ? 'saving' : 'failed');
  }
  if (outcome && !record) expect(pending.includes('createRecord') || panel?.status === 'failed').toBe(true);

  // Code and SMS only for a record owned here, once the phone rules that check the numbers are there.
  const code = codePanelOf(snapshot);
  const sms = resultsSmsOf(snapshot);
  for (const form of [code, sms]) if (form && (record?.access !== 'owner' || !expected.rulesLoaded)) expect(form.status).toBe('waiting');
  // The code scene shows the code issued for this record, with its discount and expiry, and nothing before it is issued.
  if (code) {
    const issued = expected.code;
    expect({ code: code.code, percentOff: code.percentOff, expiresAt: code.expiresAt }).toEqual({ code: issued?.code ?? null, percentOff: issued?.percentOff ?? null, expiresAt: issued?.expiresAt ?? null });
  }

  // The controls the page offers (README "Views"): a form's Next on home and the answer scenes;
  // Next (no form) on an intro and the results and code scenes; Back everywhere but home, the
  // calculation, a link being opened or failed and the welcome; Start again everywhere but home;
  // each Retry only beside its failure; Send only once a record owned here is saved and no call runs.
  const actions = actionsOf(snapshot);
  expect({ submit: actions.submit, next: actions.next, previous: actions.previous, startAgain: actions.startAgain, retryOpen: actions.retryOpen }).toEqual({
    submit: view === 'home' || view === 'input' || view === 'report',
    next: view === 'intro' || view === 'results' || view === 'code',
    previous: scene !== HOME && scene !== CALCULATION && view !== 'opening' && view !== 'openFailed' && view !== 'welcome',
    startAgain: view !== 'home',
    retryOpen: view === 'openFailed',
  });
  if (view === 'report') expect(actions.retryReports).toBe(sceneFormOf(snapshot)?.reportsFailed === true);
  if (outcome) expect(actions.retrySave).toBe(panel?.status === 'failed');
  const sendable = (status: string | undefined) => status === 'idle' || status === 'sent' || status === 'failed';
  expect([actions.requestCode, actions.retryCode]).toEqual([sendable(code?.status), code?.status === 'failed']);
  expect([actions.sendResults, actions.retryResults]).toEqual([sendable(sms?.status), sms?.status === 'failed']);

  // The URL names the scene shown, and the record from the results on.
  const opening = view === 'opening' || view === 'openFailed';
  const resultId = opening ? expected.opening : scene > CALCULATION && record ? record.id : null;
  expect(world.url).toEqual(scene === HOME ? {} : resultId ? { scene, result: resultId } : { scene });
}

// ---- samples ---------------------------------------------------------------------------

/**
 * Payloads for the events a snapshot takes, chosen to keep the graph small (xstate/graph keys a
 * snapshot by its state and context):
 * - the guest answers as a breastfeeding woman who types her levels, or as the parent of a
 *   6-month-old without a report; the signed-in person as the woman with the account's report;
 *   each scene's valid form once, and a form the rules refuse;
 * - unknown scene ids anywhere, a scene not reached and a results link (with and without its
 *   secret) from an untouched home only;
 * - once a record is held, forward moves only (back into the answers with a record, a changed
 *   answer and a reload after it are journeys); an opened link's record: its final scene only;
 * - the reload's kept answers (a man in physical training): moves and URLs only;
 * - server answers that echo what was sent, as the contract promises.
 */
function sampler(snapshot: DietQuizSnapshot): SampleEvent[] {
  const view = viewOf(snapshot);
  const scene = sceneOf(snapshot);
  const { context } = snapshot;
  const kid = context.answers.purposeId === 2;
  const reloaded = context.answers.purposeId === 3;
  const opened = context.record?.id === OPENED_RECORD.id || context.resultToOpen !== null;
  const held = context.record !== null;
  const untouched = view === 'home' && context.answered.length === 0 && context.record === null;
  const events: SampleEvent[] = [
    { type: 'scene.next' },
    ...(held ? [] : [{ type: 'scene.previous' }, { type: 'scene.back' }, { type: 'scene.step', direction: 'down' }]),
    ...[0, 34].map((sceneId) => ({ type: 'scene.goto', sceneId })),
    { type: 'url.changed', search: urlSearchOf(context) },
    { type: 'url.changed', search: { scene: 'abc' } },
  ];
  if (untouched) {
    events.push(
      { type: 'scene.goto', sceneId: 7 },
      { type: 'scene.last' },
      { type: 'url.changed', search: { scene: FINAL, result: OPENED_RECORD.id } },
      { type: 'url.changed', search: { scene: FINAL, result: OPENED_RECORD.id }, secret: OPENED_SECRET },
    );
  }
  if (opened) {
    return [
      ...[30, FINAL].map((sceneId) => ({ type: 'scene.goto', sceneId })),
      { type: 'url.changed', search: urlSearchOf(context) },
      ...(view === 'final' ? [VALID_PHONE, INVALID_PHONE].map((phoneNumber) => ({ type: 'resultsSms.send', phoneNumber })) : []),
      ...(view === 'code' ? [{ type: 'code.request', phoneNumber: VALID_PHONE }] : []),
      ...(view === 'home' || view === 'input' || view === 'report' ? [{ type: 'scene.submit', form: REFUSED_FORMS[scene] ?? {} }] : []),
      { type: 'quiz.reset' },
      ...calls(snapshot),
    ];
  }
  if (view === 'home') {
    const purposes = context.answers.purposeId !== null ? [String(context.answers.purposeId)] : context.signedIn ? ['1'] : ['1', '2'];
    events.push(...purposes.map((purposeId) => ({ type: 'scene.submit', form: { purposeId } })), { type: 'scene.submit', form: REFUSED_FORMS[1] });
  }
  if ((view === 'input' || view === 'report') && reloaded) events.push({ type: 'scene.submit', form: REFUSED_FORMS[scene] ?? {} });
  if ((view === 'input' || view === 'report') && !reloaded) {
    const forms = kid ? KID_FORMS : ADULT_FORMS;
    if (view === 'report') {
      const chosen = context.report.source === 'account' ? ACCOUNT_PICK : context.report.source;
      const source = chosen ?? (context.signedIn ? (context.accountReports ? ACCOUNT_PICK : 'none') : kid ? 'none' : 'typed');
      events.push({ type: 'scene.submit', form: { reportSource: source } });
    } else if (forms[scene]) {
      events.push({ type: 'scene.submit', form: forms[scene] });
    }
    events.push({ type: 'scene.submit', form: REFUSED_FORMS[scene] ?? {} });
  }
  if (view === 'results') events.push({ type: 'scene.lastFromResults' });
  if (view === 'code') events.push(...(context.code ? [VALID_PHONE] : [VALID_PHONE, INVALID_PHONE]).map((phoneNumber) => ({ type: 'code.request', phoneNumber })));
  if (view === 'final') events.push(...(context.resultsPhone ? [VALID_PHONE] : [VALID_PHONE, INVALID_PHONE]).map((phoneNumber) => ({ type: 'resultsSms.send', phoneNumber })), { type: 'quiz.reset' });
  return [...events, ...calls(snapshot)];
}

function calls(snapshot: DietQuizSnapshot): SampleEvent[] {
  const { context } = snapshot;
  return [
    { type: 'xstate.done.actor.loadAccountReports', output: ACCOUNT_REPORTS },
    { type: 'xstate.error.actor.loadAccountReports', error: networkDown() },
    { type: 'xstate.done.actor.retrieveRecord', output: context.secret === OPENED_SECRET ? OPENED_RECORD : publicViewOf(OPENED_RECORD) },
    { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
    ...(snapshot.matches('outcome') ? [{ type: 'xstate.done.actor.createRecord', output: createdFor(snapshot) }] : []),
    { type: 'xstate.error.actor.createRecord', error: networkDown() },
    { type: 'xstate.done.actor.createDiscountCode', output: discountCodeFor(context.record?.id ?? '') },
    { type: 'xstate.error.actor.createDiscountCode', error: apiError('conflict', 409) },
    { type: 'xstate.done.actor.sendCodeSms', output: receiptFor('+84912345678') },
    { type: 'xstate.error.actor.sendCodeSms', error: networkDown() },
    { type: 'xstate.done.actor.sendResultsSms', output: receiptFor('+84912345678') },
    { type: 'xstate.error.actor.sendResultsSms', error: networkDown() },
    RULES_LOADED,
    { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
  ];
}

function createdFor(snapshot: DietQuizSnapshot): CreatedDietResultRecord {
  return createdRecordFor(inputOfAnswers(answersOf(snapshot)), reportOfAnswers(snapshot));
}

// ---- journeys ----------------------------------------------------------------------------

const RULES_LOADED = { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES };
const submit = (form: SceneForm) => ({ type: 'scene.submit', form });
const next = { type: 'scene.next' };
const timers = ['body', 'energy', 'plan', 'foods'].map((step) => ({ type: `xstate.after.calculationStep.dietQuiz.outcome.scene.calculating.${step}` }));
const url = (search: DietQuizSearch, secret?: string) => ({ type: 'url.changed', search, ...(secret === undefined ? {} : { secret }) });
const adultTyped = [submit({ purposeId: '1' }), next, ...[6, 7, 8, 9, 10, 11].map((scene) => submit(ADULT_FORMS[scene])), submit({ reportSource: 'typed' }), ...[15, 16, 17, 18].map((scene) => submit(ADULT_FORMS[scene]))];
const kidNone = [submit({ purposeId: '2' }), next, ...[5, 7, 12, 13].map((scene) => submit(KID_FORMS[scene])), submit({ reportSource: 'none' })];
const ADULT_INPUT: DietInput = {
  purposeId: 1,
  weightGoalId: 2,
  genderId: 2,
  age: 30,
  ageUnitId: 1,
  height: 158,
  weight: 62.5,
  occupationTypeId: 1,
  exerciseIntensityId: 1,
  pregnancyStageId: 4,
  medicalConditionIds: [1],
  amountOfBreastMilk: 700,
};
const ADULT_REPORT: GeneReport = {
  isAvailable: true,
  metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
  nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 },
  detoxification: { value: 1 },
};
const ADULT_CREATED = createdRecordFor(ADULT_INPUT, ADULT_REPORT);
const created = { type: 'xstate.done.actor.createRecord', output: ADULT_CREATED };
/** The typing adult's answers, the calculation and her record saved (with the phone rules of its forms): the results show. */
const adultSaved = [...adultTyped, ...timers, created, RULES_LOADED];
/** The typing adult's results saved, then one scene answered anew and the calculation run again. */
const answeredAgainAfterResults = (scene: number, form: SceneForm) => [...adultSaved, { type: 'scene.goto', sceneId: scene }, submit(form), { type: 'scene.last' }, next, ...timers];
/** The answers of the journeys' 2-year-old girl and 6-year-old boy, and the levels typed for her (KID_FORMS[20]). */
/** A parent answering for a kid: the purpose, the kid's gender, age and size, and no medical condition. */
const aKidOf = (genderId: string, body: SceneForm): SampleEvent[] => [submit({ purposeId: '2' }), next, submit({ genderId }), submit(body), submit({ medicalConditionIds: [] })];
const TODDLER_INPUT: DietInput = { ...inputOfKid(), genderId: 2, age: 2, ageUnitId: 1, height: 86, weight: 12, medicalConditionIds: [], amountOfBreastMilk: null };
const SCHOOL_CHILD_INPUT: DietInput = { ...inputOfKid(), age: 6, ageUnitId: 1, height: 116, weight: 21, exerciseIntensityId: 2, medicalConditionIds: [], amountOfBreastMilk: null };
const KID_REPORT: GeneReport = {
  isAvailable: true,
  metabolism: { carbohydrate: 2, fat: 1, protein: 3 },
  nutritionalRequirements: { vitaminA: 3, vitaminB2: 2, vitaminB6: 1, vitaminB12: 1, vitaminC: 3, vitaminD: 2, vitaminE: 1, folate: 3 },
  detoxification: { value: 2 },
};


describeModel({
  name: 'diet quiz',
  create: createDietQuizMachine,
  starts,
  world: (): QuizWorld => ({ ...createBaseWorld(), url: {}, navigations: [], stored: null, ledger: createStepLedger() }),
  provide: (candidate, world) =>
    candidate.provide({
      actions: {
        syncUrl: syncUrlInto(world),
        persistQuiz: (_, params) => void (world.stored = JSON.parse(JSON.stringify(params)) as StoredQuizShape),
      },
      actors: {
        loadAccountReports: world.calls.fake('loadAccountReports'),
        retrieveRecord: world.calls.fake('retrieveRecord'),
        createRecord: world.calls.fake('createRecord'),
        createDiscountCode: world.calls.fake('createDiscountCode'),
        sendCodeSms: world.calls.fake('sendCodeSms'),
        sendResultsSms: world.calls.fake('sendResultsSms'),
        loadPhoneRules: world.calls.fake('loadPhoneRules'),
      },
    }),
  sampler,
  check,
  // About 1,100 snapshots from one start.
  limit: 2_000,
  journeys: {
    'an adult types her levels, sees her results, gets the code by SMS and has the plan sent': {
      start: 'guest',
      events: [
        ...adultSaved,
        next,
        { type: 'code.request', phoneNumber: INVALID_PHONE },
        { type: 'code.request', phoneNumber: VALID_PHONE },
        ...failsOfflineThenAnswers('createDiscountCode', discountCodeFor(ADULT_CREATED.id), 'code.retry'),
        ...failsOfflineThenAnswers('sendCodeSms', receiptFor('+84912345678'), 'code.retry'),
        { type: 'code.request', phoneNumber: OTHER_PHONE },
        { type: 'xstate.done.actor.sendCodeSms', output: receiptFor('+84987654321') },
        next,
        { type: 'resultsSms.send', phoneNumber: VALID_PHONE },
        ...failsOfflineThenAnswers('sendResultsSms', receiptFor('+84912345678'), 'resultsSms.retry'),
        { type: 'scene.back' },
        { type: 'scene.back' },
        { type: 'scene.lastFromResults' },
        { type: 'scene.goto', sceneId: FINAL },
        { type: 'scene.goto', sceneId: WELCOME },
        { type: 'quiz.reset' },
      ],
    },
    "the phone rules that could not be loaded show as the record's failure; its retry loads them and the code goes out": {
      start: 'guest',
      events: [
        ...adultTyped,
        ...timers,
        created,
        { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
        next,
        { type: 'code.request', phoneNumber: VALID_PHONE },
        { type: 'record.retry' },
        RULES_LOADED,
        { type: 'code.request', phoneNumber: VALID_PHONE },
        { type: 'xstate.done.actor.createDiscountCode', output: discountCodeFor(ADULT_CREATED.id) },
        { type: 'xstate.done.actor.sendCodeSms', output: receiptFor('+84912345678') },
        { type: 'quiz.reset' },
        ...adultTyped,
        ...timers,
        created,
        next,
        { type: 'code.request', phoneNumber: OTHER_PHONE },
      ],
    },
    'a signed-in person picks a report of the account, after a failed read': {
      start: 'signed in',
      events: [
        submit({ purposeId: '3' }),
        next,
        ...[6, 7, 8, 9, 10].map((scene) => submit(scene === 6 ? { genderId: '1' } : scene === 7 ? { age: '25', height: '175', weight: '70' } : ADULT_FORMS[scene])),
        submit({ medicalConditionIds: [] }),
        ...failsOfflineThenAnswers('loadAccountReports', ACCOUNT_REPORTS, 'reports.retry'),
        submit({ reportSource: ACCOUNT_PICK }),
        ...timers,
        { type: 'xstate.error.actor.createRecord', error: networkDown() },
        { type: 'record.retry' },
        { type: 'scene.last' },
        { type: 'scene.step', direction: 'up' },
      ],
    },
    'a changed purpose clears the later answers; refused forms name their fields': {
      start: 'guest',
      events: [...kidNone.slice(0, 4), { type: 'scene.goto', sceneId: 1 }, submit({ purposeId: '1' }), { type: 'scene.goto', sceneId: 7 }, next, submit(REFUSED_FORMS[6]), submit({ genderId: '1' }), submit({ age: '17', height: '170', weight: '60' })],
    },
    'a kid without a report: results of group 4, the code for kids': {
      start: 'guest',
      events: [...kidNone, ...timers, { type: 'scene.previous' }, next, ...timers, { type: 'xstate.done.actor.createRecord', output: createdRecordFor({ ...inputOfKid() }, null) }, next, { type: 'scene.goto', sceneId: 31 }],
    },
    'a parent of a 2-year-old (in years) is not asked the daily routine and types all twelve levels on one scene: group 6, the code for kids': {
      start: 'guest',
      events: [
        ...aKidOf('2', { age: '2', ageUnitId: '1', height: '86', weight: '12' }),
        submit({ reportSource: 'typed' }),
        submit(REFUSED_FORMS[20]),
        submit(KID_FORMS[20]),
        ...timers,
        { type: 'xstate.done.actor.createRecord', output: createdRecordFor(TODDLER_INPUT, KID_REPORT) },
        next,
        // Asked before the phone rules are there: the form waits (nothing is sent).
        { type: 'code.request', phoneNumber: VALID_PHONE },
        RULES_LOADED,
        { type: 'code.request', phoneNumber: VALID_PHONE },
      ],
    },
    'a 6-year-old is asked the exercise (from 72 months) and no breast milk: group 7': {
      start: 'guest',
      events: [
        ...aKidOf('1', { age: '6', ageUnitId: '1', height: '116', weight: '21' }),
        submit({ amountOfBreastMilk: '300' }),
        submit({ exerciseIntensityId: '2' }),
        submit({ reportSource: 'none' }),
        ...timers,
        { type: 'xstate.done.actor.createRecord', output: createdRecordFor(SCHOOL_CHILD_INPUT, null) },
        next,
      ],
    },
    'a results link with its secret opens in full; without it, the plan only': {
      start: 'guest',
      events: [
        url({ scene: FINAL, result: OPENED_RECORD.id }, OPENED_SECRET),
        { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
        RULES_LOADED,
        { type: 'scene.goto', sceneId: FINAL },
        { type: 'resultsSms.send', phoneNumber: VALID_PHONE },
        { type: 'xstate.done.actor.sendResultsSms', output: receiptFor('+84912345678') },
        url({ scene: FINAL, result: OPENED_RECORD.id }, OPENED_SECRET),
        url({ scene: FINAL, result: OPENED_RECORD.id }),
        { type: 'scene.goto', sceneId: 30 },
        { type: 'code.request', phoneNumber: VALID_PHONE },
        { type: 'quiz.reset' },
        url({ scene: WELCOME, result: OPENED_RECORD.id }),
        { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
        { type: 'result.retryOpen' },
        { type: 'xstate.done.actor.retrieveRecord', output: publicViewOf(OPENED_RECORD) },
        { type: 'scene.goto', sceneId: FINAL },
        { type: 'resultsSms.send', phoneNumber: VALID_PHONE },
        url({ scene: FINAL, result: OPENED_RECORD.id }, OPENED_SECRET),
      ],
    },
    'a weight changed after the results is calculated again and saved as a new record; a new purpose closes the welcome': {
      start: 'guest',
      events: [
        ...answeredAgainAfterResults(7, { age: '30', height: '158', weight: '58' }),
        { type: 'scene.goto', sceneId: WELCOME },
        { type: 'xstate.done.actor.createRecord', output: createdRecordFor({ ...ADULT_INPUT, weight: 58 }, ADULT_REPORT) },
        next,
        { type: 'code.request', phoneNumber: VALID_PHONE },
        { type: 'scene.goto', sceneId: HOME },
        submit({ purposeId: '2' }),
        { type: 'scene.goto', sceneId: WELCOME },
        { type: 'scene.goto', sceneId: FINAL },
      ],
    },
    'levels typed again after the results make a new record of the new report': {
      start: 'guest',
      events: [
        ...answeredAgainAfterResults(15, { carbohydrate: '1', fat: '2', protein: '1' }),
        { type: 'xstate.done.actor.createRecord', output: createdRecordFor(ADULT_INPUT, { ...ADULT_REPORT, metabolism: { carbohydrate: 1, fat: 2, protein: 1 } }) },
        next,
      ],
    },
    "the browser's back to an earlier record's link reopens it with the secret held and its code; another record's link opens without them": {
      start: 'guest',
      events: [
        ...adultSaved,
        next,
        { type: 'code.request', phoneNumber: VALID_PHONE },
        { type: 'xstate.done.actor.createDiscountCode', output: discountCodeFor(ADULT_CREATED.id) },
        { type: 'xstate.done.actor.sendCodeSms', output: receiptFor('+84912345678') },
        { type: 'scene.goto', sceneId: 7 },
        submit({ age: '30', height: '158', weight: '58' }),
        url({ scene: 31, result: ADULT_CREATED.id }),
        { type: 'xstate.done.actor.retrieveRecord', output: recordFor(ADULT_INPUT, ADULT_REPORT) },
        { type: 'scene.goto', sceneId: 31 },
        url({ scene: FINAL, result: OPENED_RECORD.id }),
        { type: 'xstate.done.actor.retrieveRecord', output: publicViewOf(OPENED_RECORD) },
        { type: 'scene.goto', sceneId: 30 },
      ],
    },
    'a link that failed to open opens when asked for again after a move': {
      start: 'guest',
      events: [
        url({ scene: FINAL, result: OPENED_RECORD.id }),
        { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
        url({}),
        url({ scene: FINAL, result: OPENED_RECORD.id }),
        { type: 'xstate.done.actor.retrieveRecord', output: publicViewOf(OPENED_RECORD) },
      ],
    },
    'a reload keeps the answers the rules accept': {
      start: 'after a reload',
      events: [url({ scene: 7 }), url({ scene: 6 }), url({ scene: 4 }), next, submit({ genderId: '1' }), url({ scene: 40 }), url({ scene: 2.5 as unknown as number })],
    },
  },
});

function inputOfKid(): DietInput {
  return {
    purposeId: 2,
    weightGoalId: null,
    genderId: 1,
    age: 6,
    ageUnitId: 2,
    height: 67,
    weight: 7.9,
    occupationTypeId: null,
    exerciseIntensityId: null,
    pregnancyStageId: null,
    medicalConditionIds: [3],
    amountOfBreastMilk: 600,
  };
}
