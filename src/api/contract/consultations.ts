import { z } from 'zod';
import { personNameText } from './person-name';
import { e164Schema } from './e164';
import { familyProfilesEndpoint } from './family-profiles';
import { pricesSchema } from './prices';
import { endpoint, failure, HEADERS, listEnvelope, operationsEndpoint, pageEnvelope, resourceEnvelope } from './endpoint';
import { geneTestPackageSlugSchema } from './gene-test';
import { isoInstantSchema, listQueryShape } from './listing';
import { calendarDateSchema, genderSchema } from './person';
import { MAX_FAMILY_MEMBERS, MAX_REPORTS_PER_CONSULTATION, paymentTypes } from './consultation-rules';

/*
 * Doctor consultations on the Portal API (spec §2 "Consultation booking", §3 "Consultation", §7,
 * §9; issue 25): the booking wizard's options (durations, methods, available times), the booking
 * itself, the signed-in user's appointments, the cancellation with an answer, and operations'
 * mark-paid. The rules, and why, are in server/portal-api/consultations/README.md.
 *
 * - Every booking call is signed in (Authorization: Token …). The cancellation calls also take the
 *   appointment's survey token instead (the Survey-Token header; see `surveyTokenHeadersSchema`).
 * - Time: every instant is ISO 8601 in UTC; days, working hours, "today" and the local times the
 *   answers add (`date`, `time`) are Asia/Ho_Chi_Minh (UTC+7 all year), whatever the zone of the
 *   device or the server.
 * - The wizard's order (spec §2): reports → duration → method → time slot → payment method. Each
 *   step's options depend on the choices before it, so each call takes them: `test_report_ids`
 *   (the reports to talk about, the caller's own or their family's gene tests with a report), then
 *   `duration_selected`, then `consultation_method_id`.
 * - Doctors are not chosen: a slot is offered when at least one doctor who reads every chosen
 *   report, offers the method and is free then; the booking gives it to such a doctor.
 * - No double booking: the database refuses two bookings of one doctor's time (a booked 15-minute
 *   unit is a primary key), so of two people confirming the same slot exactly one gets it; the
 *   other gets 409 `slot_taken` and picks another time from a fresh list.
 */

// ---- lookups ---------------------------------------------------------------------------------

/** Session lengths in minutes (spec §3 "Service catalogue": consultation-session-15 … -120-min). */
export const consultationDurations = [15, 30, 60, 90, 120] as const;
export type ConsultationMinutes = (typeof consultationDurations)[number];

/** The shop's package that prices a session of this length. */
export const consultationPackageSlugOf = (minutes: ConsultationMinutes) => `consultation-session-${minutes}-min` as const;
export const consultationPackageSlugs = consultationDurations.map(consultationPackageSlugOf);
export type ConsultationPackageSlug = ReturnType<typeof consultationPackageSlugOf>;

/** Spec §9: the consultation search range, in days from today (today included). */
export const CONSULTATION_DAYS_RANGE = 90;
/** A slot starts at least this long after the booking (cal.com's "minimum booking notice"). */
export const MINIMUM_NOTICE_MINUTES = 120;
/** The booked-time unit: every slot starts and ends on a quarter hour. */
export const BOOKING_UNIT_MINUTES = 15;
/** The wizard's rules (the most reports and family members, the payment types) are plain values the wizard's first load takes without zod. */
export { MAX_FAMILY_MEMBERS, MAX_REPORTS_PER_CONSULTATION, paymentTypes } from './consultation-rules';
export type { PaymentType } from './consultation-rules';

/** How a consultation is held. */
export const consultationMethodKinds = ['video_call', 'phone', 'in_person'] as const;
export type ConsultationMethodKind = (typeof consultationMethodKinds)[number];

export const paymentStatuses = ['unpaid', 'paid'] as const;

