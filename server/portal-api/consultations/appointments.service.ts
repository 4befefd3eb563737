import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONSULTATION_DAYS_RANGE,
  MINIMUM_NOTICE_MINUTES,
  BOOKING_UNIT_MINUTES,
  consultationDurations,
  consultationPackageSlugOf,
} from '../../../src/api/contract/consultations';
import type { AppointmentStatus, AvailableDay, ConsultationMinutes, createAppointmentRequestSchema, DurationSelected, FamilyProfile } from '../../../src/api/contract/consultations';
import type { Language } from '../../../src/api/contract/language-codes';
import type { Db } from '../../db/client';
import { cancellationAnswers, consultationAppointmentReports, consultationAppointments, consultationScheduledSms, customerProfiles, doctorBookedUnits, geneTests, productPackages, smsMessages, users } from '../../db/schema';
import { byName } from '../gene-tests/gene-tests.service';
import type { SmsService } from '../../services/sms/sms-service';
import { addDays, availableDays, clinicDayOf, clinicInstant, clinicTimeOnDay, doctorStartsOn, mergeIntervals, workingIntervals } from '../../services/slots/slots';
import type { Interval } from '../../services/slots/slots';
import { chosenReports, loadDoctors, loadMethods, offeredMinutes, packagesOf, qualifiedDoctors } from './doctors';
import type { ChosenReport, DoctorRecord, MethodRow } from './doctors';
import { paidText, queueBookingMessages } from './consultation-sms';
import type { AppointmentLinks } from './links';
import { invalidField, refuse } from './problems';

/*
 * Booking, reading, cancelling and paying consultations (README.md here). The functions take plain
 * inputs (the caller's ids, the decoded request, the time now) and answer rows or throw a
 * ConsultationProblem; the handlers turn both into HTTP.
 */

export type AppointmentRow = typeof consultationAppointments.$inferSelect;

const MINUTE = 60_000;
const UNIT = BOOKING_UNIT_MINUTES * MINUTE;

/** Who is asking: a signed-in account, and/or the bearer of an appointment's survey token. */
export interface Caller {
  userId: string | null;
  surveyToken: string | null;
}

// ---- the wizard's options ------------------------------------------------------------------------

interface Choice {
  reports: ChosenReport[];
  /** The doctors who read every chosen report (and offer the method, when one was chosen). */
  doctors: DoctorRecord[];
  methods: MethodRow[];
}

/**
 * The caller's reports and who may take a consultation about them, checking the later choices
 * when given: a length the reports leave room for, a method one of those doctors offers.
 */
export async function choiceOf(db: Db, userId: string, reportIds: readonly string[], minutes?: ConsultationMinutes, methodId?: number, fromDay?: string): Promise<Choice> {
  const reports = await chosenReports(db, userId, reportIds);
  if (minutes !== undefined && !offeredMinutes(reports).includes(minutes)) invalidField('duration_selected', 'field.duration_not_offered');
  const [all, methods] = await Promise.all([loadDoctors(db, fromDay), loadMethods(db)]);
  const forReports = qualifiedDoctors(all, packagesOf(reports));
  if (methodId === undefined) return { reports, doctors: forReports, methods };
  if (!methods.some((method) => method.id === methodId) || !forReports.some((doctor) => doctor.methodIds.has(methodId))) {
    invalidField('consultation_method_id', 'field.method_not_offered');
  }
  return { reports, doctors: qualifiedDoctors(all, packagesOf(reports), methodId), methods };
}

export interface PackagePrice {
  slug: string;
  name: Record<Language, string>;
  price: { VND: number; USD: number };
}

/** What each session length costs: its package's promotional price while it has one, else its price. */
export async function sessionPrices(db: Db): Promise<Map<ConsultationMinutes, PackagePrice>> {
  const rows = await db
    .select({ slug: productPackages.slug, name: productPackages.name, price: productPackages.price, promotionalPrice: productPackages.promotionalPrice })
    .from(productPackages)
    .where(inArray(productPackages.slug, consultationDurations.map(consultationPackageSlugOf)));
  const prices = new Map<ConsultationMinutes, PackagePrice>();
  for (const minutes of consultationDurations) {
    const row = rows.find((candidate) => candidate.slug === consultationPackageSlugOf(minutes));
    if (!row) continue;
    const promotional = row.promotionalPrice && row.promotionalPrice.VND > 0 ? row.promotionalPrice : null;
    prices.set(minutes, { slug: row.slug, name: row.name, price: promotional ?? row.price });
  }
  return prices;
}

