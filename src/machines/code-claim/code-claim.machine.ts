import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Province } from '../../api/contract/locations';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations';
import { ApiError } from '../../api/errors';
import * as phoneRules from '../../domain/phone';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';
import { addressEditing } from '../locations/address-editing';
import type { AddressEditEvent } from '../locations/address-editing';
import { createLocationsMachine } from '../locations/locations.machine';
import { EMPTY_DELIVERY, isDeliveryComplete } from '../checkout/delivery-form';
import type { DeliveryField, DeliveryValues } from '../checkout/delivery-form';

/**
 * The claim page of a campaign code (issue 11, spec §3): the campaign (what it gives, until
 * when), then a name, a phone number and an address (province and ward of the lists, the street
 * as free text); the personal code issued. A number claims a campaign once: asking again says so.
 *
 *   loading ──done──▶ form ──404──▶ notFound; ──error──▶ failed ──load.retry──▶ loading
 *   form: editing ──submit [complete]──▶ claiming ──done──▶ claimed
 *                                        ──409──▶ alreadyClaimed; ──error──▶ editing (the problem shown)
 *   The province and ward lists are the `locations` child (../locations), invoked with the form
 *   and given the provinces read with the campaign: each province chosen is told to it, and it
 *   asks for that province's wards; the page sends the wards' retry to it.
 */

export interface Campaign {
  code: string;
  name: string;
  description: string;
}

export interface ClaimLoad {
  campaign: Campaign;
  provinces: Province[];
}

export interface ClaimRequest {
  code: string;
  name: string;
  phoneNumber: string;
  countryId: string;
  provinceId: string;
  wardId: string;
  locationDetail: string;
}

export interface IssuedCode {
  code: string;
}

type ClaimField = Exclude<DeliveryField, 'email'>;

export interface CodeClaimContext {
  code: string;
  campaign: Campaign | null;
  provinces: Province[];
  values: DeliveryValues;
  attempted: boolean;
  issued: IssuedCode | null;
  problem: CallProblem | null;
}

export type CodeClaimEvent =
  | AddressEditEvent<ClaimField>
  | { type: 'submit' }
  | { type: 'load.retry' };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

export function claimRequestOf(context: Pick<CodeClaimContext, 'code' | 'values'>): ClaimRequest {
  const phone = phoneRules.normalizePhone(context.values.phone);
  return {
    code: context.code,
    name: context.values.name.trim(),
    phoneNumber: phone.ok ? phone.e164 : context.values.phone,
    countryId: VIETNAM_COUNTRY_ID,
    provinceId: context.values.provinceId,
    wardId: context.values.wardId,
    locationDetail: context.values.address.trim(),
  };
}

export function createCodeClaimMachine() {
  return setup({
    types: {
      context: {} as CodeClaimContext,
      input: {} as { code: string; phone?: string },
      events: {} as CodeClaimEvent,
      // Invocation id -> actor: types snapshot.children.locations as the lists' actor.
      children: {} as { locations: 'locations'; load: 'load'; claim: 'claim' },
    },
    actors: {
      load: fromPromise<ClaimLoad, { code: string }>(notSupplied('load')),
      locations: createLocationsMachine(),
      claim: fromPromise<IssuedCode, ClaimRequest>(notSupplied('claim')),
    },
    guards: {
      missing: (_, params: { error: unknown }) => statusOf(params.error) === 404,
      claimedBefore: (_, params: { error: unknown }) => statusOf(params.error) === 409,
      complete: ({ context }) => isDeliveryComplete(phoneRules, { ...context.values, email: '' }),
    },
    actions: {
      loaded: assign((_, params: { output: ClaimLoad }) => ({ campaign: params.output.campaign, provinces: params.output.provinces, problem: null })),
      setField: assign(({ context }, params: { field: ClaimField; value: string }) => ({ values: { ...context.values, [params.field]: params.value } })),
      setProvince: assign(({ context }, params: { provinceId: string }) => ({ values: { ...context.values, provinceId: params.provinceId, wardId: '' } })),
      // The lists ask for the wards of the province chosen.
      tellProvince: sendTo('locations', (_, params: { provinceId: string }) => ({ type: 'province.select' as const, provinceId: params.provinceId })),
      attempt: assign({ attempted: true, problem: null }),
      setIssued: assign((_, params: { issued: IssuedCode }) => ({ issued: params.issued })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'codeClaim',
    context: ({ input }) => ({ code: input.code, campaign: null, provinces: [], values: { ...EMPTY_DELIVERY, phone: input.phone ?? '' }, attempted: false, issued: null, problem: null }),
    initial: 'loading',
    states: {
      loading: callState({
        src: 'load', input: ({ context }: { context: CodeClaimContext }) => ({ code: context.code }),
        done: 'form', store: 'loaded', as: 'output', refusals: [{ guard: { type: 'missing', params: errorOf }, target: 'notFound' }], failed: 'failed',
      }),
      notFound: {},
      failed: { on: { 'load.retry': 'loading' } },
      form: {
        invoke: { id: 'locations', src: 'locations', input: ({ context }) => ({ provinces: context.provinces }) },
        initial: 'editing',
        states: {
          editing: {
            on: {
              ...addressEditing<ClaimField>(),
              submit: [{ guard: 'complete', target: 'claiming', actions: 'attempt' }, { actions: 'attempt' }],
            },
          },
          claiming: callState({
            src: 'claim', input: ({ context }: { context: CodeClaimContext }) => claimRequestOf(context),
            done: 'claimed', store: 'setIssued', as: 'issued', refusals: [{ guard: { type: 'claimedBefore', params: errorOf }, target: 'alreadyClaimed' }], failed: 'editing',
          }),
          claimed: {},
          alreadyClaimed: {},
        },
      },
    },
  });
}

export type CodeClaimMachine = ReturnType<typeof createCodeClaimMachine>;
export type CodeClaimSnapshot = SnapshotFrom<CodeClaimMachine>;
export type CodeClaimActor = ActorRefFrom<CodeClaimMachine>;