/** An appointment's status, derived from the time and the cancellation. */
export const appointmentStatuses = ['upcoming', 'in_progress', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/**
 * The pages the text messages link to, in the browser app, with the appointment's survey token in
 * the fragment (`#t=<token>`): a fragment never reaches a server, so the token is in no access log
 * and no Referer; the page keeps it (storage key surveyToken) and sends it as Survey-Token.
 */
export const consultationPagePaths = {
  cancellation: (appointmentId: string) => `/consultations/${appointmentId}/cancel`,
  preConsultationSurvey: (appointmentId: string) => `/consultations/${appointmentId}/pre-survey`,
  postConsultationSurvey: (appointmentId: string) => `/consultations/${appointmentId}/post-survey`,
} as const;
/** The fragment parameter that carries the survey token in those links. */
export const SURVEY_TOKEN_FRAGMENT = 't';

// ---- shared schemas --------------------------------------------------------------------------

export const appointmentIdSchema = z.uuid().meta({ description: 'Appointment id', example: '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10' });

export const appointmentReferenceSchema = z
  .string()
  .regex(/^GWC-\d{4}-\d{6,}$/)
  .meta({ description: 'Appointment reference (the bank transfer description): GWC, the year, a sequence number', example: 'GWC-2026-000123' });

export const surveyTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .meta({ description: "The appointment's survey token: 32 bytes, base64url, from the links of its text messages", example: 'Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E' });

/** Survey-Token: what opens an appointment's cancellation and surveys without signing in. */
export const surveyTokenHeadersSchema = z.object({
  [HEADERS.surveyToken]: z.string().max(100).optional().meta({
    description:
      "Survey-Token: the appointment's survey token, from the link in its text messages (…#t=<token>; kept by the browser as surveyToken). Not needed by the signed-in account the appointment belongs to. A wrong or missing one answers as if the appointment did not exist (404)",
    example: 'Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E',
  }),
});

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const reportIdsPattern = new RegExp(`^${UUID}(,${UUID}){0,${MAX_REPORTS_PER_CONSULTATION - 1}}$`);

/**
 * `test_report_ids=<id>,<id>`: the gene tests (with their report) to talk about, the caller's own
 * or their family's (customer profiles of the account). Any other id answers 404, like an unknown
 * one. A query stays text in the contract (the wire codec checks a value on both of its sides):
 * `reportIdsOf` reads the ids.
 */
export const testReportIdsQuerySchema = z
  .string()
  .regex(reportIdsPattern)
  .meta({ description: `Comma-separated gene test ids (1 to ${MAX_REPORTS_PER_CONSULTATION}) whose reports the consultation is about`, example: '7a1d0000-0000-4000-8000-000000000101' });

/** The ids of a `test_report_ids` list (checked by its schema), lower case, each once. */
export const reportIdsOf = (list: string): string[] => [...new Set(list.toLowerCase().split(','))];

export const testReportIdsSchema = z
  .array(z.uuid())
  .min(1)
  .max(MAX_REPORTS_PER_CONSULTATION)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { params: { i18nKey: 'field.duplicate_items' } })
  .meta({ description: `The gene tests (1 to ${MAX_REPORTS_PER_CONSULTATION}, no repeats) whose reports the consultation is about` });

/** The chosen duration as the duration step answers it (its `id` and `minutes`). */
export const durationSelectedSchema = z
  .strictObject({
    id: z.enum(consultationPackageSlugs).meta({ description: 'The consultation-session package (the duration option’s id)' }),
    minutes: z.literal(consultationDurations),
  })
  .refine((value) => value.id === consultationPackageSlugOf(value.minutes), { params: { i18nKey: 'field.invalid_duration_selected' } })
  .meta({ id: 'DurationSelected', description: 'A duration option: its id (the consultation-session package) and minutes, which must agree', example: { id: 'consultation-session-30-min', minutes: 30 } });
export type DurationSelected = z.infer<typeof durationSelectedSchema>;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `duration_selected` in a query: the same object, as JSON (spec §7); `durationSelectedOf` reads it. */
export const durationSelectedQuerySchema = z
  .string()
  .max(200)
  .refine((text) => durationSelectedSchema.safeParse(parsedJson(text)).success, { params: { i18nKey: 'field.invalid_duration_selected' } })
  .meta({ description: 'The chosen duration option as JSON: {"id":"consultation-session-30-min","minutes":30}', example: '{"id":"consultation-session-30-min","minutes":30}' });

