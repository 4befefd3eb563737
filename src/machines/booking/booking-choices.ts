import type { AvailableDay, ConsultationMethod, CreateAppointmentRequest, DurationOption, FamilyMember, FamilyProfile, PaymentType, TimeSlot } from '../../api/contract/consultations';
import { MAX_FAMILY_MEMBERS, MAX_REPORTS_PER_CONSULTATION, paymentTypes } from '../../api/contract/consultation-rules';
import type { CustomerProfile } from '../../api/contract/gene-test';
import type { Gender } from '../../api/contract/person';

/**
 * The booking wizard's choices as plain rules (the machine's guards and actions call them, the
 * selectors too): which reports can be chosen, which family members, whether a choice is still
 * offered after its options were loaded again, and the appointment a finished wizard books.
 */

/** A report that can be chosen: a gene test of one of the account's profiles, with its report ready. */
export interface ReportChoice {
  id: string;
  profile: CustomerProfile;
}

export function reportChoicesOf(profiles: readonly CustomerProfile[]): ReportChoice[] {
  return profiles.filter((profile) => profile.geneTest.reportResults !== null).map((profile) => ({ id: profile.geneTest.id, profile }));
}

/**
 * What the reports step starts from: the account's gene-test profiles (GET /customer/: only those
 * with a gene test) whose reports can be chosen, and its family profiles the consultation can be
 * for, tested or not yet (GET …/family-profiles/).
 */
export interface ReportsStepData {
  profiles: CustomerProfile[];
  family: FamilyProfile[];
}

/** A family profile with no gene test yet: they can be the one the consultation is for, with no report of their own. */
export const isUntested = (profile: FamilyProfile) => profile.geneTestStatus === null;

/** The reports a wizard opened from a report page starts with: those of the list that can be chosen. */
export function preselectedReports(preselected: readonly string[], profiles: readonly CustomerProfile[]): string[] {
  const choosable = new Set(reportChoicesOf(profiles).map((choice) => choice.id));
  return [...new Set(preselected.map((id) => id.toLowerCase()))].filter((id) => choosable.has(id));
}

export const MAX_MEMBER_NAME = 120;

export type MemberProblem = 'name' | 'gender' | 'full';

/** Why a person typed in cannot be added, or null. Gender as the form sends it: "1" male, "2" female, "3" unspecified. */
export function memberProblemOf(name: string, gender: string, count: number): MemberProblem | null {
  if (count >= MAX_FAMILY_MEMBERS) return 'full';
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_MEMBER_NAME) return 'name';
  if (!['1', '2', '3'].includes(gender)) return 'gender';
  return null;
}

export function typedMember(name: string, gender: string): FamilyMember {
  return { customerProfileId: null, name: name.trim(), gender: Number(gender) as Gender };
}

export function profileMember(profile: Pick<FamilyProfile, 'id' | 'name' | 'gender'>): FamilyMember {
  return { customerProfileId: profile.id, name: profile.name, gender: profile.gender };
}

/** The reports step is done: 1 to 8 reports, and for a family consultation 1 to 5 people. */
export function reportsStepDone(reports: readonly string[], isFamily: boolean, members: readonly FamilyMember[]): boolean {
  if (reports.length === 0 || reports.length > MAX_REPORTS_PER_CONSULTATION) return false;
  return !isFamily || (members.length > 0 && members.length <= MAX_FAMILY_MEMBERS);
}

/** A later choice survives fresh options only while they still offer it. */
export const keptDuration = (chosen: DurationOption | null, options: readonly DurationOption[]) => (chosen && options.find((option) => option.id === chosen.id)) ?? null;
export const keptMethod = (chosen: ConsultationMethod | null, options: readonly ConsultationMethod[]) => (chosen && options.find((option) => option.id === chosen.id)) ?? null;

export function findSlot(days: readonly AvailableDay[], startTime: string): TimeSlot | null {
  for (const day of days) for (const slot of day.slots) if (slot.startTime === startTime) return slot;
  return null;
}

export function keptSlot(chosen: TimeSlot | null, days: readonly AvailableDay[]): TimeSlot | null {
  if (!chosen) return null;
  const found = findSlot(days, chosen.startTime);
  return found && found.endTime === chosen.endTime ? found : null;
}

/** The Vietnam day a slot of the list is on. */
export function dayOfSlot(days: readonly AvailableDay[], startTime: string): string | null {
  return days.find((day) => day.slots.some((slot) => slot.startTime === startTime))?.date ?? null;
}

export const isPaymentType = (value: string): value is PaymentType => (paymentTypes as readonly string[]).includes(value);

export interface FinishedChoices {
  selectedReports: readonly string[];
  selectedDuration: DurationOption;
  selectedConsultationMethod: ConsultationMethod;
  selectedTimeslot: TimeSlot;
  selectedPaymentMethod: PaymentType;
  isFamily: boolean;
  familyMembers: readonly FamilyMember[];
}

/** The spec's appointment payload (and the reports it is about) for a finished wizard. */
export function appointmentRequest(choices: FinishedChoices): CreateAppointmentRequest {
  return {
    startTime: choices.selectedTimeslot.startTime,
    endTime: choices.selectedTimeslot.endTime,
    consultationMethodId: choices.selectedConsultationMethod.id,
    durationSelected: { id: choices.selectedDuration.id, minutes: choices.selectedDuration.minutes },
    testReportIds: [...choices.selectedReports],
    isFamily: choices.isFamily,
    familyMembers: choices.isFamily ? [...choices.familyMembers] : [],
    paymentType: choices.selectedPaymentMethod,
  };
}
