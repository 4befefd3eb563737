import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { consultationEndpoints } from '../../../src/api/contract/consultations';
import { urlOf } from '../../../src/api/contract/endpoint';
import { consultationAppointments, doctorBookedUnits } from '../../db/schema';
import { readServerLocale } from '../../i18n/server-i18n';
import { AN_PHONE, KITS, advisorId, availableDays, book, booked, geneTestIds, surveyTokenOf } from '../../testing/consultation-calls';
import { METHOD } from '../../testing/consultation-urls';
import { call } from '../../testing/portal-calls';
import { signIn } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';

/*
 * No double booking, whatever the concurrency, on each database: the booked 15-minute units'
 * primary key decides, not a check before the insert. The reports chosen (an adult's and a
 * child's) are read by one doctor alone, so one time can be given once.
 */

const START = new Date('2026-12-01T01:00:00Z');
const at = (local: string) => new Date(`${local}:00+07:00`).toISOString();
const vi = readServerLocale('vi', 'errors') as Record<string, string>;

describe.each(databaseKinds)('booking races on %s', (kind) => {
  const ctx = useTestContext(kind, { now: () => START });
  let an: string;
  let ids: string[];
  let mai: number;
  beforeAll(async () => {
    an = await signIn(ctx, AN_PHONE);
    ids = await geneTestIds(ctx, KITS.anSelf, KITS.anDaughter);
    mai = await advisorId(ctx, 'nguyen-thi-mai');
  });

  /** The medical director's booked appointments starting at `start`, and the units held then. */
  async function heldAt(start: string, minutes: number) {
    const { db } = ctx.database;
    const appointments = await db
      .select()
      .from(consultationAppointments)
      .where(and(eq(consultationAppointments.doctorId, mai), eq(consultationAppointments.startAt, new Date(start)), eq(consultationAppointments.status, 'booked')));
    const unitStarts = Array.from({ length: minutes / 15 }, (_, index) => new Date(Date.parse(start) + index * 15 * 60_000));
    const units = await db
      .select()
      .from(doctorBookedUnits)
      .where(and(eq(doctorBookedUnits.doctorId, mai), inArray(doctorBookedUnits.unitStart, unitStarts)));
    return { appointments, units };
  }

  it('50 concurrent bookings of one time: exactly one appointment, and 49 localised 409 slot_taken', async () => {
    const slot = { ids, minutes: 60 as const, methodId: METHOD.videoCall, start: at('2026-12-02T09:00') };
    const responses = await Promise.all(Array.from({ length: 50 }, () => book(ctx, an, slot, { language: 'vi' })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusals = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json()));
    for (const body of refusals) expect(body).toEqual({ error: { code: 'slot_taken', message: vi.slot_taken } });
    const { appointments, units } = await heldAt(slot.start, 60);
    expect(appointments).toHaveLength(1);
    expect(units).toHaveLength(4);
    expect(new Set(units.map((unit) => unit.appointmentId))).toEqual(new Set([appointments[0].id]));
  });

  it('overlapping concurrent bookings (10:00 for an hour against 10:30 for half an hour): at most one holds each quarter hour', async () => {
    const long = { ids, minutes: 60 as const, methodId: METHOD.phone, start: at('2026-12-03T10:00') };
    const short = { ids, minutes: 30 as const, methodId: METHOD.phone, start: at('2026-12-03T10:30') };
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => book(ctx, an, index % 2 === 0 ? long : short)));
    const created = responses.filter((response) => response.status === 201).length;
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    expect(created).toBe(1);
    const units = await ctx.database.db.select().from(doctorBookedUnits).where(eq(doctorBookedUnits.doctorId, mai));
    const keys = units.map((unit) => unit.unitStart.toISOString());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the database itself refuses a second holder of a doctor’s quarter hour', async () => {
    const [held] = await ctx.database.db.select().from(doctorBookedUnits).where(eq(doctorBookedUnits.doctorId, mai)).limit(1);
    const [other] = await ctx.database.db.select({ id: consultationAppointments.id }).from(consultationAppointments).where(eq(consultationAppointments.doctorId, mai)).limit(2).offset(1);
    await expect(ctx.database.db.insert(doctorBookedUnits).values({ doctorId: mai, unitStart: held.unitStart, appointmentId: other.id })).rejects.toThrow();
  });

  it('a cancellation racing a booking of the time it frees ends consistent: one holder at most, and the time offered when no one holds it', async () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14'];
    const outcomes: number[] = [];
    for (const day of days) {
      const slot = { ids, minutes: 30 as const, methodId: METHOD.videoCall, start: at(`${day}T09:00`) };
      const first = await booked(ctx, an, slot);
      const token = await surveyTokenOf(ctx, AN_PHONE, first.id);
      const [cancelled, rebooked] = await Promise.all([
        call(ctx, urlOf(consultationEndpoints.cancelAppointment, { id: first.id }), { method: 'POST', headers: { 'Survey-Token': token }, json: { answer: 1 } }),
        book(ctx, an, slot),
      ]);
      expect(cancelled.status).toBe(200);
      expect([201, 409]).toContain(rebooked.status);
      outcomes.push(rebooked.status);
      const { appointments, units } = await heldAt(slot.start, 30);
      const offered = (await availableDays(ctx, an, { ids, minutes: 30, methodId: METHOD.videoCall, date: day, daysRange: 1 }))[0]?.slots.map((entry) => entry.time) ?? [];
      if (rebooked.status === 201) {
        expect(appointments.map((row) => row.id)).toEqual([((await rebooked.json()) as { data: { id: string } }).data.id]);
        expect(units).toHaveLength(2);
        expect(offered).not.toContain('09:00');
      } else {
        expect(appointments).toEqual([]);
        expect(units).toEqual([]);
        expect(offered).toContain('09:00');
        // Free again: the next booking gets it.
        await booked(ctx, an, slot);
      }
    }
    expect(outcomes).toHaveLength(days.length);
  });
});
