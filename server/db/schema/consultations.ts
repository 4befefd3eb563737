import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consultationDurations, consultationMethodKinds, paymentTypes } from '../../../src/api/contract/consultations';
import type { FamilyMember } from '../../../src/api/contract/consultations';
import { geneTestPackageSlugs } from '../../../src/api/contract/gene-test';
import type { Language } from '../../../src/api/contract/language-codes';
import { languages } from '../../../src/api/contract/language-codes';
import { questionTypes, surveyKinds } from '../../../src/api/contract/surveys';
import type { SurveyAnswer } from '../../../src/api/contract/surveys';
import { users, geneTests } from './auth';
import { smsMessages } from './core';
import { advisors } from './content';
import { createdAt, sortOrderColumn, uuidReference, integerReference } from './columns';

/*
 * Doctor consultations (issue 25): the doctors' week, days off, methods and the reports they read;
 * appointments; the booked time that keeps two bookings of one doctor apart; cancellation answers;
 * the three surveys and their answers. server/portal-api/consultations/README.md says why.
 *
 * No double booking, in the database, on PGlite and PostgreSQL alike: every appointment holds its
 * doctor's 15-minute units in doctor_booked_units, whose primary key (doctor_id, unit_start) lets
 * one appointment have a unit. The units are written in the booking's transaction and deleted in
 * the cancellation's, so a cancelled time is free at once. (An exclusion constraint over time
 * ranges would need the btree_gist extension: PGlite ships it as an extension to load, a
 * PostgreSQL server needs it installed; the units need nothing.)
 */

/** A text in every language of the site. */
type LocalizedText = Record<Language, string>;
const localizedText = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
/** SQL list literal of fixed, code-defined values (never user input), for CHECK constraints. */
const sqlList = (values: readonly (string | number)[]) => sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '));

/** How a consultation is held: 1 video call, 2 phone, 3 in person (ids fixed by the seed). */
export const consultationMethods = pgTable(
  'consultation_methods',
  {
    id: smallint('id').primaryKey(),
    kind: text('kind', { enum: consultationMethodKinds }).notNull().unique(),
    title: localizedText('title'),
    description: localizedText('description'),
    sortOrder: sortOrderColumn(),
  },
  (table) => [check('consultation_methods_kind_check', sql`${table.kind} in (${sqlList(consultationMethodKinds)})`)],
);

/** An advisor who takes consultations, and where they see people in person. */
export const doctors = pgTable('doctors', {
  advisorId: integer('advisor_id')
    .primaryKey()
    .references(() => advisors.id, { onDelete: 'cascade' }),
  clinicName: localizedText('clinic_name'),
  clinicAddress: text('clinic_address').notNull(),
  /** Who gets a booking first when several doctors are free: lower first. */
  priority: integer('priority').notNull().default(0),
});

/** A doctor's working hours: minutes from midnight in Asia/Ho_Chi_Minh, on a weekday (0 Sunday … 6 Saturday). */
export const doctorWorkingHours = pgTable(
  'doctor_working_hours',
  {
    doctorId: integerReference('doctor_id', () => doctors.advisorId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.doctorId, table.weekday, table.startMinute] }),
    check('doctor_working_hours_weekday_check', sql`${table.weekday} between 0 and 6`),
    check(
      'doctor_working_hours_range_check',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute} and ${table.startMinute} % 15 = 0 and ${table.endMinute} % 15 = 0`,
    ),
  ],
);

/** Days a doctor does not work (holidays, leave), as days in Vietnam. */
export const doctorDaysOff = pgTable(
  'doctor_days_off',
  {
    doctorId: integerReference('doctor_id', () => doctors.advisorId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.day] })],
);

/** The methods each doctor offers. */
export const doctorMethods = pgTable(
  'doctor_methods',
  {
    doctorId: integerReference('doctor_id', () => doctors.advisorId, { onDelete: 'cascade' }),
    methodId: smallint('method_id')
      .notNull()
      .references(() => consultationMethods.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.methodId] })],
);

/** The gene-test packages whose reports each doctor reads. */
export const doctorReportPackages = pgTable(
  'doctor_report_packages',
  {
    doctorId: integerReference('doctor_id', () => doctors.advisorId, { onDelete: 'cascade' }),
    packageSlug: text('package_slug', { enum: geneTestPackageSlugs }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.doctorId, table.packageSlug] }),
    check('doctor_report_packages_package_check', sql`${table.packageSlug} in (${sqlList(geneTestPackageSlugs)})`),
  ],
);

/** Why people cancel, to pick from (spec: the cancellation's `answer`). */
export const cancellationAnswers = pgTable('cancellation_answers', {
  id: smallint('id').primaryKey(),
  title: localizedText('title'),
  /** This answer needs the person's own words (answer_text). */
  requiresText: boolean('requires_text').notNull().default(false),
  sortOrder: sortOrderColumn(),
});

/**
 * A booked consultation. Its status is `booked` or `cancelled`; upcoming, in progress and completed
 * follow from the time. `end_at` is `start_at` plus the minutes (CHECK), and a cancelled one has
 * its answer and time (CHECK).
 */
export const consultationAppointments = pgTable(
  'consultation_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sequence behind the reference GWC-<year>-<number>. */
    number: serial('number').notNull().unique(),
    reference: text('reference').notNull().unique(),
    userId: uuidReference('user_id', () => users.id, { onDelete: 'cascade' }),
    doctorId: integerReference('doctor_id', () => doctors.advisorId),
    methodId: smallint('method_id')
      .notNull()
      .references(() => consultationMethods.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    minutes: smallint('minutes').notNull(),
    /** The whole VND and USD of the session, as priced when booked. */
    price: jsonb('price').$type<{ VND: number; USD: number }>().notNull(),
    isFamily: boolean('is_family').notNull(),
    familyMembers: jsonb('family_members').$type<FamilyMember[]>().notNull(),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The video call's address (video calls only). */
    callLink: text('call_link'),
    status: text('status', { enum: ['booked', 'cancelled'] }).notNull().default('booked'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationAnswerId: smallint('cancellation_answer_id').references(() => cancellationAnswers.id),
    cancellationText: text('cancellation_text'),
    /** The language of its text messages (the booking request's). */
    language: text('language', { enum: languages }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('consultation_appointments_user_idx').on(table.userId, table.startAt),
    index('consultation_appointments_doctor_idx').on(table.doctorId, table.startAt),
    check('consultation_appointments_minutes_check', sql`${table.minutes} in (${sqlList(consultationDurations)})`),
    check('consultation_appointments_end_check', sql`${table.endAt} = ${table.startAt} + make_interval(mins => ${table.minutes})`),
    check('consultation_appointments_payment_type_check', sql`${table.paymentType} in (${sqlList(paymentTypes)})`),
    check('consultation_appointments_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check(
      'consultation_appointments_cancelled_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null and ${table.cancellationAnswerId} is not null)`,
    ),
    check('consultation_appointments_reference_check', sql`${table.reference} ~ '^GWC-[0-9]{4}-[0-9]{6,}$'`),
  ],
);

