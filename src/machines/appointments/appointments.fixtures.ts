import type { Appointment, CancellationAnswer, CancellationDetail } from '../../api/contract/consultations';

/** Appointments and cancellation answers as the Portal API answers them, for the machines' and views' tests. */

export const APPOINTMENT_ID = '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10';

export const APPOINTMENT: Appointment = {
  id: APPOINTMENT_ID,
  reference: 'GWC-2026-000123',
  status: 'upcoming',
  startTime: '2026-12-02T02:00:00.000Z',
  endTime: '2026-12-02T02:30:00.000Z',
  date: '2026-12-02',
  time: '09:00',
  timeZone: 'Asia/Ho_Chi_Minh',
  durationSelected: { id: 'consultation-session-30-min', minutes: 30 },
  consultationMethod: { id: 1, kind: 'video_call', title: 'Video call', description: 'A video call in your browser.' },
  doctor: { id: 3, slug: 'bs-tran-minh-duc', name: 'BS. Trần Minh Đức', title: 'Medical geneticist' },
  isFamily: false,
  familyMembers: [],
  testReports: [
    {
      id: '7a1d0000-0000-4000-8000-000000000101',
      kitCode: 'GW-24-10001',
      packageSlug: 'g-intel',
      customerProfileId: '5e1d0000-0000-4000-8000-000000000101',
      customerName: 'Nguyễn Văn An',
    },
  ],
  price: { VND: { value: 690_000, formatted: '690.000đ' }, USD: { value: 27, formatted: '$27.00' } },
  payment: {
    type: 'bank_transfer',
    status: 'unpaid',
    paidAt: null,
    amount: 690_000,
    formattedAmount: '690.000đ',
    transfer: {
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0000000000',
      accountName: 'CONG TY TNHH GENEWELL VIET NAM DEMO',
      amount: 690_000,
      description: 'GWC 2026 000123',
      vietQrPayload: '00020101021238570010A000000727',
    },
  },
  location: { kind: 'video_call', callLink: 'https://meet.jit.si/GeneWell-GWC-2026-000123-0123456789ab', phoneNumber: null, clinicName: null, address: null },
  cancellation: null,
  surveys: { preConsultation: { hasDone: false, isOpen: true }, postConsultation: { hasDone: false, isOpen: false } },
  calendarUrl: `/portal/api/v1/consultation-calendar/${APPOINTMENT_ID}.ics?key=Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E`,
  createdAt: '2026-11-27T08:00:00.000Z',
};

export const CANCELLED_APPOINTMENT: Appointment = {
  ...APPOINTMENT,
  status: 'cancelled',
  payment: { ...APPOINTMENT.payment, transfer: null },
  cancellation: { answer: 1, answerTitle: 'I can no longer make that time', answerText: null, cancelledAt: '2026-11-27T09:00:00.000Z' },
  surveys: { preConsultation: { hasDone: false, isOpen: false }, postConsultation: { hasDone: false, isOpen: false } },
};

export const CANCELLATION_ANSWERS: CancellationAnswer[] = [
  { id: 1, title: 'I can no longer make that time', requiresText: false },
  { id: 2, title: 'I feel better and no longer need it', requiresText: false },
  { id: 9, title: 'Another reason', requiresText: true },
];

export const CANCELLABLE: CancellationDetail = { appointment: APPOINTMENT, cancellable: true, refusal: null };
export const ALREADY_CANCELLED: CancellationDetail = { appointment: CANCELLED_APPOINTMENT, cancellable: false, refusal: 'already_cancelled' };
export const ALREADY_STARTED: CancellationDetail = { appointment: { ...APPOINTMENT, status: 'completed' }, cancellable: false, refusal: 'already_started' };
