import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consultationEndpoints } from '../../../src/api/contract/consultations';
import { urlOf } from '../../../src/api/contract/endpoint';
import { parseVietQrPayload } from '../../../src/domain/payment/vietqr';
import { consultationAppointments, consultationScheduledSms, customerProfiles, doctorBookedUnits, doctorDaysOff, smsMessages } from '../../db/schema';
import { readServerLocale } from '../../i18n/server-i18n';
import { AN_PHONE, HOA_PHONE, KITS, advisorId, availableDays, book, booked, geneTestIds, surveyTokenOf } from '../../testing/consultation-calls';
import { METHOD, availableTimeUrl, bookingBody } from '../../testing/consultation-urls';
import type { WireAppointment } from '../../testing/consultation-calls';
import { call, errorOf, randomPhone, signIn } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';

/*
 * The consultation routes on each database (README.md here): the wizard's options, the booking,
 * the caller's appointments, cancellation and payment. The clock stands at Tuesday 1 December
 * 2026, 08:00 in Vietnam (01:00 UTC) unless a test moves it; the demo accounts' reports are the
 * seed's (server/seed/demo-accounts.ts), the doctors' weeks the consultations seed's.
 */

const ADMIN_TOKEN = 'consultations-admin-token-0123456789abcdef';
const START = new Date('2026-12-01T01:00:00Z');
const DURATIONS = urlOf(consultationEndpoints.durations);
const METHODS = urlOf(consultationEndpoints.methods);
const MINE = urlOf(consultationEndpoints.myAppointments);
const TRACK = urlOf(consultationEndpoints.bookingTrack);
const ANSWERS = urlOf(consultationEndpoints.cancellationAnswers);
const FAMILY = urlOf(consultationEndpoints.familyProfiles);
const pendingOf = (id: string) => urlOf(consultationEndpoints.pendingAppointment, { id });
const detailOf = (id: string) => urlOf(consultationEndpoints.cancellationDetail, { id });
const cancelOf = (id: string) => urlOf(consultationEndpoints.cancelAppointment, { id });
const markPaidOf = (reference: string) => urlOf(consultationEndpoints.markAppointmentPaid, { reference });
const vi = readServerLocale('vi', 'errors') as Record<string, string>;
const at = (local: string) => new Date(`${local}:00+07:00`).toISOString();

