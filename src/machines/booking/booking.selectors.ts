import type { Appointment, AvailableDay, ConsultationMethod, DurationOption, FamilyMember, FamilyProfile, PaymentType, TimeSlot } from '../../api/contract/consultations';
import { paymentTypes } from '../../api/contract/consultation-rules';
import type { CustomerProfile } from '../../api/contract/gene-test';
import type { CallProblem } from '../calls/call-problem';
import { isUntested, reportChoicesOf } from './booking-choices';
import type { MemberProblem } from './booking-choices';
import type { BookingSnapshot } from './booking.machine';

/**
 * What the booking page shows: the step indicator, the current step's options with what is
 * chosen, whether its options are loading or failed, the summary, and the booked appointment.
 */

/** The wizard's steps in the spec's order, then the summary to confirm. */
export const BOOKING_STEPS = ['reports', 'duration', 'method', 'timeslot', 'payment', 'summary'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type BookingView = BookingStep | 'creating' | 'booked';

export function viewOf(snapshot: BookingSnapshot): BookingView {
  for (const view of ['reports', 'duration', 'method', 'timeslot', 'payment', 'summary', 'creating', 'booked'] as const) {
    if (snapshot.matches(view)) return view;
  }
  return 'reports';
}

/** The step the indicator marks current (creating is still the summary's). */
export function currentStepOf(snapshot: BookingSnapshot): BookingStep | null {
  const view = viewOf(snapshot);
  if (view === 'booked') return null;
  return view === 'creating' ? 'summary' : view;
}

export type StepStatus = 'done' | 'current' | 'upcoming';

export function stepIndicatorOf(snapshot: BookingSnapshot): Array<{ step: BookingStep; status: StepStatus }> {
  const current = currentStepOf(snapshot);
  const at = current === null ? BOOKING_STEPS.length : BOOKING_STEPS.indexOf(current);
  return BOOKING_STEPS.map((step, index) => ({ step, status: index < at ? 'done' : index === at ? 'current' : 'upcoming' }));
}

export type OptionsStatus = 'loading' | 'ready' | 'failed';

/** Whether the current step's options are on their way, here, or failed to come. */
export function optionsStatusOf(snapshot: BookingSnapshot): OptionsStatus {
  const view = viewOf(snapshot);
  if (view === 'reports' || view === 'duration' || view === 'method' || view === 'timeslot') {
    if (snapshot.matches({ [view]: 'loading' })) return 'loading';
    if (snapshot.matches({ [view]: 'failed' })) return 'failed';
  }
  return 'ready';
}

/** Why options failed to load, or the booking was refused (on the summary). */
export function problemOf(snapshot: BookingSnapshot): CallProblem | null {
  return optionsStatusOf(snapshot) === 'failed' || snapshot.matches('summary') ? snapshot.context.problem : null;
}

export interface ReportOption {
  id: string;
  profile: CustomerProfile;
  chosen: boolean;
}

export function reportOptionsOf(snapshot: BookingSnapshot): ReportOption[] {
  const chosen = snapshot.context.selectedReports;
  return reportChoicesOf(snapshot.context.profiles).map((choice) => ({ ...choice, chosen: chosen.includes(choice.id) }));
}

export function selectedReportsOf(snapshot: BookingSnapshot): ReportOption[] {
  const options = reportOptionsOf(snapshot);
  return snapshot.context.selectedReports.flatMap((id) => options.filter((option) => option.id === id));
}

export interface ForWhom {
  isFamily: boolean;
  /** The account's family profiles, each with whether they are among the people and whether they have no gene test yet. */
  family: Array<{ profile: FamilyProfile; chosen: boolean; untested: boolean }>;
  /** Everyone the consultation is for, in the order added. */
  members: FamilyMember[];
  problem: MemberProblem | null;
}

export function forWhomOf(snapshot: BookingSnapshot): ForWhom {
  const { isFamily, familyMembers, family, memberProblem } = snapshot.context;
  return {
    isFamily,
    family: family.map((profile) => ({ profile, chosen: familyMembers.some((member) => member.customerProfileId === profile.id), untested: isUntested(profile) })),
    members: familyMembers,
    problem: memberProblem,
  };
}

export function durationOptionsOf(snapshot: BookingSnapshot): Array<DurationOption & { chosen: boolean }> {
  const chosen = snapshot.context.selectedDuration?.id;
  return snapshot.context.durations.map((option) => ({ ...option, chosen: option.id === chosen }));
}

export function methodOptionsOf(snapshot: BookingSnapshot): Array<ConsultationMethod & { chosen: boolean }> {
  const chosen = snapshot.context.selectedConsultationMethod?.id;
  return snapshot.context.methods.map((method) => ({ ...method, chosen: method.id === chosen }));
}

export interface Calendar {
  /** The days with a free time (Vietnam dates, in order). */
  days: Array<{ date: string; times: number; shown: boolean; chosen: boolean }>;
  shownDay: string | null;
  /** The shown day's times, in order, each with whether it is the chosen one. */
  times: Array<TimeSlot & { chosen: boolean }>;
  /** The time chosen earlier was taken by someone else: this is a fresh list. */
  slotTaken: boolean;
}

export function calendarOf(snapshot: BookingSnapshot): Calendar {
  const { days, shownDay, selectedTimeslot, slotTaken } = snapshot.context;
  const shown: AvailableDay | undefined = days.find((day) => day.date === shownDay) ?? days[0];
  const chosenDay = selectedTimeslot ? days.find((day) => day.slots.some((slot) => slot.startTime === selectedTimeslot.startTime))?.date : undefined;
  return {
    days: days.map((day) => ({ date: day.date, times: day.slots.length, shown: day === shown, chosen: day.date === chosenDay })),
    shownDay: shown?.date ?? null,
    times: (shown?.slots ?? []).map((slot) => ({ ...slot, chosen: slot.startTime === selectedTimeslot?.startTime })),
    slotTaken,
  };
}

export function paymentOptionsOf(snapshot: BookingSnapshot): Array<{ method: PaymentType; chosen: boolean }> {
  return paymentTypes.map((method) => ({ method, chosen: method === snapshot.context.selectedPaymentMethod }));
}

/** Every choice, for the summary (null while a step is not chosen). */
export function choicesOf(snapshot: BookingSnapshot) {
  const { selectedDuration, selectedConsultationMethod, selectedTimeslot, selectedPaymentMethod, isFamily, familyMembers } = snapshot.context;
  return {
    selectedReports: selectedReportsOf(snapshot),
    selectedDuration,
    selectedConsultationMethod,
    selectedTimeslot,
    selectedPaymentMethod,
    isFamily,
    familyMembers: isFamily ? familyMembers : [],
  };
}

export function appointmentOf(snapshot: BookingSnapshot): Appointment | null {
  return snapshot.matches('booked') ? snapshot.context.appointment : null;
}

/** The controls the page offers now. */
export function actionsOf(snapshot: BookingSnapshot) {
  const view = viewOf(snapshot);
  const status = optionsStatusOf(snapshot);
  return {
    back: view !== 'reports' && view !== 'creating' && view !== 'booked',
    /** Next, once the step's choice is made. */
    next: view !== 'summary' && snapshot.can({ type: 'step.next' }),
    retry: status === 'failed',
    confirm: view === 'summary',
    /** Waiting for the booking's answer. */
    confirming: view === 'creating',
  };
}
