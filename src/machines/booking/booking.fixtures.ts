import type { Appointment, AvailableDay, ConsultationMethod, DurationOption, FamilyProfile, TimeSlot } from '../../api/contract/consultations';
import type { ReportsStepData } from './booking-choices';
import type { CustomerProfile } from '../../api/contract/gene-test';
import { ANALYSING_PROFILE, READY_PROFILE } from '../gene-tests/gene-tests.fixtures';

/**
 * A fake Portal API for the booking wizard's tests: what the server answers for given choices,
 * the way the real one decides it (server/portal-api/consultations/README.md): one report asks
 * for 15 minutes and is offered 30 and longer here, two reports only 60 and longer; the spouse's
 * g-care report is read only by a doctor who calls by phone; times are in Vietnam (UTC+7).
 */

export const SELF = READY_PROFILE;
export const SPOUSE: CustomerProfile = {
  id: '5e1d0000-0000-4000-8000-000000000102',
  name: 'Trần Thị Bình',
  gender: 2,
  dateOfBirth: '1990-09-03',
  relationship: 'spouse',
  geneTest: {
    id: '7a1d0000-0000-4000-8000-000000000102',
    kitCode: 'GW-24-10002',
    packageSlug: 'g-care',
    status: 'report_ready',
    reportResults: { ...READY_PROFILE.geneTest.reportResults!, detoxification: { value: 2 } },
  },
};
/** A child whose test is still analysed: a family member, but no report to choose. */
export const CHILD = ANALYSING_PROFILE;
export const PROFILES: CustomerProfile[] = [SELF, SPOUSE, CHILD];

const familyOf = (profile: CustomerProfile): FamilyProfile => ({
  id: profile.id,
  name: profile.name,
  gender: profile.gender,
  relationship: profile.relationship,
  geneTestStatus: profile.geneTest.status,
});
/** A grandmother with no gene test yet: GET /customer/ leaves her out, but the consultation can be for her. */
export const GRANDMOTHER: FamilyProfile = { id: '5e1d0000-0000-4000-8000-000000000105', name: 'Phạm Thị Cúc', gender: 2, relationship: 'parent', geneTestStatus: null };
/** The account's family profiles (GET …/family-profiles/: every profile but the holder's, by name). */
export const FAMILY: FamilyProfile[] = [familyOf(CHILD), GRANDMOTHER, familyOf(SPOUSE)];
/** What the reports step loads. */
export const LOADED: ReportsStepData = { profiles: PROFILES, family: FAMILY };

export const SELF_REPORT = SELF.geneTest.id;
export const SPOUSE_REPORT = SPOUSE.geneTest.id;
export const CHILD_TEST = CHILD.geneTest.id;
export const UNKNOWN_REPORT = '7a1d0000-0000-4000-8000-0000000009ff';

function option(minutes: 15 | 30 | 60 | 90 | 120, vnd: number, recommended: boolean): DurationOption {
  return {
    id: `consultation-session-${minutes}-min`,
    minutes,
    name: `Tư vấn ${minutes} phút`,
    price: { VND: { value: vnd, formatted: `${vnd.toLocaleString('vi-VN')}đ` }, USD: { value: vnd / 25_000, formatted: `$${(vnd / 25_000).toFixed(2)}` } },
    recommended,
  };
}

export const D30 = option(30, 690_000, true);
export const D60 = option(60, 1_190_000, false);
export const D120 = option(120, 2_090_000, false);

/** The lengths offered for these reports. */
export const durationsFor = (reports: readonly string[]): DurationOption[] => (reports.length > 1 ? [{ ...D60, recommended: true }, D120] : [D30, D60, D120]);

