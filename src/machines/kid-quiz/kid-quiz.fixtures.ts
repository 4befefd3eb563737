import type { CreatedResultRecord, DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { evaluateAnswers } from '../../domain/kid-quiz/outcomes';
import { maskPhone } from '../../domain/phone';

/**
 * Shared by the kid-quiz tests (model and views): records as the Portal API returns them. Failed
 * calls are the shared ones of src/machines/calls/call-fixtures.ts.
 */

/** Iq 10 (low), eq 10 (low), temperament 15 (extroverted): an inventor. */
export const SAMPLE_ANSWERS = [7, 3, 8, 2, 9, 4] as const;
/** The answers behind the results link that the tests reopen: iq high, eq high, introverted (an architect). */
export const OPENED_ANSWERS = [9, 8, 6, 7, 2, 9] as const;

export const VALID_PHONE = '0912 345 678';
export const VALID_PHONE_E164 = '+84912345678';
export const INVALID_PHONE = '12345';

const CREATED_AT = '2025-03-01T08:30:00.000Z';

/** A stable record id per set of answers, so a new record after a changed answer has a new id. */
export function recordIdFor(answers: ReadonlyArray<number>): string {
  const digits = answers.map((answer) => (answer - 1).toString()).join('');
  return `00000000-0000-4000-8000-${digits.padStart(12, '0')}`;
}

export function recordFor(answers: ReadonlyArray<number>, phoneNumber: string | null = null): ResultRecord {
  const evaluation = evaluateAnswers(answers);
  return {
    id: recordIdFor(answers),
    answers: [...answers],
    ...evaluation,
    language: 'en',
    access: 'owner',
    phoneNumber,
    maskedPhoneNumber: phoneNumber === null ? null : maskPhone(phoneNumber),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
}

export const OPENED_RECORD = recordFor(OPENED_ANSWERS);

/** A record's secret as the server makes them (43 base64url characters), stable per record id. */
export function secretFor(recordId: string): string {
  return `S${recordId.replace(/-/g, '')}`.padEnd(43, '_').slice(0, 43);
}

/** The create call's answer: the owner's view and the record's secret. */
export function createdRecordFor(answers: ReadonlyArray<number>): CreatedResultRecord {
  const record = recordFor(answers);
  return { ...record, secret: secretFor(record.id) };
}

/** The record as anyone but its owner reads it: the number masked, and no full number. */
export function publicViewOf(record: ResultRecord): ResultRecord {
  return { ...record, access: 'public', phoneNumber: null };
}

export function discountCodeFor(recordId: string): DiscountCode {
  return { code: 'KID-7Q4M9X2T', recordId, percentOff: 10, expiresAt: '2025-03-31T16:59:59.000Z', usageLimit: 1 };
}

export function receiptFor(phoneNumber: string): SmsReceipt {
  return { phoneNumber, sentAt: CREATED_AT };
}
