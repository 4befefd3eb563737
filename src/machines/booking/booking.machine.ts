import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type {
  Appointment,
  AvailableDay,
  ConsultationMethod,
  CreateAppointmentRequest,
  DurationOption,
  FamilyMember,
  FamilyProfile,
  PaymentType,
  TimeSlot,
} from '../../api/contract/consultations';
import type { CustomerProfile } from '../../api/contract/gene-test';
import { ApiError } from '../../api/errors';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import {
  appointmentRequest,
  dayOfSlot,
  findSlot,
  isPaymentType,
  keptDuration,
  keptMethod,
  keptSlot,
  memberProblemOf,
  preselectedReports,
  profileMember,
  reportChoicesOf,
  reportsStepDone,
  typedMember,
} from './booking-choices';
import type { MemberProblem, ReportsStepData } from './booking-choices';

/**
 * The consultation booking wizard (issue 25; spec §2 "Consultation booking, in this order:
 * reports, duration, method, time slot, payment method", §3 "Consultation", §9 90 days).
 *
 *   reports.{loading, ready, failed} ─next─▶ duration.{loading, ready, failed} ─next─▶ method.{…}
 *     ─next─▶ timeslot.{loading, ready, failed} ─next─▶ payment ─next─▶ summary ─confirm─▶ creating
 *   creating ──done──▶ booked;  ──409──▶ timeslot.loading (slotTaken: "no longer available", a fresh list)
 *            ──other error──▶ summary (the problem shown; confirm again retries)
 *   step.back goes to the step before as it was left (its options are those of the same choices);
 *   the options of the step left and of the later ones are dropped (they will be asked for again).
 *
 * Going forward a step always loads its options again for the choices before it (the server is
 * asked with them) and keeps the step's earlier choice only while the fresh options still offer it:
 * so changing the reports re-checks the duration, the method and the time on the way forward.
 * The appointment is for family members (isFamily, the spec's default) or for the account holder.
 * The edge supplies the calls (src/views/booking/booking-effects.ts).
 */

export interface DurationsCall {
  testReportIds: string[];
}
export interface MethodsCall {
  testReportIds: string[];
}
export interface AvailableTimeCall {
  testReportIds: string[];
  durationSelected: { id: DurationOption['id']; minutes: DurationOption['minutes'] };
  consultationMethodId: number;
}

export interface BookingInput {
  /** Reports to start with (the report page the wizard was opened from). */
  preselected: readonly string[];
}

export interface BookingContext {
  preselected: readonly string[];
  /** The account's gene-test profiles: the reports to choose from. */
  profiles: CustomerProfile[];
  /** The account's family profiles, with or without a gene test: whom the consultation can be for. */
  family: FamilyProfile[];
  selectedReports: string[];
  isFamily: boolean;
  familyMembers: FamilyMember[];
  memberProblem: MemberProblem | null;
  durations: DurationOption[];
  selectedDuration: DurationOption | null;
  methods: ConsultationMethod[];
  selectedConsultationMethod: ConsultationMethod | null;
  days: AvailableDay[];
  /** The calendar day whose times are shown (null: the chosen time's day, else the first). */
  shownDay: string | null;
  selectedTimeslot: TimeSlot | null;
  /** The time chosen was booked by someone else meanwhile: the fresh list says so. */
  slotTaken: boolean;
  selectedPaymentMethod: PaymentType | null;
  problem: CallProblem | null;
  appointment: Appointment | null;
}

export type BookingEvent =
  | { type: 'reports.toggle'; id: string }
  | { type: 'family.set'; isFamily: boolean }
  | { type: 'member.toggle'; profileId: string }
  | { type: 'member.add'; name: string; gender: string }
  | { type: 'member.remove'; index: number }
  | { type: 'duration.select'; id: string }
  | { type: 'method.select'; id: number }
  | { type: 'day.select'; date: string }
  | { type: 'slot.select'; startTime: string }
  | { type: 'payment.select'; method: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'load.retry' }
  | { type: 'confirm' };

const isSlotTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

