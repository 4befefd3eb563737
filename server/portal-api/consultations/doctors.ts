import { asc, eq, inArray, sql } from 'drizzle-orm';
import { consultationDurations } from '../../../src/api/contract/consultations';
import type { ConsultationMinutes } from '../../../src/api/contract/consultations';
import type { GeneTestPackageSlug } from '../../../src/api/contract/gene-test';
import type { Language } from '../../../src/api/contract/language-codes';
import { selectRows } from '../../db/client';
import type { Db } from '../../db/client';
import {
  advisors,
  consultationMethods,
  customerProfiles,
  doctorDaysOff,
  doctorMethods,
  doctorReportPackages,
  doctors,
  doctorWorkingHours,
  geneTestReports,
  geneTests,
} from '../../db/schema';
import type { DoctorWeek } from '../../services/slots/slots';
import { refuse } from './problems';

/*
 * Who can take a consultation about which reports, how, and for how long (README.md here):
 * - a doctor takes a consultation when they read every chosen report's package and offer the method;
 * - each report needs 15 minutes, or 30 for the broadest panels (g-pro, g-kid-pro) and the
 *   hereditary-cancer panel (g-health); the lengths offered are those at least as long as the sum
 *   (the longest, 120 minutes, is always offered).
 */

export type MethodRow = typeof consultationMethods.$inferSelect;

/** What a doctor's row says of them, read as it is. */
interface DoctorProfile {
  slug: string;
  name: string;
  title: Record<Language, string>;
  clinicName: Record<Language, string>;
  clinicAddress: string;
  priority: number;
}

export interface DoctorRecord extends DoctorWeek, DoctorProfile {
  methodIds: ReadonlySet<number>;
  packages: ReadonlySet<GeneTestPackageSlug>;
}

interface DoctorQueryRow extends DoctorProfile {
  id: number;
  week: Array<[number, number, number]> | null;
  daysOff: string[] | null;
  methodIds: number[] | null;
  packages: GeneTestPackageSlug[] | null;
}

/**
 * Every doctor with their week, days off (from `fromDay` on; all of them without it), methods and
 * report packages: one query, as every search and booking starts here.
 */
export async function loadDoctors(db: Db, fromDay?: string): Promise<DoctorRecord[]> {
  const rows = await selectRows<DoctorQueryRow>(
    db,
    sql`select d.advisor_id as "id", a.slug as "slug", a.name as "name", a.title as "title", d.clinic_name as "clinicName", d.clinic_address as "clinicAddress", d.priority as "priority",
      (select json_agg(json_build_array(h.weekday, h.start_minute, h.end_minute)) from ${doctorWorkingHours} h where h.doctor_id = d.advisor_id) as "week",
      (select json_agg(o.day) from ${doctorDaysOff} o where o.doctor_id = d.advisor_id ${fromDay ? sql`and o.day >= ${fromDay}::date` : sql``}) as "daysOff",
      (select json_agg(m.method_id) from ${doctorMethods} m where m.doctor_id = d.advisor_id) as "methodIds",
      (select json_agg(p.package_slug) from ${doctorReportPackages} p where p.doctor_id = d.advisor_id) as "packages"
    from ${doctors} d join ${advisors} a on a.id = d.advisor_id
    order by d.priority, d.advisor_id`,
  );
  return rows.map((row) => ({
    doctorId: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    clinicName: row.clinicName,
    clinicAddress: row.clinicAddress,
    priority: row.priority,
    week: (row.week ?? []).map(([weekday, startMinute, endMinute]) => ({ weekday, startMinute, endMinute })),
    daysOff: new Set(row.daysOff ?? []),
    methodIds: new Set(row.methodIds ?? []),
    packages: new Set(row.packages ?? []),
  }));
}

/** The doctors who read every one of these packages (and offer the method, when one is given). */
export function qualifiedDoctors(all: readonly DoctorRecord[], packages: Iterable<GeneTestPackageSlug>, methodId?: number): DoctorRecord[] {
  const needed = [...packages];
  return all.filter((doctor) => needed.every((slug) => doctor.packages.has(slug)) && (methodId === undefined || doctor.methodIds.has(methodId)));
}

export async function loadMethods(db: Db): Promise<MethodRow[]> {
  return db.select().from(consultationMethods).orderBy(asc(consultationMethods.sortOrder), asc(consultationMethods.id));
}

/** The methods at least one of the doctors offers, in their order. */
export function methodsOf(methods: readonly MethodRow[], available: readonly DoctorRecord[]): MethodRow[] {
  return methods.filter((method) => available.some((doctor) => doctor.methodIds.has(method.id)));
}

// ---- reports -----------------------------------------------------------------------------------

export interface ChosenReport {
  geneTestId: string;
  kitCode: string;
  packageSlug: GeneTestPackageSlug;
  customerProfileId: string;
  customerName: string;
}

/**
 * The chosen gene tests, each with a report, of the caller's own customer profiles (themself and
 * the family they look after), in the order asked. Any other id (unknown, another account's, no
 * report yet) is refused as `reports_not_found`, the same for each, so nothing is told about
 * other people's tests.
 */
export async function chosenReports(db: Db, userId: string, ids: readonly string[]): Promise<ChosenReport[]> {
  const rows = await db
    .select({ geneTestId: geneTests.id, kitCode: geneTests.kitCode, packageSlug: geneTests.packageSlug, customerProfileId: customerProfiles.id, customerName: customerProfiles.name, userId: customerProfiles.userId })
    .from(geneTests)
    .innerJoin(customerProfiles, eq(customerProfiles.id, geneTests.customerProfileId))
    .innerJoin(geneTestReports, eq(geneTestReports.geneTestId, geneTests.id))
    .where(inArray(geneTests.id, [...ids]));
  const mine = new Map(rows.filter((row) => row.userId === userId).map((row) => [row.geneTestId, row]));
  return ids.map((id) => {
    const row = mine.get(id.toLowerCase());
    if (!row) return refuse({ kind: 'reports_not_found' });
    return { geneTestId: row.geneTestId, kitCode: row.kitCode, packageSlug: row.packageSlug, customerProfileId: row.customerProfileId, customerName: row.customerName };
  });
}

/** Minutes each report asks for: the broad and the cancer panels take longer to go through. */
export const REPORT_MINUTES: Record<GeneTestPackageSlug, number> = {
  'g-intel': 15,
  'g-care': 15,
  'g-intel-kid': 15,
  'g-kid-care': 15,
  'g-pro': 30,
  'g-kid-pro': 30,
  'g-health': 30,
};

/** The lengths offered for these reports: at least the time they need together (120 minutes at most). */
export function offeredMinutes(reports: ReadonlyArray<Pick<ChosenReport, 'packageSlug'>>): ConsultationMinutes[] {
  const needed = Math.min(
    Math.max(...consultationDurations),
    reports.reduce((sum, report) => sum + REPORT_MINUTES[report.packageSlug], 0),
  );
  return consultationDurations.filter((minutes) => minutes >= needed);
}

export const packagesOf = (reports: readonly ChosenReport[]) => new Set(reports.map((report) => report.packageSlug));
