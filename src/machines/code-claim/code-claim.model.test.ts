import { expect } from '../testing/oracle-expect';
import { claimCodeRequestSchema } from '../../api/contract/promotion-codes';
import type { Province } from '../../api/contract/locations';
import * as PHONE_RULES from '../../domain/phone';
import { normalizePhone } from '../../domain/phone';
import type { CallProblemKey } from '../calls/call-problem';
import { apiError, answersTo, failsOfflineThenAnswers, networkDown, shownProblemOf } from '../calls/call-fixtures';
import { fakeLocations, fillAddress, replayAddressEdit } from '../locations/locations.fixtures';
import type { AddressValues, ListsSeen } from '../locations/locations.fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { withhold } from '../testing/paths';
import type { SampleEvent } from '../testing/paths';
import { createCodeClaimMachine } from './code-claim.machine';
import type { ClaimLoad, ClaimRequest, CodeClaimInput, CodeClaimMachine, CodeClaimSnapshot } from './code-claim.machine';
import { campaignOf, claimFailureOf, claimLocationsOf, claimPhaseOf, claimProblemsOf, claimValuesOf, issuedCodeOf } from './code-claim.selectors';

/**
 * The claim page against issue 11 and spec §3. The oracle replays the trace with the product's
 * rules and compares what the visitor sees and what reached the server:
 *  - the campaign is read once per try; an unknown code says so, a failure offers a retry;
 *  - a claim is sent only for a complete form, and it is a valid claim of the contract holding
 *    what was typed (the phone number by the phone rule, Vietnam's province and ward); one at a
 *    time; trying with an incomplete form shows the problems and sends nothing;
 *  - the code issued is shown; a number that claimed before is told so (409), not given another;
 *  - the province and ward lists are their own actor (../locations, its own model test): started
 *    with the form and given the provinces read with the campaign, and told every province
 *    chosen, so the lists ask for that province's wards;
 *  - the phone rules come with import() (src/domain/phone-rules.ts): a start without them loads
 *    them beside the campaign (the `loadPhoneRules` call, answered by the walk like a server call,
 *    but code arriving, not a request to the server), and the form shows only once both are there
 *    (no number checked, no claim possible before); a load that fails is the page's failure, whose
 *    retry reads the campaign again and loads the rules again if they are still missing;
 *  - claimed for the account's own number (issue 22 §6): a signed-in visitor's form starts with
 *    the account's number (the page gives it as input), which stays until changed.
 */

type Machine = CodeClaimMachine;

