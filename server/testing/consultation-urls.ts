import { consultationEndpoints, consultationPackageSlugOf } from '../../src/api/contract/consultations';
import type { ConsultationMinutes, PaymentType } from '../../src/api/contract/consultations';
import { urlOf } from '../../src/api/contract/endpoint';

/*
 * The consultation wizard's requests in wire form, for the server tests and the bench (no test
 * runner here: bench/slot-search.ts runs outside vitest).
 */

/** The methods' ids as the seed fixes them. */
export const METHOD = { videoCall: 1, phone: 2, inPerson: 3 } as const;

export const durationOf = (minutes: ConsultationMinutes) => ({ id: consultationPackageSlugOf(minutes), minutes });

export interface TimeQuery {
  ids: readonly string[];
  minutes: ConsultationMinutes;
  methodId: number;
  date?: string;
  daysRange?: number;
}

export function availableTimeUrl(query: TimeQuery): string {
  const params = new URLSearchParams({
    test_report_ids: query.ids.join(','),
    duration_selected: JSON.stringify(durationOf(query.minutes)),
    consultation_method_id: String(query.methodId),
  });
  if (query.date) params.set('date', query.date);
  if (query.daysRange !== undefined) params.set('days_range', String(query.daysRange));
  return `${urlOf(consultationEndpoints.availableTime)}?${params.toString()}`;
}

export interface BookingInput {
  ids: readonly string[];
  minutes: ConsultationMinutes;
  methodId: number;
  start: string;
  paymentType?: PaymentType;
  isFamily?: boolean;
  familyMembers?: Array<{ customer_profile_id?: string | null; name: string; gender: number }>;
}

/** The request body in wire form. */
export function bookingBody(input: BookingInput): Record<string, unknown> {
  const start = new Date(input.start);
  return {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + input.minutes * 60_000).toISOString(),
    consultation_method_id: input.methodId,
    duration_selected: durationOf(input.minutes),
    test_report_ids: input.ids,
    is_family: input.isFamily ?? false,
    family_members: input.familyMembers ?? [],
    payment_type: input.paymentType ?? 'bank_transfer',
  };
}

