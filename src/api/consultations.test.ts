import { describe, expect, it } from 'vitest';
import {
  cancelAppointment,
  createAppointment,
  getAvailableTime,
  getBookingTrack,
  getCancellationAnswers,
  getCancellationDetail,
  getConsultationMethods,
  getDurations,
  getFamilyProfiles,
  getMyAppointments,
  getPendingAppointment,
} from './consultations';
import { consultationEndpoints } from './contract/consultations';
import type { CreateAppointmentRequest } from './contract/consultations';
import { urlOf } from './contract/endpoint';
import { APPOINTMENT_ID, METHOD, TOKEN, usePortalTestServer, wireAppointmentTimes } from './appointment-fixture';

/*
 * The consultation calls against a real HTTP server: what each sends (method, path, query and
 * body in wire form, the Survey-Token header) and how it reads the answer (camelCase contract
 * types), failures included.
 */

const { api, portal, signedOut } = usePortalTestServer();

const REPORT_A = '7a1d0000-0000-4000-8000-000000000101';
const REPORT_B = '7a1d0000-0000-4000-8000-000000000104';
/** The booking's choices of time, method, length and reports, as the call takes them. */
const BOOKED_SLOT = {
  startTime: '2026-12-02T02:00:00.000Z',
  endTime: '2026-12-02T02:30:00.000Z',
  consultationMethodId: 1,
  durationSelected: { id: 'consultation-session-30-min', minutes: 30 },
  testReportIds: [REPORT_A],
} satisfies Partial<CreateAppointmentRequest>;
const PRICES = { VND: { value: 690_000, formatted: '690.000đ' }, USD: { value: 27.6, formatted: '$27.60' } };

const WIRE_APPOINTMENT = {
  ...wireAppointmentTimes,
  status: 'upcoming',
  time_zone: 'Asia/Ho_Chi_Minh',
  duration_selected: { id: 'consultation-session-30-min', minutes: 30 },
  doctor: { id: 1, slug: 'nguyen-thi-mai', name: 'TS. BS. Nguyễn Thị Mai', title: 'Medical Director' },
  is_family: true,
  family_members: [{ customer_profile_id: null, name: 'Trần Thị Bình', gender: 2 }],
  test_reports: [{ id: REPORT_A, kit_code: 'GW-24-10001', package_slug: 'g-intel', customer_profile_id: '5e1d0000-0000-4000-8000-000000000101', customer_name: 'Nguyễn Văn An' }],
  price: PRICES,
  payment: {
    type: 'bank_transfer',
    status: 'unpaid',
    paid_at: null,
    amount: 690_000,
    formatted_amount: '690.000đ',
    transfer: {
      bank_bin: '970436',
      bank_name: 'Vietcombank',
      account_number: '0000000000',
      account_name: 'CONG TY TNHH GENEWELL VIET NAM DEMO',
      amount: 690_000,
      description: 'GWC 2026 000123',
      viet_qr_payload: '00020101021238570010A000000727',
    },
  },
  location: { kind: 'video_call', call_link: 'https://meet.jit.si/GeneWell-GWC-2026-000123-abcdef012345', phone_number: null, clinic_name: null, address: null },
  cancellation: null,
  surveys: { pre_consultation: { has_done: false, is_open: true }, post_consultation: { has_done: false, is_open: false } },
  calendar_url: `/portal/api/v1/consultation-calendar/${APPOINTMENT_ID}.ics?key=${TOKEN}`,
  created_at: '2026-12-01T01:00:00.000Z',
};

