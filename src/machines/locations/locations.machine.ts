import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Province, Ward } from '../../api/contract/locations';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState } from '../calls/call-state';

/**
 * The province and ward lists of an address form (Vietnam's, `/locations/*`): one child machine
 * that the checkout and the code claim both invoke, as their pages share one pair of selects.
 *
 *   provinces: start ──[given with the input]──▶ ready
 *                    ──────────────────────────▶ loading ──▶ ready | failed ──provinces.retry──▶ loading
 *   wards:     idle ──province.select [a province]──▶ loading ──▶ ready | failed ──wards.retry──▶ loading
 *                   ──province.select (none)───────▶ idle
 *
 * The parent keeps the values chosen (its form's province and ward) and tells this machine each
 * province chosen (`province.select`, prefilled ones too); the page sends the retries here.
 */

export interface LocationsInput {
  /** The provinces when the parent already has them (the claim page reads them with its campaign); else they are loaded. */
  provinces?: readonly Province[];
}

export interface LocationsContext {
  given: boolean;
  provinceId: string;
  provinces: readonly Province[];
  wards: readonly Ward[];
  /** Why the provinces, or the wards, did not come (each list its own, each with its retry). */
  provincesProblem: CallProblem | null;
  wardsProblem: CallProblem | null;
}

export type LocationsEvent = { type: 'province.select'; provinceId: string } | { type: 'provinces.retry' } | { type: 'wards.retry' };

export function createLocationsMachine() {
  return setup({
    types: {
      context: {} as LocationsContext,
      input: {} as LocationsInput,
      events: {} as LocationsEvent,
    },
    actors: {
      provinces: fromPromise<Province[]>(notSupplied('provinces')),
      wards: fromPromise<Ward[], { provinceId: string }>(notSupplied('wards')),
    },
    guards: {
      provincesGiven: ({ context }) => context.given,
      chosen: (_, params: { provinceId: string }) => params.provinceId !== '',
    },
    actions: {
      setProvince: assign((_, params: { provinceId: string }) => ({ provinceId: params.provinceId, wards: [] })),
      setProvinces: assign((_, params: { provinces: Province[] }) => ({ provinces: params.provinces })),
      setWards: assign((_, params: { wards: Ward[] }) => ({ wards: params.wards })),
      setProvincesProblem: assign((_, params: { error: unknown }) => ({ provincesProblem: toCallProblem(params.error) })),
      setWardsProblem: assign((_, params: { error: unknown }) => ({ wardsProblem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'locations',
    type: 'parallel',
    context: ({ input }) => ({ given: input.provinces !== undefined, provinceId: '', provinces: input.provinces ?? [], wards: [], provincesProblem: null, wardsProblem: null }),
    states: {
      provinces: {
        initial: 'start',
        states: {
          start: { always: [{ guard: 'provincesGiven', target: 'ready' }, { target: 'loading' }] },
          loading: callState({ src: 'provinces', done: 'ready', store: 'setProvinces', as: 'provinces', failed: 'failed', problem: 'setProvincesProblem' }),
          ready: {},
          failed: { on: { 'provinces.retry': 'loading' } },
        },
      },
      wards: {
        initial: 'idle',
        on: {
          'province.select': [
            {
              guard: { type: 'chosen', params: ({ event }) => ({ provinceId: event.provinceId }) },
              target: '.loading',
              actions: { type: 'setProvince', params: ({ event }) => ({ provinceId: event.provinceId }) },
            },
            { target: '.idle', actions: { type: 'setProvince', params: ({ event }) => ({ provinceId: event.provinceId }) } },
          ],
        },
        states: {
          idle: {},
          loading: callState({
            src: 'wards', input: ({ context }: { context: LocationsContext }) => ({ provinceId: context.provinceId }),
            done: 'ready', store: 'setWards', as: 'wards',
            failed: 'failed', problem: 'setWardsProblem',
          }),
          ready: {},
          failed: { on: { 'wards.retry': 'loading' } },
        },
      },
    },
  });
}

export type LocationsMachine = ReturnType<typeof createLocationsMachine>;
export type LocationsSnapshot = SnapshotFrom<LocationsMachine>;
export type LocationsActor = ActorRefFrom<LocationsMachine>;