/** The duration a `duration_selected` query holds (checked by its schema). */
export const durationSelectedOf = (text: string): DurationSelected => durationSelectedSchema.parse(parsedJson(text));

export const consultationMethodIdSchema = z.coerce.number().int().min(1).max(1_000).meta({ description: 'A consultation method id (GET /consultation-method/)', example: 1 });

// ---- the wizard's options ----------------------------------------------------------------------

export const reportChoiceQuerySchema = z.object({ testReportIds: testReportIdsQuerySchema });

export const durationOptionSchema = z
  .object({
    id: z.enum(consultationPackageSlugs).meta({ description: 'The consultation-session package that prices it; send back as duration_selected.id' }),
    minutes: z.literal(consultationDurations),
    name: z.string().meta({ description: 'The package name in the answer’s language' }),
    price: pricesSchema.meta({ description: 'What the session costs (the package’s promotional price while it has one)' }),
    recommended: z.boolean().meta({ description: 'The shortest offered length: enough time for the chosen reports' }),
  })
  .meta({ id: 'ConsultationDurationOption' });
export type DurationOption = z.infer<typeof durationOptionSchema>;

export const consultationMethodSchema = z
  .object({
    id: z.number().int().min(1),
    kind: z.enum(consultationMethodKinds),
    title: z.string().meta({ description: 'In the answer’s language', example: 'Video call' }),
    description: z.string(),
  })
  .meta({ id: 'ConsultationMethod' });
export type ConsultationMethod = z.infer<typeof consultationMethodSchema>;

export const availableTimeQuerySchema = z.object({
  date: calendarDateSchema.optional().meta({ description: 'The first day to search, yyyy-MM-dd in Vietnam (default today); not before today', example: '2026-12-01' }),
  testReportIds: testReportIdsQuerySchema,
  durationSelected: durationSelectedQuerySchema,
  consultationMethodId: consultationMethodIdSchema,
  daysRange: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONSULTATION_DAYS_RANGE)
    .default(CONSULTATION_DAYS_RANGE)
    .meta({ description: `Days to search from date (default ${CONSULTATION_DAYS_RANGE}); never past the ${CONSULTATION_DAYS_RANGE}th day from today` }),
});

export const timeSlotSchema = z
  .object({
    startTime: isoInstantSchema,
    endTime: isoInstantSchema,
    time: z.string().regex(/^\d{2}:\d{2}$/).meta({ description: 'The start in Vietnam, HH:mm', example: '09:30' }),
  })
  .meta({ id: 'ConsultationTimeSlot' });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const availableDaySchema = z
  .object({
    date: calendarDateSchema.meta({ description: 'A day in Vietnam, yyyy-MM-dd' }),
    slots: z.array(timeSlotSchema).min(1).meta({ description: 'Start times in order; a day without any is left out of the list' }),
  })
  .meta({ id: 'ConsultationAvailableDay' });
export type AvailableDay = z.infer<typeof availableDaySchema>;

// ---- for whom: the account's family ------------------------------------------------------------

// The family profiles' schema and read are family-profiles.ts: the wizard's first step loads them
// without the rest of this contract (docs/performance.md).
export { familyProfileSchema } from './family-profiles';
export type { FamilyProfile } from './family-profiles';

// ---- the appointment ---------------------------------------------------------------------------

export const familyMemberSchema = z
  .strictObject({
    customerProfileId: z.uuid().nullable().default(null).meta({ description: "One of the account's family profiles (GET …/family-profiles/, with or without a gene test), or null for someone without one" }),
    name: personNameText(120),
    gender: genderSchema,
  })
  .meta({ id: 'ConsultationFamilyMember', description: 'A family member the consultation is for' });
export type FamilyMember = z.output<typeof familyMemberSchema>;