/** The reports (gene tests) an appointment is about. */
export const consultationAppointmentReports = pgTable(
  'consultation_appointment_reports',
  {
    appointmentId: uuidReference('appointment_id', () => consultationAppointments.id, { onDelete: 'cascade' }),
    geneTestId: uuidReference('gene_test_id', () => geneTests.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.geneTestId] })],
);

/**
 * The doctors' booked time, in 15-minute units: the primary key is what refuses a second booking
 * of the same time, whichever database, whatever the concurrency. Deleted with the appointment's
 * cancellation (and with the appointment).
 */
export const doctorBookedUnits = pgTable(
  'doctor_booked_units',
  {
    doctorId: integerReference('doctor_id', () => doctors.advisorId),
    unitStart: timestamp('unit_start', { withTimezone: true }).notNull(),
    appointmentId: uuidReference('appointment_id', () => consultationAppointments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.doctorId, table.unitStart] }),
    index('doctor_booked_units_appointment_idx').on(table.appointmentId),
    check('doctor_booked_units_quarter_check', sql`extract(epoch from ${table.unitStart})::bigint % 900 = 0`),
  ],
);

/**
 * The text messages an appointment has queued for later (the reminder, the post-consultation
 * survey's link): dropped when it is cancelled.
 */
export const consultationScheduledSms = pgTable(
  'consultation_scheduled_sms',
  {
    appointmentId: uuidReference('appointment_id', () => consultationAppointments.id, { onDelete: 'cascade' }),
    smsId: uuidReference('sms_id', () => smsMessages.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.smsId] })],
);

/** A group of pre-consultation questions. */
export const surveyGroups = pgTable('survey_groups', {
  id: text('id').primaryKey(),
  survey: text('survey', { enum: surveyKinds }).notNull(),
  title: localizedText('title'),
  description: jsonb('description').$type<LocalizedText>(),
  sortOrder: sortOrderColumn(),
});

/** A survey's question (the seed writes them): its kind, texts, options or scale. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: text('id').primaryKey(),
    survey: text('survey', { enum: surveyKinds }).notNull(),
    groupId: text('group_id').references(() => surveyGroups.id, { onDelete: 'cascade' }),
    type: text('type', { enum: questionTypes }).notNull(),
    title: localizedText('title'),
    description: jsonb('description').$type<LocalizedText>(),
    required: boolean('required').notNull().default(true),
    options: jsonb('options').$type<Array<{ id: string; label: LocalizedText; exclusive: boolean }>>().notNull().default(sql`'[]'::jsonb`),
    scale: jsonb('scale').$type<{ min: number; max: number; minLabel: LocalizedText; maxLabel: LocalizedText }>(),
    maxLength: integer('max_length'),
    sortOrder: sortOrderColumn(),
  },
  (table) => [
    index('survey_questions_survey_idx').on(table.survey, table.sortOrder),
    check('survey_questions_survey_check', sql`${table.survey} in (${sqlList(surveyKinds)})`),
    check('survey_questions_type_check', sql`${table.type} in (${sqlList(questionTypes)})`),
  ],
);

/**
 * A survey's answers, once each: per appointment (pre and post) or per account (onboarding), kept
 * by unique indexes, so a second answer (even a concurrent one) is refused.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    survey: text('survey', { enum: surveyKinds }).notNull(),
    appointmentId: uuid('appointment_id').references(() => consultationAppointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, SurveyAnswer>>().notNull(),
    language: text('language', { enum: languages }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('survey_responses_appointment_idx').on(table.survey, table.appointmentId).where(sql`${table.appointmentId} is not null`),
    uniqueIndex('survey_responses_user_idx').on(table.survey, table.userId).where(sql`${table.userId} is not null`),
    check('survey_responses_survey_check', sql`${table.survey} in (${sqlList(surveyKinds)})`),
    check(
      'survey_responses_owner_check',
      sql`(${table.survey} = 'onboarding' and ${table.userId} is not null and ${table.appointmentId} is null) or (${table.survey} <> 'onboarding' and ${table.appointmentId} is not null and ${table.userId} is null)`,
    ),
  ],
);