// ---- the days ------------------------------------------------------------------------------------

/** Today in Vietnam and the last day a consultation may be booked on (today + 89: 90 days in all). */
export function bookingWindow(now: Date): { today: string; lastDay: string } {
  const today = clinicDayOf(now);
  return { today, lastDay: addDays(today, CONSULTATION_DAYS_RANGE - 1) };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const earliestStartOf = (now: Date) => now.getTime() + MINIMUM_NOTICE_MINUTES * MINUTE;

/** Each doctor's booked appointments that overlap [from, to). */
async function busyOf(db: Db, doctorIds: readonly number[], from: number, to: number): Promise<Map<number, Interval[]>> {
  const busy = new Map<number, Interval[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return busy;
  const rows = await db
    .select({ doctorId: consultationAppointments.doctorId, startAt: consultationAppointments.startAt, endAt: consultationAppointments.endAt })
    .from(consultationAppointments)
    .where(
      and(
        inArray(consultationAppointments.doctorId, [...doctorIds]),
        eq(consultationAppointments.status, 'booked'),
        gt(consultationAppointments.endAt, new Date(from)),
        sql`${consultationAppointments.startAt} < ${new Date(to).toISOString()}::timestamptz`,
      ),
    );
  for (const row of rows) busy.get(row.doctorId)?.push({ start: row.startAt.getTime(), end: row.endAt.getTime() });
  return busy;
}

export interface TimeSearch {
  userId: string;
  testReportIds: readonly string[];
  durationSelected: DurationSelected;
  consultationMethodId: number;
  date?: string;
  daysRange: number;
  now: Date;
}

/** The free start times, by day in Vietnam, for the chosen reports, length and method. */
export async function searchAvailableTime(db: Db, search: TimeSearch): Promise<AvailableDay[]> {
  const { minutes } = search.durationSelected;
  const { today, lastDay } = bookingWindow(search.now);
  const { doctors } = await choiceOf(db, search.userId, search.testReportIds, minutes, search.consultationMethodId, today);
  const firstDay = search.date ?? today;
  if (firstDay < today) invalidField('date', 'field.date_in_past');
  const days = Math.min(search.daysRange, daysBetween(firstDay, lastDay) + 1);
  if (days <= 0 || doctors.length === 0) return [];
  const from = clinicInstant(firstDay, 0);
  const busy = await busyOf(
    db,
    doctors.map((doctor) => doctor.doctorId),
    from,
    clinicInstant(addDays(firstDay, days), 0),
  );
  const length = minutes * MINUTE;
  return availableDays(doctors, busy, { firstDay, days, minutes, earliestStart: earliestStartOf(search.now) }).map(({ day, starts }) => ({
    date: day,
    slots: starts.map((start) => ({ startTime: new Date(start).toISOString(), endTime: new Date(start + length).toISOString(), time: clinicTimeOnDay(day, start) })),
  }));
}

// ---- booking -------------------------------------------------------------------------------------

export type CreateAppointment = z.output<typeof createAppointmentRequestSchema>;

export interface Booking {
  userId: string;
  body: CreateAppointment;
  language: Language;
  now: Date;
  /** Where video calls happen (CONSULTATION_CALL_BASE). */
  callBase: string;
  sms: SmsService;
  /** The browser app's address, for the links in the text messages (PUBLIC_ORIGIN). */
  origin: string;
  links: AppointmentLinks;
}

/** GWC-<year in Vietnam>-<number, 6 digits or more>. */
export function appointmentReferenceOf(number: number, at: Date): string {
  return `GWC-${clinicDayOf(at).slice(0, 4)}-${String(number).padStart(6, '0')}`;
}

/** The doctor's units the session holds: one row per 15 minutes. */
const unitsOf = (doctorId: number, start: number, minutes: number, appointmentId: string) =>
  Array.from({ length: minutes / BOOKING_UNIT_MINUTES }, (_, index) => ({ doctorId, unitStart: new Date(start + index * UNIT), appointmentId }));

/** A doctor's time turned out to be taken by a concurrent booking: the next doctor is tried. */
class TimeTaken extends Error {}

/**
 * Books a consultation at a time the available-time search offers now. In one transaction: the
 * checks, the appointment, its reports, the doctor's 15-minute units (the database's guard against
 * double booking: a unit another booking holds is not inserted, and this booking then tries the
 * next free doctor or answers slot_taken), and its text messages.
 */
export async function bookAppointment(db: Db, booking: Booking): Promise<AppointmentRow> {
  const { body, now, userId } = booking;
  const minutes = body.durationSelected.minutes;
  const start = Date.parse(body.startTime);
  const end = Date.parse(body.endTime);
  if (end - start !== minutes * MINUTE) invalidField('end_time', 'field.end_time_mismatch');
  if (body.isFamily && body.familyMembers.length === 0) invalidField('family_members', 'field.family_members_required');
  if (!body.isFamily && body.familyMembers.length > 0) invalidField('family_members', 'field.family_members_not_allowed');

  return db.transaction(async (tx) => {
    const { reports, doctors, methods } = await choiceOf(tx, userId, body.testReportIds, minutes, body.consultationMethodId, bookingWindow(now).today);
    await checkFamilyProfiles(tx, userId, body.familyMembers);
    const { lastDay } = bookingWindow(now);
    const day = clinicDayOf(start);
    if (start % UNIT !== 0 || start < earliestStartOf(now) || day > lastDay) invalidField('start_time', 'field.time_not_available');

    const busy = await busyOf(
      tx,
      doctors.map((doctor) => doctor.doctorId),
      clinicInstant(day, 0),
      clinicInstant(addDays(day, 1), 0),
    );
    const free = doctors.filter((doctor) => doctorStartsOn(doctor, day, mergeIntervals(busy.get(doctor.doctorId) ?? []), minutes, earliestStartOf(now)).includes(start));
    if (free.length === 0) {
      // Within someone's hours, the time was free once: someone else has it now. Otherwise it never was a time to offer.
      const withinHours = doctors.some((doctor) => workingIntervals(doctor, day).some((range) => start >= range.start && end <= range.end));
      if (withinHours) refuse({ kind: 'slot_taken' });
      invalidField('start_time', 'field.time_not_available');
    }
    // The least busy doctor that day first, then the doctors' own order.
    const bookedMinutes = (doctor: DoctorRecord) => (busy.get(doctor.doctorId) ?? []).reduce((sum, interval) => sum + (interval.end - interval.start), 0);
    free.sort((a, b) => bookedMinutes(a) - bookedMinutes(b) || a.priority - b.priority || a.doctorId - b.doctorId);

    const prices = await sessionPrices(tx);
    const price = prices.get(minutes);
    if (!price) throw new Error(`No consultation-session package prices ${minutes} minutes`);
    const method = methods.find((candidate) => candidate.id === body.consultationMethodId);
    if (!method) throw new Error(`Method ${body.consultationMethodId} was checked a moment ago`);
    const [{ number }] = rowsOf<{ number: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('consultation_appointments', 'number'))::int as number`));
    const reference = appointmentReferenceOf(number, now);
    const [user] = await tx.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
    if (!user) throw new Error('The signed-in account has no row');

    for (const doctor of free) {
      try {
        return await tx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(consultationAppointments)
            .values({
              number,
              reference,
              userId,
              doctorId: doctor.doctorId,
              methodId: method.id,
              startAt: new Date(start),
              endAt: new Date(end),
              minutes,
              price: price.price,
              isFamily: body.isFamily,
              familyMembers: body.familyMembers,
              paymentType: body.paymentType,
              callLink: method.kind === 'video_call' ? `${booking.callBase.replace(/\/+$/, '')}/GeneWell-${reference}-${randomBytes(6).toString('hex')}` : null,
              language: booking.language,
              createdAt: now,
            })
            .returning();
          const held = await savepoint
            .insert(doctorBookedUnits)
            .values(unitsOf(doctor.doctorId, start, minutes, row.id))
            .onConflictDoNothing()
            .returning({ unitStart: doctorBookedUnits.unitStart });
          if (held.length !== minutes / BOOKING_UNIT_MINUTES) throw new TimeTaken();
          await savepoint.insert(consultationAppointmentReports).values(reports.map((report) => ({ appointmentId: row.id, geneTestId: report.geneTestId })));
          await queueBookingMessages(
            savepoint,
            { id: row.id, reference, startAt: row.startAt, endAt: row.endAt, minutes, language: booking.language, methodKind: method.kind, doctorName: doctor.name },
            { sms: booking.sms, origin: booking.origin, phone: user.phone, surveyToken: booking.links.surveyToken(row.id), now },
          );
          return row;
        });
      } catch (error) {
        if (!(error instanceof TimeTaken)) throw error;
      }
    }
    return refuse({ kind: 'slot_taken' });
  });
}

/** PGlite answers { rows }, postgres-js an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * The account's family profiles a consultation can be for: every customer profile of the account
 * but the holder's own, with their gene test's status or null when they have none yet (GET
 * /customer/ leaves those out), sorted by name as the gene-test list is.
 */
export async function familyProfilesOf(db: Db, userId: string): Promise<FamilyProfile[]> {
  const rows = await db
    .select({ id: customerProfiles.id, name: customerProfiles.name, gender: customerProfiles.gender, relationship: customerProfiles.relationship, geneTestStatus: geneTests.status })
    .from(customerProfiles)
    .leftJoin(geneTests, eq(geneTests.customerProfileId, customerProfiles.id))
    .where(and(eq(customerProfiles.userId, userId), ne(customerProfiles.relationship, 'self')));
  return rows
    .map((row) => ({ ...row, gender: row.gender as FamilyProfile['gender'] }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

async function checkFamilyProfiles(db: Db, userId: string, members: CreateAppointment['familyMembers']): Promise<void> {
  const ids = [...new Set(members.map((member) => member.customerProfileId?.toLowerCase()).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const mine = await db
    .select({ id: customerProfiles.id })
    .from(customerProfiles)
    .where(and(inArray(customerProfiles.id, ids), eq(customerProfiles.userId, userId)));
  if (mine.length !== ids.length) refuse({ kind: 'reports_not_found' });
}

// ---- reading -------------------------------------------------------------------------------------

export function statusOf(row: Pick<AppointmentRow, 'status' | 'startAt' | 'endAt'>, now: Date): AppointmentStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (now < row.startAt) return 'upcoming';
  return now < row.endAt ? 'in_progress' : 'completed';
}

function statusCondition(status: AppointmentStatus, now: Date): SQL | undefined {
  const at = now.toISOString();
  const booked = eq(consultationAppointments.status, 'booked');
  switch (status) {
    case 'cancelled':
      return eq(consultationAppointments.status, 'cancelled');
    case 'upcoming':
      return and(booked, sql`${consultationAppointments.startAt} > ${at}::timestamptz`);
    case 'in_progress':
      return and(booked, sql`${consultationAppointments.startAt} <= ${at}::timestamptz`, sql`${consultationAppointments.endAt} > ${at}::timestamptz`);
    case 'completed':
      return and(booked, lte(consultationAppointments.endAt, now));
  }
}

export async function appointmentById(db: Db, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(consultationAppointments).where(eq(consultationAppointments.id, id));
  return row ?? null;
}

/** Whether the caller may reach the appointment: its account signed in, or its survey token. */
export function mayReach(row: AppointmentRow, caller: Caller, links: AppointmentLinks): boolean {
  return (caller.userId !== null && caller.userId === row.userId) || links.holdsSurveyToken(row.id, caller.surveyToken);
}

/** The appointment, if the caller may reach it; otherwise the very refusal of an unknown id. */
export async function reachableAppointment(db: Db, id: string, caller: Caller, links: AppointmentLinks): Promise<AppointmentRow> {
  const row = await appointmentById(db, id);
  if (!row || !mayReach(row, caller, links)) refuse({ kind: 'appointment_not_found' });
  return row;
}

export interface AppointmentPage {
  rows: AppointmentRow[];
  total: number;
}

/** The caller's appointments, latest start first. */
export async function appointmentsOf(db: Db, userId: string, paging: { offset: number; limit: number } | null, status: AppointmentStatus | undefined, now: Date): Promise<AppointmentPage> {
  const where = and(eq(consultationAppointments.userId, userId), status ? statusCondition(status, now) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(consultationAppointments).where(where);
  if (!paging) return { rows: [], total };
  const rows = await db
    .select()
    .from(consultationAppointments)
    .where(where)
    .orderBy(desc(consultationAppointments.startAt), desc(consultationAppointments.number))
    .limit(paging.limit)
    .offset(paging.offset);
  return { rows, total };
}

/** Every appointment of the account, soonest first (the booking track reads them all: an account has a handful). */
export async function allAppointmentsOf(db: Db, userId: string): Promise<AppointmentRow[]> {
  return db.select().from(consultationAppointments).where(eq(consultationAppointments.userId, userId)).orderBy(asc(consultationAppointments.startAt));
}

/** One of the caller's appointments while pending: upcoming, not cancelled, not paid. */
export async function pendingAppointment(db: Db, userId: string, id: string, now: Date): Promise<AppointmentRow> {
  const row = await appointmentById(db, id);
  if (!row || row.userId !== userId || row.status !== 'booked' || row.paidAt !== null || row.startAt <= now) refuse({ kind: 'appointment_not_found' });
  return row;
}

// ---- cancelling ----------------------------------------------------------------------------------

export interface Cancellation {
  id: string;
  caller: Caller;
  answer: number;
  answerText: string | null | undefined;
  now: Date;
  links: AppointmentLinks;
}

/**
 * Cancels an appointment before it starts, with an answer; in the same transaction its time is
 * freed (its units deleted) and its scheduled text messages dropped.
 */
export async function cancelAppointment(db: Db, cancellation: Cancellation): Promise<AppointmentRow> {
  const { id, caller, now, links } = cancellation;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(consultationAppointments).where(eq(consultationAppointments.id, id)).for('update');
    if (!row || !mayReach(row, caller, links)) refuse({ kind: 'appointment_not_found' });
    if (row.status === 'cancelled') refuse({ kind: 'appointment_cancelled' });
    if (row.startAt <= now) refuse({ kind: 'appointment_started' });
    const [answer] = await tx.select().from(cancellationAnswers).where(eq(cancellationAnswers.id, cancellation.answer));
    if (!answer) invalidField('answer', 'field.unknown_answer');
    const text = cancellation.answerText?.trim() ? cancellation.answerText.trim() : null;
    if (answer.requiresText && text === null) invalidField('answer_text', 'field.answer_text_required');
    const [cancelled] = await tx
      .update(consultationAppointments)
      .set({ status: 'cancelled', cancelledAt: now, cancellationAnswerId: answer.id, cancellationText: text })
      .where(and(eq(consultationAppointments.id, id), eq(consultationAppointments.status, 'booked')))
      .returning();
    if (!cancelled) refuse({ kind: 'appointment_cancelled' });
    await tx.delete(doctorBookedUnits).where(eq(doctorBookedUnits.appointmentId, id));
    const scheduled = await tx.select({ smsId: consultationScheduledSms.smsId }).from(consultationScheduledSms).where(eq(consultationScheduledSms.appointmentId, id));
    if (scheduled.length > 0) {
      await tx.delete(smsMessages).where(
        and(
          inArray(
            smsMessages.id,
            scheduled.map((entry) => entry.smsId),
          ),
          eq(smsMessages.status, 'queued'),
        ),
      );
    }
    return cancelled;
  });
}

// ---- paying --------------------------------------------------------------------------------------

export type MarkPaidResult = { outcome: 'paid' | 'already_paid'; row: AppointmentRow };

/** Records an appointment's payment; a text tells the person when it is still to come. Again: nothing changes. */
export async function markAppointmentPaid(db: Db, sms: SmsService, reference: string, now: Date): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(consultationAppointments)
      .set({ paidAt: now })
      .where(and(eq(consultationAppointments.reference, reference), eq(consultationAppointments.status, 'booked'), sql`${consultationAppointments.paidAt} is null`))
      .returning();
    if (paid) {
      if (paid.startAt > now) {
        const [details] = await tx
          .select({ phone: users.phoneNumber })
          .from(users)
          .where(eq(users.id, paid.userId));
        const doctors = await loadDoctors(tx);
        const methods = await loadMethods(tx);
        const doctor = doctors.find((candidate) => candidate.doctorId === paid.doctorId);
        const method = methods.find((candidate) => candidate.id === paid.methodId);
        if (details && doctor && method) {
          const text = paidText(
            { id: paid.id, reference: paid.reference, startAt: paid.startAt, endAt: paid.endAt, minutes: paid.minutes, language: paid.language, methodKind: method.kind, doctorName: doctor.name },
            paid.price.VND,
          );
          await sms.enqueue(tx, { to: details.phone, body: text, language: paid.language, purpose: 'consultation-paid' });
        }
      }
      return { outcome: 'paid', row: paid };
    }
    const [current] = await tx.select().from(consultationAppointments).where(eq(consultationAppointments.reference, reference));
    if (!current) refuse({ kind: 'appointment_not_found' });
    if (current.status === 'cancelled') refuse({ kind: 'appointment_cancelled' });
    return { outcome: 'already_paid', row: current };
  });
}