export const createAppointmentRequestSchema = z
  .strictObject({
    startTime: isoInstantSchema.meta({ description: 'A slot’s start_time from the available times' }),
    endTime: isoInstantSchema.meta({ description: 'The slot’s end_time: start_time plus the chosen minutes' }),
    consultationMethodId: z.number().int().min(1).max(1_000),
    durationSelected: durationSelectedSchema,
    testReportIds: testReportIdsSchema,
    isFamily: z.boolean().default(true).meta({ description: 'The consultation is for family members (named in family_members); false: for the account holder. Default true (spec §3)' }),
    familyMembers: z.array(familyMemberSchema).max(MAX_FAMILY_MEMBERS).default([]).meta({ description: `With is_family: 1 to ${MAX_FAMILY_MEMBERS} people; without: none` }),
    paymentType: z.enum(paymentTypes),
  })
  .meta({
    id: 'CreateConsultationAppointment',
    description:
      'The spec’s appointment payload (start_time, end_time, consultation_method_id, family_members, duration_selected, is_family, payment_type) and the reports it is about (test_report_ids, the wizard’s first step). The price is the server’s.',
  });
export type CreateAppointmentRequest = z.input<typeof createAppointmentRequestSchema>;

export const bankTransferPaymentSchema = z
  .object({
    bankBin: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    amount: z.number().int().min(1).meta({ description: 'Whole VND to transfer' }),
    description: z.string().meta({ description: 'The transfer description: the reference without dashes', example: 'GWC 2026 000123' }),
    vietQrPayload: z.string().meta({ description: 'The VietQR (NAPAS) payload a banking app scans: account, amount and description (src/domain/payment/vietqr.ts)' }),
  })
  .meta({ id: 'ConsultationBankTransfer' });

export const appointmentPaymentSchema = z
  .object({
    type: z.enum(paymentTypes),
    status: z.enum(paymentStatuses),
    paidAt: isoInstantSchema.nullable(),
    amount: z.number().int().min(0).meta({ description: 'What is due, whole VND' }),
    formattedAmount: z.string().meta({ example: '690.000đ' }),
    transfer: bankTransferPaymentSchema.nullable().meta({ description: 'How to pay by bank transfer; null when paid at the consultation, or once paid' }),
  })
  .meta({ id: 'ConsultationPayment' });

export const appointmentLocationSchema = z
  .object({
    kind: z.enum(consultationMethodKinds),
    callLink: z.url().nullable().meta({ description: 'The video call’s address (video_call only)' }),
    phoneNumber: e164Schema.nullable().meta({ description: 'The number the doctor calls (phone only): the account’s' }),
    clinicName: z.string().nullable().meta({ description: 'Where to come (in_person only)' }),
    address: z.string().nullable(),
  })
  .meta({ id: 'ConsultationLocation' });

export const appointmentDoctorSchema = z
  .object({
    id: z.number().int().min(1).meta({ description: 'The advisor id (GET /main/api/v1/advisors)' }),
    slug: z.string(),
    name: z.string(),
    title: z.string().meta({ description: 'In the answer’s language' }),
  })
  .meta({ id: 'ConsultationDoctor' });

export const appointmentReportSchema = z
  .object({
    id: z.uuid().meta({ description: 'The gene test id' }),
    kitCode: z.string(),
    packageSlug: geneTestPackageSlugSchema,
    customerProfileId: z.uuid(),
    customerName: z.string(),
  })
  .meta({ id: 'ConsultationReport' });

export const cancellationRecordSchema = z
  .object({
    answer: z.number().int().min(1).meta({ description: 'The cancellation answer id' }),
    answerTitle: z.string().meta({ description: 'Its text in the answer’s language' }),
    answerText: z.string().nullable(),
    cancelledAt: isoInstantSchema,
  })
  .meta({ id: 'ConsultationCancellation' });

const surveyStateSchema = z.object({
  hasDone: z.boolean(),
  isOpen: z.boolean().meta({ description: 'Answers are taken now' }),
});