describe.each(databaseKinds)('consultations on %s', (kind) => {
  let clock = START;
  const ctx = useTestContext(kind, { env: { ORDERS_ADMIN_TOKEN: ADMIN_TOKEN }, now: () => clock });
  let an: string;
  let hoa: string;
  let anSelf: string;
  let anSpouse: string;
  let anDaughter: string;
  let anSon: string;
  let hoaSelf: string;
  /** An's own report and his daughter's: only the medical director (TS. BS. Nguyễn Thị Mai) reads both. */
  let maiOnly: string[];
  beforeAll(async () => {
    an = await signIn(ctx, AN_PHONE);
    hoa = await signIn(ctx, HOA_PHONE);
    [anSelf, anSpouse, anDaughter, anSon, hoaSelf] = await geneTestIds(ctx, KITS.anSelf, KITS.anSpouse, KITS.anDaughter, KITS.anSonNoReport, KITS.hoaSelf);
    maiOnly = [anSelf, anDaughter];
  });

  const reportQuery = (ids: string[]) => `?test_report_ids=${ids.join(',')}`;

  describe('durations and methods', () => {
    it('offers every length for one short report, each priced by its consultation-session package; the shortest is recommended', async () => {
      const response = await call(ctx, `${DURATIONS}${reportQuery([anSelf])}`, { token: an, language: 'vi' });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ id: string; minutes: number; name: string; price: { VND: { value: number; formatted: string } }; recommended: boolean }> };
      expect(data.map((option) => option.minutes)).toEqual([15, 30, 60, 90, 120]);
      expect(data.map((option) => option.id)).toEqual([15, 30, 60, 90, 120].map((minutes) => `consultation-session-${minutes}-min`));
      expect(data.map((option) => option.recommended)).toEqual([true, false, false, false, false]);
      expect(data[1].name).toBe('Tư vấn kết quả gen với bác sĩ – 30 phút');
      expect(data[1].price.VND.value).toBeGreaterThan(data[0].price.VND.value);
      expect(data[1].price.VND.formatted).toMatch(/đ$/);
    });

    it('more reports need longer sessions: two short ones start at 30 minutes, a broad panel with two more at 60', async () => {
      const minutesFor = async (ids: string[], token = an) =>
        ((await (await call(ctx, `${DURATIONS}${reportQuery(ids)}`, { token })).json()) as { data: Array<{ minutes: number; recommended: boolean }> }).data;
      expect((await minutesFor([anSelf, anSpouse])).map((option) => option.minutes)).toEqual([30, 60, 90, 120]);
      expect((await minutesFor([anSelf, anSpouse, anDaughter])).map((option) => option.minutes)).toEqual([60, 90, 120]);
      expect((await minutesFor([hoaSelf], hoa)).map((option) => option.minutes)).toEqual([30, 60, 90, 120]);
      expect((await minutesFor([anSelf, anSpouse, anDaughter])).find((option) => option.recommended)?.minutes).toBe(60);
    });

    it('offers the methods of the doctors who read every chosen report', async () => {
      const methodsFor = async (ids: string[]) => ((await (await call(ctx, `${METHODS}${reportQuery(ids)}`, { token: an, language: 'zh' })).json()) as { data: Array<{ id: number; kind: string; title: string }> }).data;
      // Adults' reports: three doctors, who between them meet by video, phone and in person.
      expect((await methodsFor([anSelf, anSpouse])).map((method) => method.kind)).toEqual(['video_call', 'phone', 'in_person']);
      // An adult's and a child's report: only the medical director, by video or phone.
      const mixed = await methodsFor(maiOnly);
      expect(mixed.map((method) => [method.id, method.kind])).toEqual([
        [METHOD.videoCall, 'video_call'],
        [METHOD.phone, 'phone'],
      ]);
      expect(mixed[0].title).toBe('视频通话');
    });

    it("answers 404 for another account's report, for a test without a report and for an unknown id, each the same", async () => {
      const bodies = [];
      for (const ids of [[hoaSelf], [anSon], [randomUUID()], [anSelf, hoaSelf]]) {
        const response = await call(ctx, `${DURATIONS}${reportQuery(ids)}`, { token: an, language: 'vi' });
        expect(response.status).toBe(404);
        bodies.push(await response.json());
      }
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toEqual({ error: { code: 'not_found', message: vi.consultation_reports_not_found } });
      expect((await call(ctx, `${METHODS}${reportQuery([hoaSelf])}`, { token: an })).status).toBe(404);
    });

    it('refuses malformed report lists (400 naming test_report_ids) and needs sign-in (401)', async () => {
      for (const query of ['', '?test_report_ids=', '?test_report_ids=abc', `?test_report_ids=${Array.from({ length: 9 }, () => randomUUID()).join(',')}`]) {
        for (const url of [DURATIONS, METHODS]) {
          const response = await call(ctx, `${url}${query}`, { token: an, language: 'vi' });
          expect(response.status, `${url}${query}`).toBe(400);
          expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['test_report_ids']);
        }
      }
      expect((await call(ctx, `${DURATIONS}${reportQuery([anSelf])}`)).status).toBe(401);
      expect((await call(ctx, `${METHODS}${reportQuery([anSelf])}`, { token: 'not-a-token' })).status).toBe(401);
    });
  });

  describe('for whom: the family profiles', () => {
    it('lists every family profile of the account by name, with or without a gene test; never the holder nor another account’s', async () => {
      const response = await call(ctx, FAMILY, { token: an, language: 'vi' });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ id: string; name: string; gender: number; relationship: string; gene_test_status: string | null }> };
      expect(data.map(({ name, relationship, gene_test_status }) => ({ name, relationship, gene_test_status }))).toEqual([
        { name: 'Nguyễn Gia Hân', relationship: 'child', gene_test_status: 'report_ready' },
        { name: 'Nguyễn Minh Khang', relationship: 'child', gene_test_status: 'analysing' },
        { name: 'Phạm Thị Cúc', relationship: 'parent', gene_test_status: null },
        { name: 'Trần Thị Bình', relationship: 'spouse', gene_test_status: 'report_ready' },
      ]);
      expect(data.find((profile) => profile.name === 'Phạm Thị Cúc')?.gender).toBe(2);
      const theirs = (await (await call(ctx, FAMILY, { token: hoa })).json()) as { data: Array<{ id: string }> };
      expect(theirs.data.every((profile) => !data.some((mine) => mine.id === profile.id))).toBe(true);
    });

    it('needs sign-in (401)', async () => {
      expect((await call(ctx, FAMILY)).status).toBe(401);
      expect((await call(ctx, FAMILY, { token: 'not-a-token' })).status).toBe(401);
    });

    it('books a consultation about a family report for a family member who has no gene test yet, linked to their profile', async () => {
      const { data } = (await (await call(ctx, FAMILY, { token: an })).json()) as { data: Array<{ id: string; name: string; gene_test_status: string | null }> };
      const untested = data.find((profile) => profile.gene_test_status === null)!;
      const [day] = await availableDays(ctx, an, { ids: [anDaughter], minutes: 30, methodId: METHOD.videoCall, date: '2026-12-14', daysRange: 1 });
      const appointment = await booked(ctx, an, {
        ids: [anDaughter],
        minutes: 30,
        methodId: METHOD.videoCall,
        start: day.slots[0].start_time,
        isFamily: true,
        familyMembers: [{ customer_profile_id: untested.id, name: untested.name, gender: 2 }],
      });
      expect(appointment.is_family).toBe(true);
      expect(appointment.family_members).toEqual([{ customer_profile_id: untested.id, name: 'Phạm Thị Cúc', gender: 2 }]);
      const mine = (await (await call(ctx, `${MINE}?limit=50`, { token: an })).json()) as { data: Array<{ id: string }> };
      expect(mine.data.map((entry) => entry.id)).toContain(appointment.id);
    });
  });

  describe('available times', () => {
    it('lists free times by day in Vietnam: within the doctor’s hours, two hours from now at the soonest, no Sunday', async () => {
      const days = await availableDays(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, date: '2026-12-01', daysRange: 7 });
      // Tuesday to Saturday, then Monday; the medical director does not work on Sundays.
      expect(days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07']);
      // It is 08:00: the first time today is 10:00.
      expect(days[0].slots.map((slot) => slot.time)).toEqual(['10:00', '10:30', '11:00', '11:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
      expect(days[0].slots[0]).toEqual({ start_time: '2026-12-01T03:00:00.000Z', end_time: '2026-12-01T03:30:00.000Z', time: '10:00' });
      // Saturday mornings only, to 11:30.
      expect(days[4].slots.map((slot) => slot.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    });

    it('keeps to the 90-day range from today, skips days off, and answers nothing past it', async () => {
      const all = await availableDays(ctx, an, { ids: maiOnly, minutes: 120, methodId: METHOD.phone });
      expect(all[0].date).toBe('2026-12-01');
      // The 90th day, 28 February, is a Sunday: the last day with a time is the Saturday.
      expect(all.at(-1)?.date).toBe('2027-02-27');
      // Tết 2027 (4 to 10 February) and the director's leave in January are days off.
      expect(all.some((day) => day.date >= '2027-02-04' && day.date <= '2027-02-10')).toBe(false);
      expect(all.some((day) => day.date >= '2027-01-11' && day.date <= '2027-01-15')).toBe(false);
      expect(all.some((day) => day.date === '2027-02-26')).toBe(true);
      expect(await availableDays(ctx, an, { ids: maiOnly, minutes: 120, methodId: METHOD.phone, date: '2027-03-01' })).toEqual([]);
      const lastDays = await availableDays(ctx, an, { ids: maiOnly, minutes: 120, methodId: METHOD.phone, date: '2027-02-26', daysRange: 30 });
      expect(lastDays.map((day) => day.date)).toEqual(['2027-02-26', '2027-02-27']);
    });

    it('a day off added for the doctor takes that day out at once', async () => {
      const mai = await advisorId(ctx, 'nguyen-thi-mai');
      await ctx.database.db.insert(doctorDaysOff).values({ doctorId: mai, day: '2026-12-03' });
      const days = await availableDays(ctx, an, { ids: maiOnly, minutes: 60, methodId: METHOD.videoCall, date: '2026-12-02', daysRange: 3 });
      expect(days.map((day) => day.date)).toEqual(['2026-12-02', '2026-12-04']);
      await ctx.database.db.delete(doctorDaysOff).where(and(eq(doctorDaysOff.doctorId, mai), eq(doctorDaysOff.day, '2026-12-03')));
    });

    it('refuses, naming the field: malformed duration JSON, a length too short for the reports, a method their doctors do not offer, a day before today, a range past 90', async () => {
      const expectField = async (url: string, field: string, key?: string) => {
        const response = await call(ctx, url, { token: an, language: 'vi' });
        expect(response.status, url).toBe(400);
        const { fields } = await errorOf(response);
        expect(Object.keys(fields ?? {})).toEqual([field]);
        if (key) expect(fields?.[field]).toBe(vi[key] ?? (readServerLocale('vi', 'errors').field as Record<string, string>)[key.replace('field.', '')]);
      };
      const base = availableTimeUrl({ ids: maiOnly, minutes: 30, methodId: METHOD.videoCall });
      await expectField(base.replace(/duration_selected=[^&]+/, 'duration_selected=%7Bnot-json'), 'duration_selected', 'field.invalid_duration_selected');
      await expectField(base.replace(/duration_selected=[^&]+/, `duration_selected=${encodeURIComponent('{"id":"consultation-session-30-min","minutes":60}')}`), 'duration_selected', 'field.invalid_duration_selected');
      await expectField(availableTimeUrl({ ids: maiOnly, minutes: 15, methodId: METHOD.videoCall }), 'duration_selected', 'field.duration_not_offered');
      await expectField(availableTimeUrl({ ids: maiOnly, minutes: 30, methodId: METHOD.inPerson }), 'consultation_method_id', 'field.method_not_offered');
      await expectField(availableTimeUrl({ ids: maiOnly, minutes: 30, methodId: 999 }), 'consultation_method_id', 'field.method_not_offered');
      await expectField(availableTimeUrl({ ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, date: '2026-11-30' }), 'date', 'field.date_in_past');
      await expectField(availableTimeUrl({ ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, date: '2026-02-30' }), 'date');
      await expectField(availableTimeUrl({ ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, daysRange: 91 }), 'days_range');
      expect((await call(ctx, base)).status).toBe(401);
      expect((await call(ctx, availableTimeUrl({ ids: [hoaSelf], minutes: 30, methodId: METHOD.videoCall }), { token: an })).status).toBe(404);
    });
  });

  describe('booking', () => {
    it('books a free time: the answer carries the doctor, the VietQR transfer and the call link; the time is no longer offered', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-02T09:00') }, 'vi');
      expect(appointment).toMatchObject({
        status: 'upcoming',
        date: '2026-12-02',
        time: '09:00',
        start_time: '2026-12-02T02:00:00.000Z',
        end_time: '2026-12-02T02:30:00.000Z',
        duration_selected: { id: 'consultation-session-30-min', minutes: 30 },
        doctor: { slug: 'nguyen-thi-mai', name: 'TS. BS. Nguyễn Thị Mai' },
        consultation_method: { id: METHOD.videoCall, kind: 'video_call', title: 'Gọi video' },
        is_family: false,
        payment: { type: 'bank_transfer', status: 'unpaid' },
        location: { kind: 'video_call', phone_number: null, clinic_name: null, address: null },
        cancellation: null,
        surveys: { pre_consultation: { has_done: false, is_open: true }, post_consultation: { has_done: false, is_open: false } },
      });
      expect(appointment.reference).toMatch(/^GWC-2026-\d{6}$/);
      expect(appointment.location.call_link).toMatch(/^https:\/\/meet\.jit\.si\/GeneWell-GWC-2026-\d{6}-[0-9a-f]{12}$/);
      expect(appointment.test_reports.map((report) => report.customer_name).sort()).toEqual(['Nguyễn Gia Hân', 'Nguyễn Văn An']);
      // The transfer: the package's price, the reference as the description, in a VietQR payload a bank app reads.
      const { transfer } = appointment.payment;
      expect(transfer?.amount).toBe(appointment.price.VND.value);
      expect(transfer?.description).toBe(appointment.reference.replace(/-/g, ' '));
      expect(parseVietQrPayload(transfer?.viet_qr_payload ?? '')).toMatchObject({ amount: appointment.price.VND.value, purpose: transfer?.description, accountNumber: transfer?.account_number, currency: '704' });

      const day = (await availableDays(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, date: '2026-12-02', daysRange: 1 }))[0];
      expect(day.slots.map((slot) => slot.time)).not.toContain('09:00');
      expect(day.slots.map((slot) => slot.time)).toContain('09:30');
      // The doctor's two quarter hours are held by it.
      const units = await ctx.database.db.select().from(doctorBookedUnits).where(eq(doctorBookedUnits.appointmentId, appointment.id));
      expect(units.map((unit) => unit.unitStart.toISOString()).sort()).toEqual(['2026-12-02T02:00:00.000Z', '2026-12-02T02:15:00.000Z']);
    });

    it('queues the confirmation at once, the reminder a day before and the survey link an hour after, in the booking’s language', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 60, methodId: METHOD.phone, start: at('2026-12-04T13:30'), paymentType: 'at_consultation' }, 'vi');
      expect(appointment.location).toMatchObject({ kind: 'phone', phone_number: AN_PHONE, call_link: null });
      expect(appointment.payment).toMatchObject({ type: 'at_consultation', status: 'unpaid', transfer: null });
      const messages = (await ctx.sms.list({ phone: AN_PHONE, limit: 500 })).filter((message) => message.body.includes(appointment.id));
      const byPurpose = Object.fromEntries(messages.map((message) => [message.purpose, message]));
      expect(Object.keys(byPurpose).sort()).toEqual(['consultation-confirmation', 'consultation-reminder', 'consultation-survey']);
      const origin = ctx.config.PUBLIC_ORIGIN;
      const token = await surveyTokenOf(ctx, AN_PHONE, appointment.id);
      expect(byPurpose['consultation-confirmation'].body).toBe(
        `GeneWell: lich tu van 60 phut (goi dien thoai) voi TS. BS. Nguyen Thi Mai luc 13:30 ngay 04/12/2026 da duoc dat. Xem hoac huy: ${origin}/consultations/${appointment.id}/cancel#t=${token}`,
      );
      expect(byPurpose['consultation-reminder'].body).toContain(`${origin}/consultations/${appointment.id}/pre-survey#t=${token}`);
      expect(byPurpose['consultation-survey'].body).toContain(`${origin}/consultations/${appointment.id}/post-survey#t=${token}`);
      expect(byPurpose['consultation-reminder'].nextAttemptAt.toISOString()).toBe('2026-12-03T06:30:00.000Z');
      expect(byPurpose['consultation-reminder'].expiresAt?.toISOString()).toBe(appointment.start_time);
      expect(byPurpose['consultation-survey'].nextAttemptAt.toISOString()).toBe('2026-12-04T08:30:00.000Z');
      for (const message of messages) expect(message.body).toMatch(/^[\x20-\x7e]+$/);
    });

    it('sends no reminder for a booking less than a day ahead', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-01T16:00') });
      const purposes = (await ctx.sms.list({ phone: AN_PHONE, limit: 500 })).filter((message) => message.body.includes(appointment.id)).map((message) => message.purpose);
      expect(purposes.sort()).toEqual(['consultation-confirmation', 'consultation-survey']);
    });

    it('books for family members, whose profiles must be the caller’s (404 otherwise, like an unknown one)', async () => {
      const [daughterProfile] = await ctx.database.db.select({ id: customerProfiles.id }).from(customerProfiles).where(eq(customerProfiles.name, 'Nguyễn Gia Hân'));
      const [hoaProfile] = await ctx.database.db.select({ id: customerProfiles.id }).from(customerProfiles).where(eq(customerProfiles.name, 'Lê Thị Hoa'));
      const family = await booked(ctx, an, {
        ids: [anDaughter],
        minutes: 30,
        methodId: METHOD.videoCall,
        start: at('2026-12-07T17:30'),
        isFamily: true,
        familyMembers: [{ customer_profile_id: daughterProfile.id, name: 'Nguyễn Gia Hân', gender: 2 }, { name: 'Trần Thị Bình', gender: 2 }],
      });
      expect(family.is_family).toBe(true);
      expect(family.family_members).toEqual([
        { customer_profile_id: daughterProfile.id, name: 'Nguyễn Gia Hân', gender: 2 },
        { customer_profile_id: null, name: 'Trần Thị Bình', gender: 2 },
      ]);
      // A child's report: the paediatrician or the director; at 17:30 only the paediatrician works.
      expect(family.doctor.slug).toBe('pham-minh-quan');
      const theirs = await book(ctx, an, { ids: [anDaughter], minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-07T18:00'), isFamily: true, familyMembers: [{ customer_profile_id: hoaProfile.id, name: 'X', gender: 3 }] });
      const unknown = await book(ctx, an, { ids: [anDaughter], minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-07T18:00'), isFamily: true, familyMembers: [{ customer_profile_id: randomUUID(), name: 'X', gender: 3 }] });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(await unknown.json());
    });

    it('refuses bad bookings with a localised 400 naming the field, and changes nothing', async () => {
      const before = await ctx.database.db.$count(consultationAppointments);
      const good = { ids: maiOnly, minutes: 30 as const, methodId: METHOD.videoCall, start: at('2026-12-03T09:00') };
      const expectField = async (json: Record<string, unknown>, field: string, key?: string) => {
        const response = await call(ctx, urlOf(consultationEndpoints.createAppointment), { method: 'POST', token: an, json, language: 'vi' });
        expect(response.status, JSON.stringify(json)).toBe(400);
        const error = await errorOf(response);
        expect(Object.keys(error.fields ?? {}), JSON.stringify(error)).toEqual([field]);
        if (key) expect(error.fields?.[field]).toBe((readServerLocale('vi', 'errors').field as Record<string, string>)[key]);
      };
      await expectField({ ...bookingBody(good), end_time: at('2026-12-03T10:00') }, 'end_time', 'end_time_mismatch');
      await expectField(bookingBody({ ...good, start: at('2026-12-03T07:00') }), 'start_time', 'time_not_available');
      await expectField(bookingBody({ ...good, start: at('2026-12-03T09:05') }), 'start_time', 'time_not_available');
      await expectField(bookingBody({ ...good, start: at('2026-12-01T09:00') }), 'start_time', 'time_not_available');
      await expectField(bookingBody({ ...good, start: at('2027-03-02T09:00') }), 'start_time', 'time_not_available');
      await expectField(bookingBody({ ...good, minutes: 15 }), 'duration_selected', 'duration_not_offered');
      await expectField(bookingBody({ ...good, methodId: METHOD.inPerson }), 'consultation_method_id', 'method_not_offered');
      await expectField(bookingBody({ ...good, isFamily: true }), 'family_members', 'family_members_required');
      await expectField(bookingBody({ ...good, familyMembers: [{ name: 'A', gender: 1 }] }), 'family_members', 'family_members_not_allowed');
      await expectField({ ...bookingBody(good), payment_type: 'crypto' }, 'payment_type');
      await expectField({ ...bookingBody(good), test_report_ids: [anSelf, anSelf] }, 'test_report_ids', 'duplicate_items');
      await expectField({ ...bookingBody(good), family_members: [{ name: '', gender: 1 }], is_family: true }, 'family_members.0.name');
      await expectField({ ...bookingBody(good), price: 1 }, 'price', 'unrecognized_key');
      expect(await ctx.database.db.$count(consultationAppointments)).toBe(before);
      expect((await book(ctx, undefined, good)).status).toBe(401);
      expect((await book(ctx, an, { ...good, ids: [hoaSelf] })).status).toBe(404);
    });

    it('a time someone booked meanwhile answers 409 slot_taken in the caller’s language', async () => {
      const time = { ids: maiOnly, minutes: 30 as const, methodId: METHOD.videoCall, start: at('2026-12-03T10:00') };
      await booked(ctx, an, time);
      const again = await book(ctx, an, time, { language: 'vi' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: { code: 'slot_taken', message: vi.slot_taken } });
      // Half an hour into another booking is taken too (the medical director alone reads these reports).
      const overlapping = await book(ctx, an, { ...time, minutes: 60, start: at('2026-12-03T09:30') }, { language: 'en' });
      expect(overlapping.status).toBe(409);
    });

    it('gives a time to another free doctor when one is booked, until none is left', async () => {
      // Hoa's g-pro report: four doctors read it; on a Saturday at 08:00, Mai and Hùng work (Hà from 08:30).
      const slot = { ids: [hoaSelf], minutes: 30 as const, methodId: METHOD.videoCall, start: at('2026-12-05T08:00') };
      const first = await booked(ctx, hoa, slot);
      const second = await booked(ctx, hoa, slot);
      const third = await booked(ctx, hoa, slot);
      expect(new Set([first.doctor.slug, second.doctor.slug, third.doctor.slug])).toEqual(new Set(['tran-van-hung', 'nguyen-thi-mai', 'vo-thanh-son']));
      expect(first.doctor.slug).not.toBe('nguyen-thi-mai');
      expect((await book(ctx, hoa, slot)).status).toBe(409);
      const day = (await availableDays(ctx, hoa, { ids: [hoaSelf], minutes: 30, methodId: METHOD.videoCall, date: '2026-12-05', daysRange: 1 }))[0];
      expect(day.slots.map((entry) => entry.time)).not.toContain('08:00');
    });
  });

  describe('my appointments, the booking track and the pending appointment', () => {
    it('lists the caller’s appointments, latest first, filtered by status; never another account’s', async () => {
      const response = await call(ctx, `${MINE}?limit=100`, { token: an });
      expect(response.status).toBe(200);
      const { data, meta } = (await response.json()) as { data: WireAppointment[]; meta: { total: number } };
      expect(meta.total).toBe(data.length);
      expect(data.length).toBeGreaterThanOrEqual(4);
      expect(data.map((entry) => entry.start_time)).toEqual([...data.map((entry) => entry.start_time)].sort().reverse());
      const hoaList = (await (await call(ctx, `${MINE}?limit=100`, { token: hoa })).json()) as { data: WireAppointment[] };
      expect(hoaList.data.some((entry) => data.some((mine) => mine.id === entry.id))).toBe(false);
      const fresh = (await (await call(ctx, MINE, { token: await signIn(ctx, randomPhone()) })).json()) as { data: unknown[]; meta: { total: number } };
      expect(fresh).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });
      const cancelledOnly = (await (await call(ctx, `${MINE}?status=cancelled`, { token: an })).json()) as { data: WireAppointment[] };
      expect(cancelledOnly.data.every((entry) => entry.status === 'cancelled')).toBe(true);
      expect((await call(ctx, `${MINE}?status=lost`, { token: an })).status).toBe(400);
      expect((await call(ctx, MINE)).status).toBe(401);
    });

    it('the booking track names the next appointment, counts and the surveys to fill', async () => {
      const response = await call(ctx, TRACK, { token: an });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { next_appointment: WireAppointment | null; counts: Record<string, number>; awaiting_payment: number; surveys_to_fill: Array<{ appointment_id: string; survey: string }> } };
      const all = ((await (await call(ctx, `${MINE}?limit=100`, { token: an })).json()) as { data: WireAppointment[] }).data;
      const upcoming = all.filter((entry) => entry.status === 'upcoming').sort((a, b) => a.start_time.localeCompare(b.start_time));
      expect(data.next_appointment?.id).toBe(upcoming[0].id);
      expect(data.counts.upcoming).toBe(upcoming.length);
      expect(data.awaiting_payment).toBe(upcoming.filter((entry) => entry.payment.type === 'bank_transfer' && entry.payment.status === 'unpaid').length);
      expect(data.surveys_to_fill.map((entry) => entry.appointment_id).sort()).toEqual(upcoming.map((entry) => entry.id).sort());
      expect(new Set(data.surveys_to_fill.map((entry) => entry.survey))).toEqual(new Set(['pre_consultation']));
      expect((await call(ctx, TRACK)).status).toBe(401);
    });

    it('answers a pending appointment to its owner only, until it is paid (404 after, as for anyone else)', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-08T10:00') });
      expect((await call(ctx, pendingOf(appointment.id), { token: an })).status).toBe(200);
      const theirs = await call(ctx, pendingOf(appointment.id), { token: hoa });
      const unknown = await call(ctx, pendingOf(randomUUID()), { token: hoa });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(await unknown.json());
      expect((await call(ctx, pendingOf('nope'), { token: an })).status).toBe(400);
      expect((await call(ctx, pendingOf(appointment.id))).status).toBe(401);
      const paid = await call(ctx, markPaidOf(appointment.reference), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(paid.status).toBe(200);
      expect((await call(ctx, pendingOf(appointment.id), { token: an })).status).toBe(404);
    });
  });

  describe('payment by operations', () => {
    it('marks an appointment paid with the admin token: once, with one SMS; never without the token or for a cancelled one', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-08T10:30') }, 'vi');
      const paidMessages = async () => (await ctx.sms.list({ phone: AN_PHONE, limit: 500 })).filter((message) => message.purpose === 'consultation-paid' && message.body.includes(appointment.reference));
      for (const headers of [{}, { Authorization: 'Bearer wrong-token-wrong-token-wrong-token-00' }, { Authorization: `Token ${an}` }] as Array<Record<string, string>>) {
        const refused = await call(ctx, markPaidOf(appointment.reference), { method: 'POST', headers });
        expect(refused.status).toBe(404);
      }
      const paid = await call(ctx, markPaidOf(appointment.reference), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(paid.status).toBe(200);
      const body = (await paid.json()) as { data: WireAppointment };
      expect(body.data.payment).toMatchObject({ status: 'paid', transfer: null });
      expect((await paidMessages()).map((message) => message.body)).toEqual([`GeneWell: da nhan ${new Intl.NumberFormat('vi-VN').format(body.data.payment.amount)}d cho lich tu van ${appointment.reference}. Hen gap ban luc 10:30 ngay 08/12/2026.`]);
      expect((await call(ctx, markPaidOf(appointment.reference), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(200);
      expect(await paidMessages()).toHaveLength(1);
      expect((await call(ctx, markPaidOf('GWC-2026-999999'), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
      expect((await call(ctx, markPaidOf('nope'), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(400);

      const other = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-08T11:00') });
      expect((await call(ctx, cancelOf(other.id), { method: 'POST', token: an, json: { answer: 1 } })).status).toBe(200);
      const refused = await call(ctx, markPaidOf(other.reference), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, language: 'vi' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'appointment_cancelled', message: vi.appointment_cancelled } });
    });
  });

  describe('cancellation', () => {
    it('lists the answers in the caller’s language, without sign-in', async () => {
      const response = await call(ctx, ANSWERS, { language: 'th' });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ id: number; title: string; requires_text: boolean }> };
      expect(data.map((answer) => answer.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(data.filter((answer) => answer.requires_text).map((answer) => answer.id)).toEqual([6]);
      expect(data[5].title).toBe('เหตุผลอื่น');
    });

    it('opens with the survey token or for the signed-in owner; a wrong token, another account and an unknown id answer alike', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-09T09:00') });
      const token = await surveyTokenOf(ctx, AN_PHONE, appointment.id);
      const byToken = await call(ctx, detailOf(appointment.id), { headers: { 'Survey-Token': token } });
      expect(byToken.status).toBe(200);
      expect(((await byToken.json()) as { data: { appointment: { id: string }; cancellable: boolean; refusal: null } }).data).toMatchObject({ appointment: { id: appointment.id }, cancellable: true, refusal: null });
      expect((await call(ctx, detailOf(appointment.id), { token: an })).status).toBe(200);
      const refusals = [
        await call(ctx, detailOf(appointment.id), { headers: { 'Survey-Token': token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }, language: 'vi' }),
        await call(ctx, detailOf(appointment.id), { headers: { 'Survey-Token': 'short' }, language: 'vi' }),
        await call(ctx, detailOf(appointment.id), { token: hoa, language: 'vi' }),
        await call(ctx, detailOf(appointment.id), { language: 'vi' }),
        await call(ctx, detailOf(randomUUID()), { headers: { 'Survey-Token': token }, language: 'vi' }),
      ];
      for (const refused of refusals) expect(refused.status).toBe(404);
      const bodies = await Promise.all(refusals.map((refused) => refused.json()));
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toEqual({ error: { code: 'not_found', message: vi.appointment_not_found } });
      expect((await call(ctx, cancelOf(appointment.id), { method: 'POST', token: hoa, json: { answer: 1 } })).status).toBe(404);
      expect((await call(ctx, cancelOf(appointment.id), { method: 'POST', headers: { 'Survey-Token': 'x'.repeat(43) }, json: { answer: 1 } })).status).toBe(404);
      expect((await ctx.database.db.select().from(consultationAppointments).where(eq(consultationAppointments.id, appointment.id)))[0].status).toBe('booked');
    });

    it('cancels with an answer: the time is offered again at once, the reminder and survey link are dropped, the confirmation stays', async () => {
      const time = { ids: maiOnly, minutes: 60 as const, methodId: METHOD.videoCall, start: at('2026-12-10T13:30') };
      const appointment = await booked(ctx, an, time);
      const token = await surveyTokenOf(ctx, AN_PHONE, appointment.id);
      const scheduled = await ctx.database.db.select().from(consultationScheduledSms).where(eq(consultationScheduledSms.appointmentId, appointment.id));
      expect(scheduled).toHaveLength(2);
      const timesOn = async () => (await availableDays(ctx, an, { ids: maiOnly, minutes: 60, methodId: METHOD.videoCall, date: '2026-12-10', daysRange: 1 }))[0].slots.map((slot) => slot.time);
      expect(await timesOn()).not.toContain('13:30');

      const needsText = await call(ctx, cancelOf(appointment.id), { method: 'POST', headers: { 'Survey-Token': token }, json: { answer: 6, answer_text: '  ' }, language: 'vi' });
      expect(needsText.status).toBe(400);
      expect((await errorOf(needsText)).fields).toEqual({ answer_text: (readServerLocale('vi', 'errors').field as Record<string, string>).answer_text_required });
      const unknownAnswer = await call(ctx, cancelOf(appointment.id), { method: 'POST', headers: { 'Survey-Token': token }, json: { answer: 99 } });
      expect(Object.keys((await errorOf(unknownAnswer)).fields ?? {})).toEqual(['answer']);
      expect((await call(ctx, cancelOf(appointment.id), { method: 'POST', headers: { 'Survey-Token': token }, json: {} })).status).toBe(400);

      const response = await call(ctx, cancelOf(appointment.id), { method: 'POST', headers: { 'Survey-Token': token }, json: { answer: 6, answer_text: 'Con tôi bị ốm' }, language: 'vi' });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { appointment: WireAppointment; cancellable: boolean; refusal: string } };
      expect(data).toMatchObject({ cancellable: false, refusal: 'already_cancelled', appointment: { status: 'cancelled', cancellation: { answer: 6, answer_title: 'Lý do khác', answer_text: 'Con tôi bị ốm' } } });
      expect(await timesOn()).toContain('13:30');
      expect(await ctx.database.db.select().from(doctorBookedUnits).where(eq(doctorBookedUnits.appointmentId, appointment.id))).toEqual([]);
      const left = (await ctx.sms.list({ phone: AN_PHONE, limit: 500 })).filter((message) => message.body.includes(appointment.id)).map((message) => message.purpose);
      expect(left).toEqual(['consultation-confirmation']);
      for (const { smsId } of scheduled) expect(await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.id, smsId))).toEqual([]);

      const twice = await call(ctx, cancelOf(appointment.id), { method: 'POST', token: an, json: { answer: 1 }, language: 'vi' });
      expect(twice.status).toBe(409);
      expect(await twice.json()).toEqual({ error: { code: 'appointment_cancelled', message: vi.appointment_cancelled } });
      // The freed time can be booked again.
      await booked(ctx, an, time);
    });

    it('refuses to cancel an appointment that has started or is over (409 appointment_started)', async () => {
      const appointment = await booked(ctx, an, { ids: maiOnly, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-11T10:00') });
      clock = new Date(at('2026-12-11T10:10'));
      try {
        const detail = (await (await call(ctx, detailOf(appointment.id), { token: an })).json()) as { data: { cancellable: boolean; refusal: string; appointment: { status: string } } };
        expect(detail.data).toMatchObject({ cancellable: false, refusal: 'already_started', appointment: { status: 'in_progress' } });
        const refused = await call(ctx, cancelOf(appointment.id), { method: 'POST', token: an, json: { answer: 1 }, language: 'zh' });
        expect(refused.status).toBe(409);
        expect(await refused.json()).toEqual({ error: { code: 'appointment_started', message: (readServerLocale('zh', 'errors') as Record<string, string>).appointment_started } });
        clock = new Date(at('2026-12-12T10:00'));
        expect((await call(ctx, cancelOf(appointment.id), { method: 'POST', token: an, json: { answer: 1 } })).status).toBe(409);
      } finally {
        clock = START;
      }
    });
  });
});