describe('consultation calls', () => {
  it('reads the family profiles, a profile without a gene test with a null status', async () => {
    api.server.handle(() => ({
      json: { data: [{ id: '5e1d0000-0000-4000-8000-000000000105', name: 'Phạm Thị Cúc', gender: 2, relationship: 'parent', gene_test_status: null }] },
    }));
    await expect(getFamilyProfiles(portal())).resolves.toEqual([{ id: '5e1d0000-0000-4000-8000-000000000105', name: 'Phạm Thị Cúc', gender: 2, relationship: 'parent', geneTestStatus: null }]);
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(consultationEndpoints.familyProfiles) });
    expect(api.sent().headers.authorization).toBe(`Token ${'token-'.padEnd(40, 'x')}`);
  });

  it('asks for the durations and the methods of the chosen reports, as a comma list', async () => {
    api.server.handle(() => ({ json: { data: [{ id: 'consultation-session-30-min', minutes: 30, name: '30 minutes', price: PRICES, recommended: true }] } }));
    await expect(getDurations(portal(), [REPORT_A, REPORT_B])).resolves.toEqual([{ id: 'consultation-session-30-min', minutes: 30, name: '30 minutes', price: PRICES, recommended: true }]);
    expect(api.sent()).toMatchObject({ method: 'GET', url: `${urlOf(consultationEndpoints.durations)}?test_report_ids=${REPORT_A},${REPORT_B}` });

    api.server.handle(() => ({ json: { data: [METHOD] } }));
    await expect(getConsultationMethods(portal(), [REPORT_A])).resolves.toEqual([METHOD]);
    expect(api.sent(1).url).toBe(`${urlOf(consultationEndpoints.methods)}?test_report_ids=${REPORT_A}`);
    expect(api.sent(1).headers.authorization).toBe(`Token ${'token-'.padEnd(40, 'x')}`);
  });

  it('sends duration_selected as JSON with the other choices, and reads the days', async () => {
    api.server.handle(() => ({ json: { data: [{ date: '2026-12-02', slots: [{ start_time: '2026-12-02T02:00:00.000Z', end_time: '2026-12-02T02:30:00.000Z', time: '09:00' }] }] } }));
    const days = await getAvailableTime(portal(), { testReportIds: [REPORT_A], durationSelected: { id: 'consultation-session-30-min', minutes: 30 }, consultationMethodId: 1, date: '2026-12-01', daysRange: 7 });
    expect(days).toEqual([{ date: '2026-12-02', slots: [{ startTime: '2026-12-02T02:00:00.000Z', endTime: '2026-12-02T02:30:00.000Z', time: '09:00' }] }]);
    const query = new URL(api.sent().url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      test_report_ids: REPORT_A,
      duration_selected: '{"id":"consultation-session-30-min","minutes":30}',
      consultation_method_id: '1',
      date: '2026-12-01',
      days_range: '7',
    });
  });

  it('books with the spec’s payload in snake_case and reads the appointment; a taken slot rejects with 409 slot_taken', async () => {
    api.server.handle(() => ({ status: 201, json: { data: WIRE_APPOINTMENT } }));
    const appointment = await createAppointment(portal(), {
      ...BOOKED_SLOT,
      isFamily: true,
      familyMembers: [{ customerProfileId: null, name: 'Trần Thị Bình', gender: 2 }],
      paymentType: 'bank_transfer',
    });
    expect(api.sent()).toMatchObject({ method: 'POST', url: urlOf(consultationEndpoints.createAppointment) });
    expect(api.sent().body).toEqual({
      start_time: '2026-12-02T02:00:00.000Z',
      end_time: '2026-12-02T02:30:00.000Z',
      consultation_method_id: 1,
      duration_selected: { id: 'consultation-session-30-min', minutes: 30 },
      test_report_ids: [REPORT_A],
      is_family: true,
      family_members: [{ customer_profile_id: null, name: 'Trần Thị Bình', gender: 2 }],
      payment_type: 'bank_transfer',
    });
    expect(appointment).toMatchObject({ reference: 'GWC-2026-000123', payment: { transfer: { vietQrPayload: '00020101021238570010A000000727' } }, surveys: { preConsultation: { isOpen: true } } });

    api.server.handle(() => ({ status: 409, headers: { 'content-language': 'vi' }, json: { error: { code: 'slot_taken', message: 'Thời gian này vừa có người khác đặt. Vui lòng chọn thời gian khác.' } } }));
    await expect(createAppointment(portal(), { ...BOOKED_SLOT, paymentType: 'at_consultation' })).rejects.toMatchObject({ status: 409, code: 'slot_taken', language: 'vi' });
  });

  it('pages my appointments and reads the booking track', async () => {
    api.server.handle(() => ({ json: { data: [WIRE_APPOINTMENT], meta: { page: 2, limit: 5, total: 6 } } }));
    const page = await getMyAppointments(portal(), { page: 2, limit: 5, status: 'upcoming' });
    expect(page.meta).toEqual({ page: 2, limit: 5, total: 6 });
    expect(page.data[0].id).toBe(APPOINTMENT_ID);
    expect(api.sent().url).toBe(`${urlOf(consultationEndpoints.myAppointments)}?page=2&limit=5&status=upcoming`);

    api.server.handle(() => ({
      json: { data: { next_appointment: WIRE_APPOINTMENT, counts: { upcoming: 1, in_progress: 0, completed: 2, cancelled: 1 }, awaiting_payment: 1, surveys_to_fill: [{ appointment_id: APPOINTMENT_ID, survey: 'pre_consultation' }] } },
    }));
    await expect(getBookingTrack(portal())).resolves.toMatchObject({ counts: { inProgress: 0, completed: 2 }, awaitingPayment: 1, surveysToFill: [{ appointmentId: APPOINTMENT_ID, survey: 'pre_consultation' }] });
  });

  it('the pending appointment swallows every failure and yields null (spec §8)', async () => {
    api.server.handle(() => ({ json: { data: WIRE_APPOINTMENT } }));
    await expect(getPendingAppointment(portal(), APPOINTMENT_ID)).resolves.toMatchObject({ id: APPOINTMENT_ID });
    expect(api.sent().url).toBe(urlOf(consultationEndpoints.pendingAppointment, { id: APPOINTMENT_ID }));
    for (const reply of [{ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }, { status: 500, json: { error: { code: 'internal', message: 'x' } } }, { status: 200, text: 'not json' }]) {
      api.server.handle(() => reply);
      await expect(getPendingAppointment(portal(), APPOINTMENT_ID)).resolves.toBeNull();
    }
  });

  it('cancellation: the answers, the detail and the cancel carry the survey token in Survey-Token, never in the URL', async () => {
    api.server.handle(() => ({ json: { data: [{ id: 6, title: 'Another reason', requires_text: true }] } }));
    await expect(getCancellationAnswers(signedOut())).resolves.toEqual([{ id: 6, title: 'Another reason', requiresText: true }]);
    expect(api.sent().headers.authorization).toBeUndefined();

    const detail = { appointment: WIRE_APPOINTMENT, cancellable: true, refusal: null };
    api.server.handle(() => ({ json: { data: detail } }));
    await expect(getCancellationDetail(signedOut(), APPOINTMENT_ID, TOKEN)).resolves.toMatchObject({ cancellable: true, refusal: null, appointment: { id: APPOINTMENT_ID } });
    expect(api.sent(1).url).toBe(urlOf(consultationEndpoints.cancellationDetail, { id: APPOINTMENT_ID }));
    expect(api.sent(1).headers['survey-token']).toBe(TOKEN);

    api.server.handle(() => ({ json: { data: { ...detail, cancellable: false, refusal: 'already_cancelled' } } }));
    await expect(cancelAppointment(signedOut(), APPOINTMENT_ID, { answer: 6, answerText: 'Con tôi bị ốm' }, TOKEN)).resolves.toMatchObject({ refusal: 'already_cancelled' });
    expect(api.sent(2)).toMatchObject({ method: 'POST', url: urlOf(consultationEndpoints.cancelAppointment, { id: APPOINTMENT_ID }), body: { answer: 6, answer_text: 'Con tôi bị ốm' } });
    expect(api.sent(2).headers['survey-token']).toBe(TOKEN);
    expect(api.sent(2).url).not.toContain(TOKEN);

    // Signed in without a token: no header at all.
    await cancelAppointment(portal(), APPOINTMENT_ID, { answer: 1 }, null);
    expect(api.sent(3).headers['survey-token']).toBeUndefined();

    api.server.handle(() => ({ status: 409, json: { error: { code: 'appointment_started', message: 'Started' } } }));
    await expect(cancelAppointment(signedOut(), APPOINTMENT_ID, { answer: 1 }, TOKEN)).rejects.toMatchObject({ status: 409, code: 'appointment_started' });
  });
});
