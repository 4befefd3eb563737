import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Province } from '../../api/contract/locations';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations-values';
import { ApiError } from '../../api/errors';
import { loadPhoneRules } from '../../domain/phone-rules';
import type { PhoneRules } from '../../domain/phone-rules';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';
import { addressEditing } from '../locations/address-editing';
import type { AddressEditEvent } from '../locations/address-editing';
import { createLocationsMachine } from '../locations/locations.machine';
import { EMPTY_DELIVERY, isDeliveryComplete } from '../checkout/delivery-form';
import type { DeliveryField, DeliveryPhoneRules, DeliveryValues } from '../checkout/delivery-form';

/**
 * The claim page of a campaign code (issue 11, spec §3): the campaign (what it gives, until
 * when), then a name, a phone number and an address (province and ward of the lists, the street
 * as free text); the personal code issued. A number claims a campaign once: asking again says so.
 *
 *   loading ──both done──▶ form; ──404──▶ notFound; ──error──▶ failed ──load.retry──▶ loading
 *     (parallel: campaign: reading → read, the campaign and the provinces; rules: the phone rules)
 *   form: editing ──submit [complete]──▶ claiming ──done──▶ claimed
 *                                        ──409──▶ alreadyClaimed; ──error──▶ editing (the problem shown)
 *   The province and ward lists are the `locations` child (../locations), invoked with the form
 *   and given the provinces read with the campaign: each province chosen is told to it, and it
 *   asks for that province's wards; the page sends the wards' retry to it.
 *
 * The phone rules (libphonenumber's metadata, ≈29 kB gzip) are not in the page's first load: they
 * load with import() (`loadPhoneRules`, src/domain/phone-rules.ts) beside the campaign, unless the
 * input brings them, and the form shows once both are there, so no number is checked, and no claim
 * asked for, before they arrive. A load that fails is the page's failure, with its retry.
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
  /** The phone rules once loaded: the form shows only then. */
  phoneRules: DeliveryPhoneRules | null;
}

export interface CodeClaimInput {
  code: string;
  /** The account's own number, which the form starts with. */
  phone?: string;
  /** The phone rules, when already loaded; else the machine loads them. */
  phoneRules?: DeliveryPhoneRules | null;
}

export type CodeClaimEvent =
  | AddressEditEvent<ClaimField>
  | { type: 'submit' }
  | { type: 'load.retry' };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** The phone rules, which the form shows only with (the `loading` state waits for them). */
function rulesOf(context: Pick<CodeClaimContext, 'phoneRules'>): DeliveryPhoneRules {
  if (!context.phoneRules) throw new Error('the claim form shows only once the phone rules are loaded');
  return context.phoneRules;
}

export function claimRequestOf(context: Pick<CodeClaimContext, 'code' | 'values' | 'phoneRules'>): ClaimRequest {
  const phone = rulesOf(context).normalizePhone(context.values.phone);
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
      input: {} as CodeClaimInput,
      events: {} as CodeClaimEvent,
      // Invocation id -> actor: types snapshot.children.locations as the lists' actor.
      children: {} as { locations: 'locations'; load: 'load'; claim: 'claim'; loadPhoneRules: 'loadPhoneRules' },
    },
    actors: {
      load: fromPromise<ClaimLoad, { code: string }>(notSupplied('load')),
      locations: createLocationsMachine(),
      claim: fromPromise<IssuedCode, ClaimRequest>(notSupplied('claim')),
      loadPhoneRules: fromPromise<PhoneRules>(() => loadPhoneRules()),
    },
    guards: {
      missing: (_, params: { error: unknown }) => statusOf(params.error) === 404,
      claimedBefore: (_, params: { error: unknown }) => statusOf(params.error) === 409,
      hasPhoneRules: ({ context }) => context.phoneRules !== null,
      complete: ({ context }) => isDeliveryComplete(rulesOf(context), { ...context.values, email: '' }),
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
      storeRules: assign((_, params: { rules: DeliveryPhoneRules }) => ({ phoneRules: params.rules })),
    },
  }).createMachine({
    id: 'codeClaim',
    context: ({ input }) => ({
      code: input.code,
      campaign: null,
      provinces: [],
      values: { ...EMPTY_DELIVERY, phone: input.phone ?? '' },
      attempted: false,
      issued: null,
      problem: null,
      phoneRules: input.phoneRules ?? null,
    }),
    initial: 'loading',
    states: {
      loading: {
        description: 'The campaign behind the code and the provinces are read, and the phone rules loaded beside them: the form shows once both are there.',
        type: 'parallel',
        onDone: 'form',
        states: {
          campaign: {
            initial: 'reading',
            states: {
              reading: callState({
                src: 'load', input: ({ context }: { context: CodeClaimContext }) => ({ code: context.code }),
                done: 'read', store: 'loaded', as: 'output', refusals: [{ guard: { type: 'missing', params: errorOf }, target: '#codeClaim.notFound' }], failed: '#codeClaim.failed',
              }),
              read: { type: 'final' },
            },
          },
          rules: {
            description: 'The phone rules, loaded with import() unless already there (a retry after a failure keeps them).',
            initial: 'starting',
            states: {
              starting: { always: [{ guard: 'hasPhoneRules', target: 'ready' }, { target: 'loading' }] },
              loading: {
                invoke: {
                  id: 'loadPhoneRules',
                  src: 'loadPhoneRules',
                  onDone: { target: 'ready', actions: { type: 'storeRules', params: ({ event }) => ({ rules: event.output }) } },
                  // No connection: the page's failure, with its retry.
                  onError: { target: '#codeClaim.failed', actions: { type: 'setProblem', params: errorOf } },
                },
              },
              ready: { type: 'final' },
            },
          },
        },
      },
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