export function createBookingMachine() {
  return setup({
    types: {
      context: {} as BookingContext,
      input: {} as BookingInput,
      events: {} as BookingEvent,
    },
    actors: {
      loadReports: fromPromise<ReportsStepData>(notSupplied('loadReports')),
      loadDurations: fromPromise<DurationOption[], DurationsCall>(notSupplied('loadDurations')),
      loadMethods: fromPromise<ConsultationMethod[], MethodsCall>(notSupplied('loadMethods')),
      loadTimes: fromPromise<AvailableDay[], AvailableTimeCall>(notSupplied('loadTimes')),
      createAppointment: fromPromise<Appointment, CreateAppointmentRequest>(notSupplied('createAppointment')),
    },
    guards: {
      isReportChoice: ({ context }, params: { id: string }) => reportChoicesOf(context.profiles).some((choice) => choice.id === params.id),
      isFamilyProfile: ({ context }, params: { profileId: string }) => context.family.some((profile) => profile.id === params.profileId),
      isNewMember: ({ context }, params: { name: string; gender: string }) => memberProblemOf(params.name, params.gender, context.familyMembers.length) === null,
      reportsDone: ({ context }) => reportsStepDone(context.selectedReports, context.isFamily, context.familyMembers),
      isOfferedDuration: ({ context }, params: { id: string }) => context.durations.some((option) => option.id === params.id),
      durationChosen: ({ context }) => context.selectedDuration !== null,
      isOfferedMethod: ({ context }, params: { id: number }) => context.methods.some((method) => method.id === params.id),
      methodChosen: ({ context }) => context.selectedConsultationMethod !== null,
      isAvailableDay: ({ context }, params: { date: string }) => context.days.some((day) => day.date === params.date),
      isOfferedSlot: ({ context }, params: { startTime: string }) => findSlot(context.days, params.startTime) !== null,
      slotChosen: ({ context }) => context.selectedTimeslot !== null,
      isPaymentMethod: (_, params: { method: string }) => isPaymentType(params.method),
      paymentChosen: ({ context }) => context.selectedPaymentMethod !== null,
      slotTaken: (_, params: { error: unknown }) => isSlotTaken(params.error),
    },
    actions: {
      clearProblem: assign({ problem: null }),
      forgetMemberProblem: assign({ memberProblem: null }),
      // Going back: the options of the step left and of those after it were for the choices before it.
      forgetOptions: assign(({ context }, params: { from: 'duration' | 'method' | 'timeslot' }) => ({
        durations: params.from === 'duration' ? [] : context.durations,
        methods: params.from === 'timeslot' ? context.methods : [],
        days: [],
        shownDay: null,
        slotTaken: false,
      })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      setProfiles: assign(({ context }, params: { loaded: ReportsStepData }) => ({
        profiles: params.loaded.profiles,
        family: params.loaded.family,
        selectedReports: preselectedReports(context.preselected, params.loaded.profiles),
      })),
      toggleReport: assign(({ context }, params: { id: string }) => ({
        selectedReports: context.selectedReports.includes(params.id)
          ? context.selectedReports.filter((id) => id !== params.id)
          : [...context.selectedReports, params.id],
      })),
      setFamily: assign((_, params: { isFamily: boolean }) => ({ isFamily: params.isFamily === true, memberProblem: null })),
      toggleMember: assign(({ context }, params: { profileId: string }) => {
        const chosen = context.familyMembers.some((member) => member.customerProfileId === params.profileId);
        if (chosen) return { familyMembers: context.familyMembers.filter((member) => member.customerProfileId !== params.profileId), memberProblem: null };
        if (context.familyMembers.length >= 5) return { memberProblem: 'full' as const };
        const profile = context.family.find((candidate) => candidate.id === params.profileId) as FamilyProfile;
        return { familyMembers: [...context.familyMembers, profileMember(profile)], memberProblem: null };
      }),
      addMember: assign(({ context }, params: { name: string; gender: string }) => ({
        familyMembers: [...context.familyMembers, typedMember(params.name, params.gender)],
        memberProblem: null,
      })),
      refuseMember: assign(({ context }, params: { name: string; gender: string }) => ({
        memberProblem: memberProblemOf(params.name, params.gender, context.familyMembers.length),
      })),
      removeMember: assign(({ context }, params: { index: number }) => ({
        familyMembers: context.familyMembers.filter((_, index) => index !== params.index),
        memberProblem: null,
      })),
      setDurations: assign(({ context }, params: { options: DurationOption[] }) => ({
        durations: params.options,
        selectedDuration: keptDuration(context.selectedDuration, params.options),
      })),
      selectDuration: assign(({ context }, params: { id: string }) => ({ selectedDuration: keptDuration({ id: params.id } as DurationOption, context.durations) })),
      setMethods: assign(({ context }, params: { options: ConsultationMethod[] }) => ({
        methods: params.options,
        selectedConsultationMethod: keptMethod(context.selectedConsultationMethod, params.options),
      })),
      selectMethod: assign(({ context }, params: { id: number }) => ({ selectedConsultationMethod: keptMethod({ id: params.id } as ConsultationMethod, context.methods) })),
      setDays: assign(({ context }, params: { days: AvailableDay[] }) => {
        const slot = keptSlot(context.selectedTimeslot, params.days);
        return {
          days: params.days,
          selectedTimeslot: slot,
          shownDay: (slot && dayOfSlot(params.days, slot.startTime)) ?? params.days[0]?.date ?? null,
        };
      }),
      showDay: assign((_, params: { date: string }) => ({ shownDay: params.date })),
      selectSlot: assign(({ context }, params: { startTime: string }) => ({
        selectedTimeslot: findSlot(context.days, params.startTime),
        shownDay: dayOfSlot(context.days, params.startTime),
        slotTaken: false,
      })),
      selectPayment: assign((_, params: { method: string }) => ({ selectedPaymentMethod: params.method as PaymentType })),
      markSlotTaken: assign({ slotTaken: true, selectedTimeslot: null }),
      setAppointment: assign((_, params: { appointment: Appointment }) => ({ appointment: params.appointment, problem: null })),
    },
  }).createMachine({
    id: 'booking',
    context: ({ input }) => ({
      preselected: input.preselected,
      profiles: [],
      family: [],
      selectedReports: [],
      isFamily: true,
      familyMembers: [],
      memberProblem: null,
      durations: [],
      selectedDuration: null,
      methods: [],
      selectedConsultationMethod: null,
      days: [],
      shownDay: null,
      selectedTimeslot: null,
      slotTaken: false,
      selectedPaymentMethod: null,
      problem: null,
      appointment: null,
    }),
    initial: 'reports',
    states: {
      reports: {
        description: "Step 1: the account's gene tests with a report (the holder's and the family's), and for whom (family profiles with or without a gene test).",
        initial: 'loading',
        states: {
          loading: {
            entry: 'clearProblem',
            invoke: {
              id: 'loadReports',
              src: 'loadReports',
              onDone: { target: 'ready', actions: { type: 'setProfiles', params: ({ event }) => ({ loaded: event.output }) } },
              onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          failed: { meta: { requirements: ['BK-6'] }, on: { 'load.retry': 'loading' } },
          ready: {
            on: {
              'reports.toggle': { meta: { requirements: ['BK-2'] }, guard: { type: 'isReportChoice', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'toggleReport', params: ({ event }) => ({ id: event.id }) } },
              'family.set': { actions: { type: 'setFamily', params: ({ event }) => ({ isFamily: event.isFamily }) } },
              'member.toggle': {
                guard: { type: 'isFamilyProfile', params: ({ event }) => ({ profileId: event.profileId }) },
                actions: { type: 'toggleMember', params: ({ event }) => ({ profileId: event.profileId }) },
              },
              'member.add': [
                {
                  guard: { type: 'isNewMember', params: ({ event }) => ({ name: event.name, gender: event.gender }) },
                  actions: { type: 'addMember', params: ({ event }) => ({ name: event.name, gender: event.gender }) },
                },
                { actions: { type: 'refuseMember', params: ({ event }) => ({ name: event.name, gender: event.gender }) } },
              ],
              'member.remove': { actions: { type: 'removeMember', params: ({ event }) => ({ index: event.index }) } },
              'step.next': { guard: 'reportsDone', meta: { requirements: ['BK-1'] }, target: '#booking.duration', actions: 'forgetMemberProblem' },
            },
          },
        },
      },
      duration: {
        description: 'Step 2: the session lengths offered for the chosen reports, priced.',
        initial: 'loading',
        on: { 'step.back': { meta: { requirements: ['BK-3'] }, target: '#booking.reports.ready', actions: ['clearProblem', { type: 'forgetOptions', params: { from: 'duration' } }] } },
        states: {
          loading: {
            entry: 'clearProblem',
            invoke: {
              id: 'loadDurations',
              src: 'loadDurations',
              input: ({ context }) => ({ testReportIds: context.selectedReports }),
              onDone: { target: 'ready', actions: { type: 'setDurations', params: ({ event }) => ({ options: event.output }) } },
              onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          failed: { meta: { requirements: ['BK-6'] }, on: { 'load.retry': 'loading' } },
          ready: {
            on: {
              'duration.select': { meta: { requirements: ['BK-2'] }, guard: { type: 'isOfferedDuration', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'selectDuration', params: ({ event }) => ({ id: event.id }) } },
              'step.next': { guard: 'durationChosen', meta: { requirements: ['BK-1'] }, target: '#booking.method' },
            },
          },
        },
      },
      method: {
        description: 'Step 3: how the consultation is held, among the methods of the doctors who read the reports.',
        initial: 'loading',
        on: { 'step.back': { meta: { requirements: ['BK-3'] }, target: '#booking.duration.ready', actions: ['clearProblem', { type: 'forgetOptions', params: { from: 'method' } }] } },
        states: {
          loading: {
            entry: 'clearProblem',
            invoke: {
              id: 'loadMethods',
              src: 'loadMethods',
              input: ({ context }) => ({ testReportIds: context.selectedReports }),
              onDone: { target: 'ready', actions: { type: 'setMethods', params: ({ event }) => ({ options: event.output }) } },
              onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          failed: { meta: { requirements: ['BK-6'] }, on: { 'load.retry': 'loading' } },
          ready: {
            on: {
              'method.select': { meta: { requirements: ['BK-2'] }, guard: { type: 'isOfferedMethod', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'selectMethod', params: ({ event }) => ({ id: event.id }) } },
              'step.next': { guard: 'methodChosen', meta: { requirements: ['BK-1'] }, target: '#booking.timeslot' },
            },
          },
        },
      },
      timeslot: {
        description: 'Step 4: the free times for the reports, length and method over 90 days, a calendar of days and their times in Vietnam.',
        initial: 'loading',
        on: { 'step.back': { meta: { requirements: ['BK-3'] }, target: '#booking.method.ready', actions: ['clearProblem', { type: 'forgetOptions', params: { from: 'timeslot' } }] } },
        states: {
          loading: {
            entry: 'clearProblem',
            invoke: {
              id: 'loadTimes',
              src: 'loadTimes',
              input: ({ context }) => ({
                testReportIds: context.selectedReports,
                durationSelected: { id: context.selectedDuration!.id, minutes: context.selectedDuration!.minutes },
                consultationMethodId: context.selectedConsultationMethod!.id,
              }),
              onDone: { target: 'ready', actions: { type: 'setDays', params: ({ event }) => ({ days: event.output }) } },
              onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          failed: { meta: { requirements: ['BK-6'] }, on: { 'load.retry': 'loading' } },
          ready: {
            on: {
              'day.select': { meta: { requirements: ['BK-2'] }, guard: { type: 'isAvailableDay', params: ({ event }) => ({ date: event.date }) }, actions: { type: 'showDay', params: ({ event }) => ({ date: event.date }) } },
              'slot.select': {
                meta: { requirements: ['BK-2'] },
                guard: { type: 'isOfferedSlot', params: ({ event }) => ({ startTime: event.startTime }) },
                actions: { type: 'selectSlot', params: ({ event }) => ({ startTime: event.startTime }) },
              },
              'step.next': { guard: 'slotChosen', meta: { requirements: ['BK-1'] }, target: '#booking.payment' },
            },
          },
        },
      },
      payment: {
        description: 'Step 5: bank transfer (VietQR) or payment at the consultation.',
        on: {
          'payment.select': {
            meta: { requirements: ['BK-2'] },
            guard: { type: 'isPaymentMethod', params: ({ event }) => ({ method: event.method }) },
            actions: { type: 'selectPayment', params: ({ event }) => ({ method: event.method }) },
          },
          'step.next': { guard: 'paymentChosen', meta: { requirements: ['BK-1'] }, target: 'summary' },
          'step.back': { meta: { requirements: ['BK-3'] }, target: '#booking.timeslot.ready', actions: 'clearProblem' },
        },
      },
      summary: {
        description: 'Every choice, to confirm; a refused booking says why here.',
        on: {
          confirm: { target: 'creating', actions: 'clearProblem', meta: { requirements: ['BK-4'] } },
          'step.back': { meta: { requirements: ['BK-3'] }, target: 'payment', actions: 'clearProblem' },
        },
      },
      creating: {
        invoke: {
          id: 'createAppointment',
          src: 'createAppointment',
          input: ({ context }) =>
            appointmentRequest({
              selectedReports: context.selectedReports,
              selectedDuration: context.selectedDuration!,
              selectedConsultationMethod: context.selectedConsultationMethod!,
              selectedTimeslot: context.selectedTimeslot!,
              selectedPaymentMethod: context.selectedPaymentMethod!,
              isFamily: context.isFamily,
              familyMembers: context.familyMembers,
            }),
          onDone: { target: 'booked', actions: { type: 'setAppointment', params: ({ event }) => ({ appointment: event.output }) } },
          onError: [
            { guard: { type: 'slotTaken', params: ({ event }) => ({ error: event.error }) }, target: '#booking.timeslot.loading', actions: 'markSlotTaken', meta: { requirements: ['BK-5'] } },
            { target: 'summary', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      booked: { type: 'final', description: 'The confirmation: payment state, transfer details, the calendar file.' },
    },
  });
}

export type BookingMachine = ReturnType<typeof createBookingMachine>;
export type BookingSnapshot = SnapshotFrom<BookingMachine>;
export type BookingActor = ActorRefFrom<BookingMachine>;
