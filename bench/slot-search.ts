/**
 * The 90-day slot search for a doctor with a full calendar (issue 25: under 30 ms at p50), on a
 * fresh PGlite database and, with DATABASE_URL, a fresh PostgreSQL one: the app in this process
 * (composeServer), the seeded demo data, and the medical director's next 90 days booked in
 * 30-minute appointments except one half hour a day, so the search reads a full calendar and still
 * finds a time each working day. Then GET …/available-time/ (the whole route: session, decoding,
 * the queries, the slot computation, the answer) is asked for again and again, signed in as a demo
 * account whose reports only that doctor reads. Printed by `npm run bench` (run.ts); also runs alone:
 * `npx tsx bench/slot-search.ts`.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { availableTimeUrl } from '../server/testing/consultation-urls';
import { composeServer } from '../server/composition-root';
import { openDatabase } from '../server/db/client';
import type { Database } from '../server/db/client';
import { advisors, consultationAppointments, doctorBookedUnits, geneTests, users } from '../server/db/schema';
import { loadDoctors } from '../server/portal-api/consultations/doctors';
import { addDays, clinicDayOf, workingIntervals } from '../server/services/slots/slots';

export interface SlotSearchRow {
  database: string;
  appointments: number;
  runs: number;
  p50: number;
  p90: number;
  p99: number;
  /** CPU time this process spent per search, p50 (on PGlite the database's work included): a figure a busy machine inflates less than wall time. */
  cpuP50: number;
  days: number;
  slots: number;
}

const RUNS = Number(process.env.BENCH_SLOT_RUNS ?? 200);
const WARM_UP = 20;
const MINUTE = 60_000;

async function scratchPostgres(serverUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `genewell_bench_slots_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(kind: 'PGlite' | 'PostgreSQL', database: Database): Promise<SlotSearchRow> {
  const server = await composeServer({ env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', CLIENT_DIR: 'tests/fixtures/client', SEED_DEMO_DATA: 'true', REDIS_URL: '' }, database, seed: true, settings: { firstScreen: null } });
  try {
    const { db } = server.database;
    const [an] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, '+84901234567'));
    const { key } = await server.services.tokens.issue(db, { userId: an.id });
    // An's own report and his daughter's: only the medical director reads both.
    const tests = await db.select({ id: geneTests.id }).from(geneTests).where(inArray(geneTests.kitCode, ['GW-24-10001', 'GW-24-10004']));
    const [mai] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.slug, 'nguyen-thi-mai'));
    const doctor = (await loadDoctors(db)).find((candidate) => candidate.doctorId === mai.id);
    if (!doctor) throw new Error('the medical director is not a doctor in the seed');

    // Her next 90 days, booked half hour by half hour, but for the first half hour of each range.
    const today = clinicDayOf(new Date());
    const rows: Array<typeof consultationAppointments.$inferInsert> = [];
    let number = 1_000_000;
    for (let offset = 0; offset < 90; offset++) {
      for (const range of workingIntervals(doctor, addDays(today, offset))) {
        for (let start = range.start + 30 * MINUTE; start + 30 * MINUTE <= range.end; start += 30 * MINUTE) {
          number += 1;
          rows.push({
            number,
            reference: `GWC-2026-${number}`,
            userId: an.id,
            doctorId: mai.id,
            methodId: 1,
            startAt: new Date(start),
            endAt: new Date(start + 30 * MINUTE),
            minutes: 30,
            price: { VND: 690_000, USD: 27.6 },
            isFamily: false,
            familyMembers: [],
            paymentType: 'at_consultation',
            language: 'vi',
          });
        }
      }
    }
    for (let index = 0; index < rows.length; index += 500) {
      const inserted = await db.insert(consultationAppointments).values(rows.slice(index, index + 500)).returning({ id: consultationAppointments.id, startAt: consultationAppointments.startAt });
      await db
        .insert(doctorBookedUnits)
        .values(inserted.flatMap((row) => [0, 1].map((unit) => ({ doctorId: mai.id, unitStart: new Date(row.startAt.getTime() + unit * 15 * MINUTE), appointmentId: row.id }))));
    }

    const url = availableTimeUrl({ ids: tests.map((test) => test.id), minutes: 30, methodId: 1 });
    const ask = async () => {
      const response = await server.app.request(url, { headers: { Authorization: `Token ${key}`, 'Accept-Language': 'vi' } });
      if (response.status !== 200) throw new Error(`available-time answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { data: Array<{ slots: unknown[] }> };
    };
    let answer = await ask();
    for (let run = 0; run < WARM_UP; run++) answer = await ask();
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      answer = await ask();
      const used = process.cpuUsage(cpuBefore);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      database: kind,
      appointments: rows.length,
      runs: RUNS,
      p50: percentile(times, 50),
      p90: percentile(times, 90),
      p99: percentile(times, 99),
      cpuP50: percentile(cpu, 50),
      days: answer.data.length,
      slots: answer.data.reduce((sum, day) => sum + day.slots.length, 0),
    };
  } finally {
    await server.close();
  }
}

export async function slotSearchReport(): Promise<SlotSearchRow[]> {
  const rows: SlotSearchRow[] = [];
  rows.push(await measure('PGlite', await openDatabase({ databaseUrl: '', dataDir: 'memory://' })));
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgres(process.env.DATABASE_URL);
    try {
      rows.push(await measure('PostgreSQL', scratch.database));
    } finally {
      await scratch.drop();
    }
  }
  console.log(`\nConsultations: the 90-day slot search of a doctor with a full calendar (GET …/available-time/ in process, ${RUNS} runs after ${WARM_UP} to warm up; target under 30 ms at p50)`);
  for (const row of rows) {
    console.log(
      `  ${row.database.padEnd(11)} ${row.appointments} appointments booked   p50 ${row.p50.toFixed(1)} ms   p90 ${row.p90.toFixed(1)} ms   p99 ${row.p99.toFixed(1)} ms   CPU p50 ${row.cpuP50.toFixed(1)} ms   (${row.slots} free times on ${row.days} days; load average ${os.loadavg()[0].toFixed(1)})`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await slotSearchReport();
}
