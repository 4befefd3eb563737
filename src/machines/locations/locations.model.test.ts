import { expect } from '../testing/oracle-expect';
import type { Province, Ward } from '../../api/contract/locations';
import type { CallProblemKey } from '../calls/call-problem';
import { failsOfflineThenAnswers, networkDown, serverDown, shownProblemOf } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { createLocationsMachine } from './locations.machine';
import type { LocationsInput, LocationsMachine, LocationsSnapshot } from './locations.machine';
import { locationProblemOf, provincesOf, wardsOf } from './locations.selectors';

/**
 * The province and ward lists of an address form (the checkout's and the claim page's) against
 * spec §3 and §4: the provinces of Vietnam are asked for once, unless the page already has them,
 * and again only by the retry after a failure; a province chosen gets its own wards asked for
 * (the last one chosen wins: one wards call at a time, for it), and choosing none asks nothing
 * and shows no wards; a list that did not come says why and offers the retry that asks again.
 * The oracle reads the selects (the selectors) and the fake server's calls.
 */

type Machine = LocationsMachine;

const PROVINCES: Province[] = [
  { id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' },
  { id: '01', name: 'Thành phố Hà Nội', type: 'municipality' },
];
const wardsOfProvince = (provinceId: string): Ward[] => [{ id: provinceId === '79' ? '26734' : '00004', name: provinceId === '79' ? 'Phường Sài Gòn' : 'Phường Ba Đình', type: 'ward', provinceId }];

const starts: Record<string, LocationsInput> = {
  'lists to load (the checkout)': {},
  'provinces given (the claim page)': { provinces: PROVINCES },
};

function sampler(snapshot: LocationsSnapshot): SampleEvent[] {
  return [
    { type: 'province.select', provinceId: '79' },
    { type: 'province.select', provinceId: '01' },
    // The select's placeholder chosen again: no province.
    { type: 'province.select', provinceId: '' },
    { type: 'provinces.retry' },
    { type: 'wards.retry' },
    { type: 'xstate.done.actor.provinces', output: PROVINCES },
    { type: 'xstate.error.actor.provinces', error: networkDown() },
    { type: 'xstate.done.actor.wards', output: wardsOfProvince(snapshot.context.provinceId) },
    { type: 'xstate.error.actor.wards', error: serverDown() },
  ];
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

interface Expected {
  provinces: Status;
  wards: Status;
  /** The province last chosen. */
  chosen: string;
  /** The wards that came for it. */
  wardItems: Ward[];
  provincesProblem: CallProblemKey | null;
  wardsProblem: CallProblemKey | null;
  requests: Array<{ name: string; input: unknown }>;
}

function replay(input: LocationsInput, trace: Observation<Machine, BaseWorld>['trace']): Expected {
  const expected: Expected = { provinces: input.provinces ? 'ready' : 'loading', wards: 'idle', chosen: '', wardItems: [], provincesProblem: null, wardsProblem: null, requests: [] };
  if (!input.provinces) expected.requests.push({ name: 'provinces', input: undefined });
  const askWards = () => {
    expected.wards = 'loading';
    expected.requests.push({ name: 'wards', input: { provinceId: expected.chosen } });
  };
  for (const { event } of trace) {
    switch (event.type) {
      case 'province.select':
        expected.chosen = event.provinceId as string;
        expected.wardItems = [];
        if (expected.chosen) askWards();
        else expected.wards = 'idle';
        break;
      case 'provinces.retry':
        if (expected.provinces !== 'failed') break;
        expected.provinces = 'loading';
        expected.requests.push({ name: 'provinces', input: undefined });
        break;
      case 'wards.retry':
        if (expected.wards === 'failed') askWards();
        break;
      case 'xstate.done.actor.provinces':
        expected.provinces = 'ready';
        break;
      case 'xstate.error.actor.provinces':
        Object.assign(expected, { provinces: 'failed', provincesProblem: shownProblemOf(event.error).key });
        break;
      case 'xstate.done.actor.wards':
        Object.assign(expected, { wards: 'ready', wardItems: event.output as Ward[] });
        break;
      case 'xstate.error.actor.wards':
        Object.assign(expected, { wards: 'failed', wardsProblem: shownProblemOf(event.error).key });
        break;
    }
  }
  return expected;
}

function check({ snapshot, world, trace, input }: Observation<Machine, BaseWorld>): void {
  const expected = replay(input, trace);
  // What reached the server: the provinces once (or never, when given) and per retry; a chosen province's wards, for it.
  expect(world.calls.started.map(({ name, input: asked }) => ({ name, input: asked }))).toEqual(expected.requests);
  // One call per list at a time: a province chosen while its predecessor's wards are on their way asks only for its own.
  expect(world.calls.pending.filter((call) => call.name === 'wards').map((call) => call.input)).toEqual(expected.wards === 'loading' ? [{ provinceId: expected.chosen }] : []);
  expect(world.calls.pending.filter((call) => call.name === 'provinces')).toHaveLength(expected.provinces === 'loading' ? 1 : 0);
  // What the selects show.
  expect(provincesOf(snapshot)).toEqual({ status: expected.provinces, items: expected.provinces === 'ready' ? PROVINCES : [] });
  expect(wardsOf(snapshot)).toEqual({ status: expected.wards, items: expected.wards === 'ready' ? expected.wardItems : [] });
  // The wards shown are the chosen province's own.
  for (const ward of wardsOf(snapshot).items) expect(ward.provinceId).toBe(expected.chosen);
  // A list that did not come says why, with the retry that asks for it (the provinces first).
  const shown = locationProblemOf(snapshot);
  if (expected.provinces === 'failed') expect(shown).toEqual({ problem: expect.objectContaining({ key: expected.provincesProblem }), retry: { type: 'provinces.retry' } });
  else if (expected.wards === 'failed') expect(shown).toEqual({ problem: expect.objectContaining({ key: expected.wardsProblem }), retry: { type: 'wards.retry' } });
  else expect(shown).toBeNull();
}

describeModel<Machine, BaseWorld>({
  name: 'locations',
  create: () => createLocationsMachine(),
  starts,
  ...callsOnlyWorld<Machine>('provinces', 'wards'),
  sampler,
  check,
  journeys: {
    'the checkout: the provinces fail then come, a province chosen, changed, its wards fail then come': {
      start: 'lists to load (the checkout)',
      events: [
        ...failsOfflineThenAnswers('provinces', PROVINCES, 'provinces.retry'),
        { type: 'province.select', provinceId: '79' },
        { type: 'province.select', provinceId: '01' },
        ...failsOfflineThenAnswers('wards', wardsOfProvince('01'), 'wards.retry'),
        { type: 'province.select', provinceId: '' },
      ],
    },
    'the claim page: the provinces given, a province chosen before a failed list is retried': {
      start: 'provinces given (the claim page)',
      events: [
        { type: 'province.select', provinceId: '79' },
        { type: 'xstate.error.actor.wards', error: serverDown() },
        { type: 'province.select', provinceId: '01' },
        { type: 'xstate.done.actor.wards', output: wardsOfProvince('01') },
      ],
    },
  },
});
