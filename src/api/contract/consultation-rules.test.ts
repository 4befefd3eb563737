import { describe, expect, it } from 'vitest';
import { MAX_FAMILY_MEMBERS, MAX_REPORTS_PER_CONSULTATION, paymentTypes } from './consultation-rules';
import { createAppointmentRequestSchema, testReportIdsQuerySchema, testReportIdsSchema } from './consultations';

/* The wizard's plain rules (its first load, no zod) are the ones the contract's schemas check. */

const reportId = (n: number) => `7a1d0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const reportIds = (count: number) => Array.from({ length: count }, (_, n) => reportId(n + 1));
const member = { customerProfileId: null, name: 'Lan', gender: 2 };
const request = (familyMembers: unknown[], paymentType: string) => ({
  startTime: '2026-12-01T02:00:00.000Z',
  endTime: '2026-12-01T02:30:00.000Z',
  consultationMethodId: 1,
  durationSelected: { id: 'consultation-session-30-min', minutes: 30 },
  testReportIds: [reportId(1)],
  isFamily: true,
  familyMembers,
  paymentType,
});

describe('the booking wizard’s plain rules agree with the consultation contract', () => {
  it(`takes up to ${MAX_REPORTS_PER_CONSULTATION} reports, in the body and in the query`, () => {
    expect(testReportIdsSchema.safeParse(reportIds(MAX_REPORTS_PER_CONSULTATION)).success).toBe(true);
    expect(testReportIdsSchema.safeParse(reportIds(MAX_REPORTS_PER_CONSULTATION + 1)).success).toBe(false);
    expect(testReportIdsQuerySchema.safeParse(reportIds(MAX_REPORTS_PER_CONSULTATION).join(',')).success).toBe(true);
    expect(testReportIdsQuerySchema.safeParse(reportIds(MAX_REPORTS_PER_CONSULTATION + 1).join(',')).success).toBe(false);
  });

  it(`names up to ${MAX_FAMILY_MEMBERS} family members`, () => {
    expect(createAppointmentRequestSchema.safeParse(request(Array(MAX_FAMILY_MEMBERS).fill(member), 'bank_transfer')).success).toBe(true);
    expect(createAppointmentRequestSchema.safeParse(request(Array(MAX_FAMILY_MEMBERS + 1).fill(member), 'bank_transfer')).success).toBe(false);
  });

  it('takes exactly the payment types the wizard offers', () => {
    for (const paymentType of paymentTypes) expect(createAppointmentRequestSchema.safeParse(request([member], paymentType)).success).toBe(true);
    expect(createAppointmentRequestSchema.shape.paymentType.options).toEqual([...paymentTypes]);
  });
});