export const VIDEO: ConsultationMethod = { id: 1, kind: 'video_call', title: 'Gọi video', description: 'Bác sĩ tư vấn qua cuộc gọi video.' };
export const PHONE: ConsultationMethod = { id: 2, kind: 'phone', title: 'Gọi điện thoại', description: 'Bác sĩ gọi đến số điện thoại của bạn.' };
export const IN_PERSON: ConsultationMethod = { id: 3, kind: 'in_person', title: 'Tại phòng khám', description: 'Gặp bác sĩ tại phòng khám.' };

/** The methods of the doctors who read every one of these reports. */
export const methodsFor = (reports: readonly string[]): ConsultationMethod[] => (reports.includes(SPOUSE_REPORT) ? [PHONE] : [VIDEO, PHONE, IN_PERSON]);

/** A slot starting at hh:mm Vietnam time on a Vietnam day, `minutes` long. */
export function slotAt(date: string, time: string, minutes: number): TimeSlot {
  const start = new Date(`${date}T${time}:00+07:00`);
  return { startTime: start.toISOString(), endTime: new Date(start.getTime() + minutes * 60_000).toISOString(), time };
}

export const DAY_1 = '2026-12-01';
export const DAY_2 = '2026-12-03';

/**
 * The free times for a length: two days, two times on the first; once a time was taken by
 * someone else (`taken`), the fresh list leaves it out.
 */
export function daysFor(minutes: number, taken: readonly string[] = []): AvailableDay[] {
  const days: AvailableDay[] = [
    { date: DAY_1, slots: [slotAt(DAY_1, '09:00', minutes), slotAt(DAY_1, '14:00', minutes)] },
    { date: DAY_2, slots: [slotAt(DAY_2, '08:30', minutes)] },
  ];
  return days.map((day) => ({ ...day, slots: day.slots.filter((slot) => !taken.includes(slot.startTime)) })).filter((day) => day.slots.length > 0);
}

export function appointmentFor(slot: TimeSlot, payment: 'bank_transfer' | 'at_consultation', method: ConsultationMethod = VIDEO, duration: DurationOption = D30): Appointment {
  const amount = duration.price.VND!.value;
  return {
    id: '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10',
    reference: 'GWC-2026-000123',
    status: 'upcoming',
    startTime: slot.startTime,
    endTime: slot.endTime,
    date: DAY_1,
    time: slot.time,
    timeZone: 'Asia/Ho_Chi_Minh',
    durationSelected: { id: duration.id, minutes: duration.minutes },
    consultationMethod: method,
    doctor: { id: 3, slug: 'bs-le-minh-chau', name: 'BS. Lê Minh Châu', title: 'Bác sĩ di truyền' },
    isFamily: false,
    familyMembers: [],
    testReports: [{ id: SELF_REPORT, kitCode: SELF.geneTest.kitCode, packageSlug: SELF.geneTest.packageSlug, customerProfileId: SELF.id, customerName: SELF.name }],
    price: duration.price,
    payment: {
      type: payment,
      status: 'unpaid',
      paidAt: null,
      amount,
      formattedAmount: duration.price.VND!.formatted,
      transfer:
        payment === 'bank_transfer'
          ? {
              bankBin: '970436',
              bankName: 'Vietcombank',
              accountNumber: '0000000000',
              accountName: 'CONG TY TNHH GENEWELL VIET NAM DEMO',
              amount,
              description: 'GWC 2026 000123',
              vietQrPayload: '00020101021238570010A000000727012700069704360113000000000000208QRIBFTTA53037045406690000',
            }
          : null,
    },
    location: { kind: method.kind, callLink: method.kind === 'video_call' ? 'https://meet.jit.si/GeneWell-GWC-2026-000123-0a1b2c3d4e5f' : null, phoneNumber: null, clinicName: null, address: null },
    cancellation: null,
    surveys: { preConsultation: { hasDone: false, isOpen: false }, postConsultation: { hasDone: false, isOpen: false } },
    calendarUrl: '/consultation-calendar/0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10.ics?key=abc',
    createdAt: '2026-11-27T08:00:00.000Z',
  };
}
