import type { z } from 'zod';
import { HEADERS } from './contract/paths';
import type {
  Appointment,
  AppointmentStatus,
  AvailableDay,
  BookingTrack,
  CancelAppointmentRequest,
  CancellationAnswer,
  CancellationDetail,
  ConsultationMethod,
  CreateAppointmentRequest,
  DurationOption,
  DurationSelected,
  FamilyProfile,
} from './contract/consultations';
import type { pageMetaSchema } from './contract/endpoint';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import { orNull } from './swallow';

/**
 * Consultation calls on the Portal API (entries in src/api/contract/consultations.ts), in the
 * wizard's order: the durations and methods for the chosen reports, the available times, the
 * booking; then the caller's appointments, the booking track, the pending appointment, and the
 * cancellation. Each answers the decoded `data` (contract types, camelCase).
 *
 * The cancellation calls take the appointment's survey token (from the SMS link's fragment, kept
 * as surveyToken; null when this browser has none): it goes in the Survey-Token header, never in
 * the URL. A signed-in client sends its Authorization anyway, which is enough for its own
 * appointments.
 */
export type PortalClient = CallClient;

/* The contract (zod schemas) loads with the first call, not with the wizard (docs/performance.md). */
const endpoints = async () => (await import('./contract/consultations')).consultationEndpoints;

/** An appointment's survey token, or null when this browser does not hold one. */
export type SurveyToken = string | null;


/** The reports step's choice as the later steps send it: `test_report_ids=<id>,<id>`. */
const reportList = (testReportIds: readonly string[]) => testReportIds.join(',');

/** Step 1, for whom: the account's family profiles, with or without a gene test, by name. */
export async function getFamilyProfiles(client: PortalClient, signal?: AbortSignal): Promise<FamilyProfile[]> {
  // Its own contract module: the wizard's first step does not load the rest of the consultations' contract.
  return (await callEndpoint(client, async () => (await import('./contract/family-profiles')).familyProfilesEndpoint, { signal })).data;
}

/** Step 2: the lengths offered for these reports, shortest first, each with its price. */
export async function getDurations(client: PortalClient, testReportIds: readonly string[], signal?: AbortSignal): Promise<DurationOption[]> {
  return (await callEndpoint(client, async () => (await endpoints()).durations, { query: { testReportIds: reportList(testReportIds) }, signal })).data;
}

/** Step 3: how a consultation about these reports can be held. */
export async function getConsultationMethods(client: PortalClient, testReportIds: readonly string[], signal?: AbortSignal): Promise<ConsultationMethod[]> {
  return (await callEndpoint(client, async () => (await endpoints()).methods, { query: { testReportIds: reportList(testReportIds) }, signal })).data;
}

export interface AvailableTimeQuery {
  testReportIds: readonly string[];
  durationSelected: DurationSelected;
  consultationMethodId: number;
  /** The first day, yyyy-MM-dd in Vietnam (default today). */
  date?: string;
  /** Days from `date` (default and most 90). */
  daysRange?: number;
}

/** Step 4: the free start times, day by day in Vietnam; days without one are left out. */
export async function getAvailableTime(client: PortalClient, query: AvailableTimeQuery, signal?: AbortSignal): Promise<AvailableDay[]> {
  const { testReportIds, durationSelected, consultationMethodId, date, daysRange } = query;
  return (
    await callEndpoint(client, async () => (await endpoints()).availableTime, {
      query: {
        testReportIds: reportList(testReportIds),
        // Spec §7: duration_selected travels as JSON.
        durationSelected: JSON.stringify({ id: durationSelected.id, minutes: durationSelected.minutes }),
        consultationMethodId,
        ...(date === undefined ? {} : { date }),
        ...(daysRange === undefined ? {} : { daysRange }),
      },
      signal,
    })
  ).data;
}

/** Confirm: books the time. Rejects with ApiError 409 `slot_taken` when someone was quicker. */
export async function createAppointment(client: PortalClient, body: CreateAppointmentRequest, signal?: AbortSignal): Promise<Appointment> {
  return (await callEndpoint(client, async () => (await endpoints()).createAppointment, { body, signal })).data;
}

export interface AppointmentPage {
  data: Appointment[];
  meta: z.infer<typeof pageMetaSchema>;
}

/** My appointments, latest start first. */
export async function getMyAppointments(
  client: PortalClient,
  query: { page?: number; limit?: number; status?: AppointmentStatus } = {},
  signal?: AbortSignal,
): Promise<AppointmentPage> {
  return callEndpoint(client, async () => (await endpoints()).myAppointments, { query, signal });
}

export async function getBookingTrack(client: PortalClient, signal?: AbortSignal): Promise<BookingTrack> {
  return (await callEndpoint(client, async () => (await endpoints()).bookingTrack, { signal })).data;
}

/**
 * The appointment while it is pending (upcoming and unpaid), else null. Spec §8: this call never
 * rejects; the client has already logged and reported a failure.
 */
export async function getPendingAppointment(client: PortalClient, id: string, signal?: AbortSignal): Promise<Appointment | null> {
  return orNull(callEndpoint(client, async () => (await endpoints()).pendingAppointment, { params: { id }, signal }).then((answer) => answer.data));
}

export async function getCancellationAnswers(client: PortalClient, signal?: AbortSignal): Promise<CancellationAnswer[]> {
  return (await callEndpoint(client, async () => (await endpoints()).cancellationAnswers, { signal })).data;
}

export async function getCancellationDetail(client: PortalClient, id: string, token: SurveyToken, signal?: AbortSignal): Promise<CancellationDetail> {
  return (await callEndpoint(client, async () => (await endpoints()).cancellationDetail, { headers: { [HEADERS.surveyToken]: token }, params: { id }, signal })).data;
}

/** Cancels with the spec's payload (answer, answerText). */
export async function cancelAppointment(client: PortalClient, id: string, body: CancelAppointmentRequest, token: SurveyToken, signal?: AbortSignal): Promise<CancellationDetail> {
  return (await callEndpoint(client, async () => (await endpoints()).cancelAppointment, { headers: { [HEADERS.surveyToken]: token }, params: { id }, body, signal })).data;
}