const LOAD: ClaimLoad = {
  campaign: { code: 'GENEGIFT', name: 'Quà tặng GeneWell', description: 'Một bộ kit miễn phí' },
  provinces: [{ id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' } as Province],
};
const ISSUED = { code: 'GENEGIFT-7Q4M9X' };

const starts: Record<string, CodeClaimInput> = {
  'a campaign link': { code: 'GENEGIFT', phoneRules: PHONE_RULES },
  // The page: the rules load beside it and the campaign.
  'a campaign link before the phone rules arrive': { code: 'GENEGIFT' },
  // Signed in: the page gives the account's number, as the session holds it.
  "a campaign link, signed in with the account's number": { code: 'GENEGIFT', phone: '+84987654321', phoneRules: PHONE_RULES },
};

const RULES_LOADED: SampleEvent = { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES };

interface ClaimWorld extends BaseWorld {
  /** The province and ward lists' actor as started (its input) and each event told to it. */
  lists: ListsSeen[];
}

function sampler(snapshot: CodeClaimSnapshot): SampleEvent[] {
  const { values } = snapshot.context;
  const fill: SampleEvent[] = [];
  if (!values.name) fill.push({ type: 'field.change', field: 'name', value: ' Lê Thị Cúc ' });
  else if (!values.phone) fill.push({ type: 'field.change', field: 'phone', value: '0912 345 678' }, { type: 'field.change', field: 'phone', value: '12' });
  else if (values.phone === '12') fill.push({ type: 'field.change', field: 'phone', value: '0912 345 678' });
  else if (!values.address) fill.push({ type: 'field.change', field: 'address', value: '3 Hai Bà Trưng' });
  else fill.push({ type: 'field.change', field: 'phone', value: '12' });
  return [
    ...fill,
    ...(!values.provinceId ? [{ type: 'province.select', provinceId: '79' }] : []),
    ...(values.provinceId && !values.wardId ? [{ type: 'ward.select', wardId: '26734' }] : []),
    // Sent with a wrong number, or once every field is filled: a complete form is reached first by
    // sending it (not by filling it after an early try), so a claim that does not go is noticed.
    ...(values.phone === '12' || (values.name && values.phone && values.address && values.wardId) ? [{ type: 'submit' }] : withhold('submit')),
    { type: 'load.retry' },
    ...answersTo('load', [LOAD], [apiError('not_found', 404), networkDown()]),
    // A claim refused as a number that claimed before (409), or as another number than the
    // account's (403, issue 22 §6: the problem shown), or offline.
    ...answersTo('claim', [ISSUED], [apiError('conflict', 409), apiError('forbidden', 403), networkDown()]),
    ...answersTo('loadPhoneRules', [PHONE_RULES], [networkDown()]),
    // The machine's own event once the campaign and the rules are both there: never sent from outside.
    ...withhold('xstate.done.state.codeClaim.loading'),
  ];
}

interface Expected {
  phase: ReturnType<typeof claimPhaseOf>;
  /** While loading: whether the campaign was read, and the phone rules (loading, there, or failed). */
  campaignRead: boolean;
  rules: 'loading' | 'loaded' | 'failed';
  /** How many times the rules were asked for. */
  ruleLoads: number;
  values: AddressValues;
  attempted: boolean;
  /** The provinces told to the lists, in order: each one the lists must ask the wards of. */
  told: string[];
  problem: CallProblemKey | null;
  requests: Array<{ name: string; input: unknown }>;
}

const requestOf = (expected: Expected) => ({
  code: 'GENEGIFT',
  name: expected.values.name,
  phoneNumber: expected.values.phone,
  countryId: 'VN',
  provinceId: expected.values.provinceId,
  wardId: expected.values.wardId,
  locationDetail: expected.values.address,
});
const complete = (expected: Expected) => claimCodeRequestSchema.safeParse(requestOf(expected)).success;

/** A call's failure: the refusal the machine treats apart ends in its own phase; any other is shown, in `otherwise`. */
function settle(expected: Expected, error: unknown, refusals: Partial<Record<CallProblemKey, Expected['phase']>>, otherwise: Expected['phase']): void {
  const key = shownProblemOf(error).key;
  const refused = refusals[key];
  if (refused !== undefined) expected.phase = refused;
  else Object.assign(expected, { phase: otherwise, problem: key });
}

function replay(input: CodeClaimInput, trace: Observation<Machine, ClaimWorld>['trace']): Expected {
  const expected: Expected = {
    phase: 'loading',
    campaignRead: false,
    rules: input.phoneRules ? 'loaded' : 'loading',
    ruleLoads: input.phoneRules ? 0 : 1,
    values: { name: '', phone: input.phone ?? '', email: '', provinceId: '', wardId: '', address: '' },
    attempted: false,
    told: [],
    problem: null,
    requests: [{ name: 'load', input: { code: 'GENEGIFT' } }],
  };
  /** The form shows once the campaign was read and the rules are there. */
  const formOnceBoth = () => {
    if (expected.campaignRead && expected.rules === 'loaded') expected.phase = 'editing';
  };
  for (const { event } of trace) {
    const editing = expected.phase === 'editing';
    if (replayAddressEdit(expected, event, editing)) continue;
    switch (event.type) {
      case 'submit':
        if (!editing) break;
        Object.assign(expected, { attempted: true, problem: null });
        if (complete(expected)) {
          expected.phase = 'claiming';
          expected.requests.push({ name: 'claim', input: requestOf(expected) });
        }
        break;
      case 'load.retry':
        if (expected.phase === 'failed') {
          Object.assign(expected, { phase: 'loading', campaignRead: false });
          expected.requests.push({ name: 'load', input: { code: 'GENEGIFT' } });
          // Rules already there are kept; missing ones are asked for again.
          if (expected.rules !== 'loaded') Object.assign(expected, { rules: 'loading', ruleLoads: expected.ruleLoads + 1 });
        }
        break;
      case 'xstate.done.actor.load':
        Object.assign(expected, { campaignRead: true, problem: null });
        formOnceBoth();
        break;
      case 'xstate.done.actor.loadPhoneRules':
        expected.rules = 'loaded';
        formOnceBoth();
        break;
      case 'xstate.error.actor.loadPhoneRules':
        Object.assign(expected, { rules: 'failed', phase: 'failed', problem: shownProblemOf(event.error).key });
        break;
      case 'xstate.error.actor.load':
        settle(expected, event.error, { not_found: 'notFound' }, 'failed');
        break;
      case 'xstate.done.actor.claim':
        expected.phase = 'claimed';
        break;
      case 'xstate.error.actor.claim':
        settle(expected, event.error, { conflict: 'alreadyClaimed' }, 'editing');
        break;
    }
  }
  return expected;
}

function check({ snapshot, world, trace, input: start }: Observation<Machine, ClaimWorld>): void {
  const expected = replay(start, trace);
  // The phone rules' load is code arriving, not a request to the server: counted on its own.
  expect(world.calls.started.filter((call) => call.name === 'loadPhoneRules').length).toBe(expected.ruleLoads);
  expect(world.calls.pending.filter((call) => call.name === 'loadPhoneRules').length).toBe(expected.phase === 'loading' && expected.rules === 'loading' ? 1 : 0);
  const started = world.calls.started.filter((call) => call.name !== 'loadPhoneRules').map(({ name, input }) => ({ name, input }));
  expect(started.map((call) => call.name)).toEqual(expected.requests.map((call) => call.name));
  for (const [index, call] of started.entries()) {
    const wanted = expected.requests[index].input;
    if (call.name !== 'claim') {
      expect(call.input).toEqual(wanted);
      continue;
    }
    // A valid claim of the contract, with what was typed; the number by the phone rule.
    const sent = call.input as ClaimRequest;
    const parsed = claimCodeRequestSchema.parse(sent);
    expect({ ...parsed, phoneNumber: undefined }).toEqual({ ...claimCodeRequestSchema.parse(wanted), phoneNumber: undefined });
    const phone = normalizePhone((wanted as ClaimRequest).phoneNumber);
    expect(sent.phoneNumber).toBe(phone.ok ? phone.e164 : null);
  }
  expect(world.calls.pending.filter((call) => call.name === 'claim').length).toBe(expected.phase === 'claiming' ? 1 : 0);
  expect(claimPhaseOf(snapshot)).toBe(expected.phase);
  expect(claimValuesOf(snapshot)).toEqual(expected.values);
  expect(campaignOf(snapshot)).toEqual(['loading', 'notFound', 'failed'].includes(expected.phase) ? null : LOAD.campaign);
  expect(issuedCodeOf(snapshot)).toEqual(expected.phase === 'claimed' ? ISSUED : null);
  // The lists: started once the form shows, with the provinces read with the campaign, and told every province chosen.
  const formShown = ['editing', 'claiming', 'claimed', 'alreadyClaimed'].includes(expected.phase);
  expect(world.lists.map((lists) => lists.input)).toEqual(formShown ? [{ provinces: LOAD.provinces }] : []);
  expect(world.lists.flatMap((lists) => lists.told)).toEqual(expected.told.map((provinceId) => ({ type: 'province.select', provinceId })));
  expect(claimLocationsOf(snapshot) !== null).toBe(formShown);
  expect(claimFailureOf(snapshot)?.key ?? null).toBe(expected.phase === 'failed' || expected.phase === 'editing' ? expected.problem : null);
  const problems = claimProblemsOf(snapshot);
  if (!expected.attempted) expect(problems).toEqual({});
  else if (!complete(expected)) expect(Object.keys(problems).length).toBeGreaterThan(0);
  else expect(problems).toEqual({});
}

describeModel<Machine, ClaimWorld>({
  name: 'code claim',
  create: () => createCodeClaimMachine(),
  starts,
  world: () => ({ ...createBaseWorld(), lists: [] }),
  provide: (candidate, world) =>
    candidate.provide({
      actors: {
        load: world.calls.fake('load'),
        claim: world.calls.fake('claim'),
        loadPhoneRules: world.calls.fake('loadPhoneRules'),
        // A black box here (its own model test covers the lists): what it is started with and told.
        locations: fakeLocations(world.lists),
      },
    }) as Machine,
  sampler,
  check,
  journeys: {
    'the phone rules arrive after the campaign: the form shows only then, and the claim goes': {
      start: 'a campaign link before the phone rules arrive',
      events: [
        { type: 'xstate.done.actor.load', output: LOAD },
        { type: 'submit' },
        { type: 'field.change', field: 'name', value: 'Lê Thị Cúc' },
        RULES_LOADED,
        ...fillAddress({ name: 'Lê Thị Cúc', phone: '0912345678', address: '3 Hai Bà Trưng' }),
        { type: 'submit' },
        { type: 'xstate.done.actor.claim', output: ISSUED },
      ],
    },
    'phone rules that cannot be loaded: the page fails with its retry, which loads them again': {
      start: 'a campaign link before the phone rules arrive',
      events: [
        RULES_LOADED,
        { type: 'xstate.error.actor.load', error: networkDown() },
        { type: 'load.retry' },
        { type: 'xstate.done.actor.load', output: LOAD },
      ],
    },
    'phone rules that fail while the campaign is read: the retry loads both again': {
      start: 'a campaign link before the phone rules arrive',
      events: [
        { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
        { type: 'load.retry' },
        { type: 'xstate.done.actor.load', output: LOAD },
        { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
        { type: 'load.retry' },
        RULES_LOADED,
        { type: 'xstate.done.actor.load', output: LOAD },
        ...fillAddress({ name: 'Lê Thị Cúc', phone: '0912345678', address: '3 Hai Bà Trưng' }),
        { type: 'submit' },
        { type: 'xstate.done.actor.claim', output: ISSUED },
      ],
    },
    'a visitor claims the leaflet code, then the same number again': {
      start: 'a campaign link',
      events: [
        ...failsOfflineThenAnswers('load', LOAD),
        { type: 'submit' },
        ...fillAddress({ name: 'Lê Thị Cúc', phone: '0912345678', address: '3 Hai Bà Trưng' }),
        { type: 'submit' },
        { type: 'submit' },
        { type: 'xstate.error.actor.claim', error: networkDown() },
        { type: 'submit' },
        { type: 'xstate.error.actor.claim', error: apiError('conflict', 409) },
      ],
    },
  },
});
