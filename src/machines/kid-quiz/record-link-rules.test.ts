import { describe, expect, it } from 'vitest';
import { resultRecordIdSchema, resultRecordSecretSchema } from '../../api/contract/kid-quiz';
import { isRecordIdText, isRecordSecretText } from '../../api/contract/quiz-record-rules';

/**
 * The kid quiz's machine checks a results link's id and the secrets a reload kept with the plain
 * rules of quiz-record-rules.ts (zod is not in the quiz's first load). They take what the kid
 * quiz contract's schemas take and refuse what they refuse.
 */

const IDS: unknown[] = [
  '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21',
  '6F1C2F0E-8A4B-4D57-9A57-6C1B5D0F3E21',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6f1c2f0e-8a4b-9d57-9a57-6c1b5d0f3e21',
  '6f1c2f0e-8a4b-4d57-7a57-6c1b5d0f3e21',
  '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e2',
  '6f1c2f0e8a4b4d579a576c1b5d0f3e21',
  ' 6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21',
  'not-an-id',
  '',
  null,
  42,
  undefined,
];

const SECRETS: unknown[] = [
  'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E',
  'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO-E',
  'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_',
  'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_EE',
  'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO+E',
  'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO=',
  '',
  null,
  7,
];

describe("the kid quiz's plain record checks", () => {
  it.each(IDS.map((value) => [JSON.stringify(value) ?? 'undefined', value]))('an id %s: as the contract says', (_, value) => {
    expect(isRecordIdText(value)).toBe(resultRecordIdSchema.safeParse(value).success);
  });

  it.each(SECRETS.map((value) => [JSON.stringify(value) ?? 'undefined', value]))('a secret %s: as the contract says', (_, value) => {
    expect(isRecordSecretText(value)).toBe(resultRecordSecretSchema.safeParse(value).success);
  });

  it('takes the well-formed ones', () => {
    expect(isRecordIdText(IDS[0])).toBe(true);
    expect(isRecordSecretText(SECRETS[0])).toBe(true);
  });
});