export const appointmentSchema = z
  .object({
    id: appointmentIdSchema,
    reference: appointmentReferenceSchema,
    status: z.enum(appointmentStatuses),
    startTime: isoInstantSchema,
    endTime: isoInstantSchema,
    date: calendarDateSchema.meta({ description: 'The day in Vietnam' }),
    time: z.string().regex(/^\d{2}:\d{2}$/).meta({ description: 'The start in Vietnam, HH:mm' }),
    timeZone: z.literal('Asia/Ho_Chi_Minh'),
    durationSelected: durationSelectedSchema,
    consultationMethod: consultationMethodSchema,
    doctor: appointmentDoctorSchema,
    isFamily: z.boolean(),
    familyMembers: z.array(
      z.object({ customerProfileId: z.uuid().nullable(), name: z.string(), gender: genderSchema }).meta({ id: 'ConsultationFamilyMemberRecord' }),
    ),
    testReports: z.array(appointmentReportSchema),
    price: pricesSchema,
    payment: appointmentPaymentSchema,
    location: appointmentLocationSchema,
    cancellation: cancellationRecordSchema.nullable(),
    surveys: z.object({ preConsultation: surveyStateSchema, postConsultation: surveyStateSchema }),
    calendarUrl: z.string().meta({ description: 'The .ics file of the appointment (RFC 5545), path and key: a link any calendar app can open, without sign-in' }),
    createdAt: isoInstantSchema,
  })
  .meta({ id: 'ConsultationAppointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentResponseSchema = resourceEnvelope(appointmentSchema, 'ConsultationAppointmentResponse');

export const MY_APPOINTMENTS_PAGE_SIZE = 10;
export const myAppointmentsQuerySchema = z.object({
  page: listQueryShape(MY_APPOINTMENTS_PAGE_SIZE).page,
  limit: listQueryShape(MY_APPOINTMENTS_PAGE_SIZE).limit,
  status: z.enum(appointmentStatuses).optional().meta({ description: 'Only appointments with this status' }),
});

export const bookingTrackSchema = z
  .object({
    nextAppointment: appointmentSchema.nullable().meta({ description: 'The soonest appointment not yet over (in progress or upcoming)' }),
    counts: z.object({ upcoming: z.number().int().min(0), inProgress: z.number().int().min(0), completed: z.number().int().min(0), cancelled: z.number().int().min(0) }),
    awaitingPayment: z.number().int().min(0).meta({ description: 'Upcoming appointments to be paid by bank transfer that are not paid yet' }),
    surveysToFill: z
      .array(z.object({ appointmentId: appointmentIdSchema, survey: z.enum(['pre_consultation', 'post_consultation']) }))
      .meta({ description: 'Open surveys not yet done, soonest appointment first' }),
  })
  .meta({ id: 'ConsultationBookingTrack' });
export type BookingTrack = z.infer<typeof bookingTrackSchema>;

export const appointmentParamsSchema = z.object({ id: appointmentIdSchema });
export const appointmentReferenceParamsSchema = z.object({ reference: appointmentReferenceSchema });

// ---- cancellation ------------------------------------------------------------------------------

export const cancellationAnswerSchema = z
  .object({
    id: z.number().int().min(1),
    title: z.string().meta({ description: 'In the answer’s language' }),
    requiresText: z.boolean().meta({ description: 'answer_text must say more (the "other reason" answer)' }),
  })
  .meta({ id: 'CancellationAnswer' });
export type CancellationAnswer = z.infer<typeof cancellationAnswerSchema>;

/** The spec's `{appointmentId}`: a path parameter's name is one word, the same on the wire. */
export const cancellationParamsSchema = z.object({ id: appointmentIdSchema });

export const cancelAppointmentRequestSchema = z
  .strictObject({
    answer: z.number().int().min(1).max(1_000).meta({ description: 'A cancellation answer id (GET /cancellation-answers/)' }),
    answerText: z.string().trim().max(500).nullable().optional().meta({ description: 'In the person’s words: required by an answer with requires_text, optional otherwise' }),
  })
  .meta({ id: 'CancelAppointment', description: 'The spec’s cancellation payload: answer, answer_text' });
export type CancelAppointmentRequest = z.input<typeof cancelAppointmentRequestSchema>;

export const cancellationRefusals = ['already_cancelled', 'already_started'] as const;

export const cancellationDetailSchema = z
  .object({
    appointment: appointmentSchema,
    cancellable: z.boolean(),
    refusal: z.enum(cancellationRefusals).nullable().meta({ description: 'Why it can no longer be cancelled: already_cancelled, or already_started (also when it is over)' }),
  })
  .meta({ id: 'CancellationDetail' });
export type CancellationDetail = z.infer<typeof cancellationDetailSchema>;

export const cancellationDetailResponseSchema = resourceEnvelope(cancellationDetailSchema, 'CancellationDetailResponse');

// ---- endpoints ---------------------------------------------------------------------------------

const consultation = { api: 'portal', tags: ['consultations'] } as const;
const signedIn = { ...consultation, security: 'token' } as const;

const reportsNotFound = failure('not_found', "A test_report_ids id is not a gene test with a report of the caller or their family: the same answer as an unknown id");
/** What a call about an appointment reached by its SMS link (its cancellation, its surveys) sends: its id, and its Survey-Token unless the owner is signed in. */
export const appointmentByLink = { params: cancellationParamsSchema, headers: surveyTokenHeadersSchema };
/** Such a call's 404. */
export const appointmentNotFound = failure('not_found', 'No appointment has this id, or it is not the caller’s (another account, no or a wrong Survey-Token): the same answer each time');

export const consultationEndpoints = {
  familyProfiles: familyProfilesEndpoint,
  durations: endpoint(signedIn, {
    method: 'get', path: '/v2/consultation-appointment/duration/', request: { query: reportChoiceQuerySchema },
    summary: 'The session lengths offered for the chosen reports, each with its price (step 2 of the wizard)',
    description: 'More reports need longer sessions: each report asks for 15 or 30 minutes (g-pro, g-kid-pro, g-health: 30), and only lengths at least that long are offered (120 minutes at most).',
    response: { statuses: { 200: 'The offered lengths, shortest first' }, body: listEnvelope(durationOptionSchema, 'ConsultationDurationList') }, errors: { 404: reportsNotFound },
  }),
  methods: endpoint(signedIn, {
    method: 'get', path: '/consultation-method/', request: { query: reportChoiceQuerySchema },
    summary: 'How a consultation about the chosen reports can be held: the methods of the doctors who read them (step 3)',
    response: { statuses: { 200: 'The methods, in a fixed order (video call, phone, in person)' }, body: listEnvelope(consultationMethodSchema, 'ConsultationMethodList') }, errors: { 404: reportsNotFound },
  }),
  availableTime: endpoint(signedIn, {
    method: 'get', path: '/v2/consultation-appointment/available-time/', request: { query: availableTimeQuerySchema },
    summary: 'The free start times for the chosen reports, duration and method, day by day in Vietnam (step 4)',
    description: `From \`date\` (default today) for \`days_range\` days (default and most ${CONSULTATION_DAYS_RANGE}, never past the ${CONSULTATION_DAYS_RANGE}th day from today): a time is offered when a doctor who reads every chosen report and offers the method works then and is free for the whole session, stepping by the session length through each free stretch of the working hours, never sooner than ${MINIMUM_NOTICE_MINUTES} minutes from now.`,
    response: { statuses: { 200: 'The days that have a free time, in order' }, body: listEnvelope(availableDaySchema, 'ConsultationAvailableTime') },
    errors: {
      400: failure('validation_failed', 'Malformed input, a date before today, or a duration or method not offered for these reports'),
      404: reportsNotFound,
    },
  }),
  createAppointment: endpoint(signedIn, {
    method: 'post', path: '/v2/consultation-appointment/', request: { body: createAppointmentRequestSchema },
    summary: 'Book a consultation at a free time (step 5: confirm); a confirmation SMS and a reminder the day before follow',
    description:
      'The time must be one GET …/available-time/ offers now. The price is the duration’s package price. Bank transfer: the answer carries the VietQR payload and the transfer details, and the appointment stays unpaid until operations mark it paid; at the consultation: paid there.',
    response: { statuses: { 201: 'The booked appointment' }, body: appointmentResponseSchema },
    errors: {
      400: failure('validation_failed', 'Malformed input; a duration or method not offered for these reports; end_time not start_time plus the minutes; a start time that is not an available time; family members missing (is_family) or given without it'),
      404: failure('not_found', `${reportsNotFound.description}; or a family member's customer_profile_id is not one of the account's`),
      409: failure('slot_taken', 'Someone else booked this time meanwhile: choose another from a fresh list'),
    },
  }),
  myAppointments: endpoint(signedIn, {
    method: 'get', path: '/v2/consultation-appointment/search-by-user/', request: { query: myAppointmentsQuerySchema },
    summary: "The caller's appointments, latest start first (My appointments)",
    response: { statuses: { 200: 'A page of appointments' }, body: pageEnvelope(appointmentSchema, 'ConsultationAppointmentList') },
  }),
  bookingTrack: endpoint(signedIn, {
    method: 'get', path: '/booking-track/consultation/',
    summary: "Where the caller's consultations stand: the next one, counts by status, payments awaited and surveys to fill",
    response: { statuses: { 200: 'The booking track' }, body: resourceEnvelope(bookingTrackSchema, 'ConsultationBookingTrackResponse') },
  }),
  pendingAppointment: endpoint(signedIn, {
    method: 'get', path: '/pending-consultation-appointment/{id}/', request: { params: appointmentParamsSchema },
    summary: 'One of the caller’s appointments while it is pending: upcoming and not yet paid (the payment page after booking)',
    description: 'Once paid, cancelled or started it is no longer pending: 404. The browser’s call swallows every failure and yields null (spec §8).',
    response: { statuses: { 200: 'The pending appointment' }, body: appointmentResponseSchema }, errors: { 404: failure('not_found', 'No pending appointment of the caller has this id') },
  }),
  markAppointmentPaid: operationsEndpoint(consultation, {
    path: '/v2/consultation-appointment/{reference}/mark-paid/',
    summary: 'Operations: record the payment of an appointment (Authorization: Bearer <ORDERS_ADMIN_TOKEN>)',
    description: 'Marking it paid again changes nothing (200); a cancelled appointment answers 409.',
    params: appointmentReferenceParamsSchema,
    answers: 'The appointment, paid',
    body: appointmentResponseSchema,
    what: 'appointment',
    conflict: failure('appointment_cancelled', 'The appointment was cancelled'),
  }),
  cancellationAnswers: endpoint(consultation, {
    method: 'get', path: '/cancellation-answers/',
    summary: 'The answers a person picks from when cancelling (no sign-in needed)',
    response: { statuses: { 200: 'The answers, in the order to show them' }, body: listEnvelope(cancellationAnswerSchema, 'CancellationAnswerList') },
  }),
  cancellationDetail: endpoint(consultation, {
    method: 'get', path: '/cancellation/{id}/', request: appointmentByLink,
    summary: 'The appointment to cancel and whether it still can be (Survey-Token, or the signed-in owner)',
    response: { statuses: { 200: 'The appointment and whether it can be cancelled' }, body: cancellationDetailResponseSchema }, errors: { 404: appointmentNotFound },
  }),
  cancelAppointment: endpoint(consultation, {
    method: 'post', path: '/cancellation/{id}/cancel/', request: { ...appointmentByLink, body: cancelAppointmentRequestSchema },
    summary: 'Cancel an appointment with an answer (Survey-Token, or the signed-in owner): its time is free again at once and its pending text messages are dropped',
    description: 'Only before it starts. A paid appointment keeps its payment for operations to refund.',
    response: { statuses: { 200: 'The cancelled appointment' }, body: cancellationDetailResponseSchema },
    errors: {
      400: failure('validation_failed', 'Malformed input, an unknown answer, or an answer that needs answer_text without it'),
      404: appointmentNotFound,
      409: { description: 'Already cancelled (appointment_cancelled), or already started or over (appointment_started)', codes: ['appointment_cancelled', 'appointment_started'] },
    },
  }),
};
