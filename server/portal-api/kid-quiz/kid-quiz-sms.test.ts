import { describe, expect, it } from 'vitest';
import { formatClinicDate, resultsLink } from './kid-quiz-sms';

describe('kid-quiz SMS helpers', () => {
  // 17:30 UTC on 30 April is already 00:30 on 1 May in Vietnam (UTC+7).
  const lateEvening = new Date('2026-04-30T17:30:00Z');

  it.each([
    ['en', '1 May 2026'],
    ['vi', '1 tháng 5, 2026'],
    ['th', '1 พฤษภาคม 2569'],
    ['zh', '2026年5月1日'],
  ] as const)('writes the Vietnamese calendar date in %s', (language, expected) => {
    expect(formatClinicDate(language, lateEvening)).toBe(expected);
  });

  it('links to the results scene of the record on the request origin', () => {
    expect(resultsLink('https://genewell.example', '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21')).toBe(
      'https://genewell.example/kid-quiz?scene=9&result=6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21',
    );
  });
});
