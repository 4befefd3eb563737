import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreatedDietResultRecord, DietDiscountCode, DietResultRecord } from '../../api/contract/diet-quiz';
import { answersOfInput } from './answers';
import type { AccountReport } from './answers';
import { OPENED_INPUT, OPENED_RECORD, VALID_PHONE, createdRecordFor, discountCodeFor, receiptFor, secretFor } from './diet-quiz.fixtures';
import { createDietQuizMachine } from './diet-quiz.machine';
import type { WithSecret } from './diet-quiz.machine';
import { answersOf, codePanelOf, sceneFormOf, sceneOf, viewOf } from './diet-quiz.selectors';

/**
 * A reload after the results (spec §2 "Diet quiz": answers survive a reload; README "Record"):
 * what the tab kept (sessionStorage) holds the answers, the results record and its secret. The
 * kept record is this tab's own while it holds these answers: the welcome and the code scenes
 * open at once, no second record is created, and the code is asked for with the kept secret.
 * A record or secret the rules refuse is dropped, never sent. (The model test starts from a
 * reload before the results; these start after them.)
 */

const SECRET = secretFor(OPENED_RECORD.id);
const { answer, answered } = answersOfInput(OPENED_INPUT, null);
const keptQuiz = (record: unknown, secret: unknown) => ({ answers: answer.answers, report: answer.report, answered, record, secret });

function start(stored: unknown) {
  const createRecord = vi.fn(async (): Promise<CreatedDietResultRecord> => createdRecordFor(OPENED_INPUT, null));
  const createDiscountCode = vi.fn(async ({ input }: { input: WithSecret<{ recordId: string; phoneNumber: string }> }): Promise<DietDiscountCode> => discountCodeFor(input.recordId));
  const machine = createDietQuizMachine().provide({
    actors: {
      loadAccountReports: fromPromise(async (): Promise<AccountReport[]> => []),
      retrieveRecord: fromPromise(async (): Promise<DietResultRecord> => OPENED_RECORD),
      createRecord: fromPromise(createRecord),
      createDiscountCode: fromPromise(createDiscountCode),
      sendCodeSms: fromPromise(async ({ input }: { input: WithSecret<{ code: string; phoneNumber: string }> }) => receiptFor(input.phoneNumber)),
      sendResultsSms: fromPromise(async ({ input }: { input: WithSecret<{ id: string; phoneNumber: string }> }) => receiptFor(input.phoneNumber)),
    },
    actions: { syncUrl: () => {}, persistQuiz: () => {} },
  });
  const actor = createActor(machine, { input: { stored, signedIn: false } }).start();
  return { actor, createRecord, createDiscountCode };
}

describe('a reload after the results', () => {
  it('opens the welcome and the code scenes with the kept record, and asks for the code with its secret', async () => {
    const { actor, createRecord, createDiscountCode } = start(keptQuiz(OPENED_RECORD, SECRET));
    actor.send({ type: 'scene.goto', sceneId: 32 });
    expect(sceneOf(actor.getSnapshot())).toBe(32);
    expect(viewOf(actor.getSnapshot())).toBe('welcome');
    actor.send({ type: 'scene.goto', sceneId: 30 });
    expect(sceneOf(actor.getSnapshot())).toBe(30);
    await waitFor(actor, (snapshot) => codePanelOf(snapshot)?.status === 'idle');
    actor.send({ type: 'code.request', phoneNumber: VALID_PHONE });
    await waitFor(actor, (snapshot) => codePanelOf(snapshot)?.status === 'sent');
    expect(createDiscountCode).toHaveBeenCalledTimes(1);
    expect(createDiscountCode.mock.calls[0][0].input).toMatchObject({ recordId: OPENED_RECORD.id, secret: SECRET });
    expect(createRecord).not.toHaveBeenCalled();
  });

  it('keeps the record but not a secret the rules refuse: the code is asked for without one', async () => {
    const { actor, createDiscountCode } = start(keptQuiz(OPENED_RECORD, 'not a secret'));
    actor.send({ type: 'scene.goto', sceneId: 30 });
    await waitFor(actor, (snapshot) => codePanelOf(snapshot)?.status === 'idle');
    actor.send({ type: 'code.request', phoneNumber: VALID_PHONE });
    await waitFor(actor, (snapshot) => codePanelOf(snapshot)?.status === 'sent');
    expect(createDiscountCode.mock.calls[0][0].input).toMatchObject({ recordId: OPENED_RECORD.id, secret: null });
  });

  it.each([
    ['a record that is not one', { ...OPENED_RECORD, id: 'not-an-id' }],
    ['no record', null],
  ])('drops %s: the welcome is not open, and the results create a record of their own', async (_, record) => {
    const { actor, createRecord } = start(keptQuiz(record, SECRET));
    actor.send({ type: 'scene.goto', sceneId: 32 });
    expect(sceneOf(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'scene.goto', sceneId: 30 });
    expect(sceneOf(actor.getSnapshot())).toBe(30);
    await waitFor(actor, (snapshot) => codePanelOf(snapshot)?.status === 'idle');
    expect(createRecord).toHaveBeenCalledTimes(1);
  });
});

describe('a first visit', () => {
  it.each([
    ['nothing kept (null, as the page reads an empty sessionStorage)', { stored: null, signedIn: false }],
    ['something kept that is not a quiz', { stored: 'not a quiz', signedIn: false }],
    ['no input at all (the machine\'s input type allows it)', undefined],
  ])('%s: the home with nothing answered and no problem named', (_, input) => {
    const snapshot = createActor(createDietQuizMachine(), { input }).start().getSnapshot();
    expect([sceneOf(snapshot), viewOf(snapshot)]).toEqual([1, 'home']);
    expect(sceneFormOf(snapshot)?.issues).toEqual([]);
    expect(Object.values(answersOf(snapshot)).every((value) => value === null)).toBe(true);
  });
});
