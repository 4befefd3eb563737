import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { evaluateAnswers } from '../../domain/kid-quiz/outcomes';
import {
  createDiscountCodeRequestSchema,
  createResultRecordRequestSchema,
  discountCodeParamsSchema,
  resultRecordParamsSchema,
  resultRecordSchema,
  sendResultsSmsRequestSchema,
  updateResultRecordRequestSchema,
} from './kid-quiz';
import { expectQuizPathParams } from '../quiz-fixture';

const ID = '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21';

describe('kid-quiz contract: requests', () => {
  it('takes six whole answers from 1 to 10 and a language', () => {
    expect(createResultRecordRequestSchema.safeParse({ answers: [1, 10, 5, 5, 5, 5], language: 'th' }).success).toBe(true);
    for (const answers of [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6, 7], [0, 5, 5, 5, 5, 5], [11, 5, 5, 5, 5, 5], [2.5, 5, 5, 5, 5, 5], ['5', 5, 5, 5, 5, 5]]) {
      expect(createResultRecordRequestSchema.safeParse({ answers, language: 'en' }).success, JSON.stringify(answers)).toBe(false);
    }
    expect(createResultRecordRequestSchema.safeParse({ answers: [5, 5, 5, 5, 5, 5], language: 'fr' }).success).toBe(false);
  });

  it('names the failing answer by its index', () => {
    const result = createResultRecordRequestSchema.safeParse({ answers: [5, 5, 0, 5, 5, 5], language: 'en' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([['answers', 2]]);
  });

  it('accepts phone numbers by the phone rule only', () => {
    for (const phoneNumber of ['0912345678', '+84 912 345 678', '028 3812 3456']) {
      expect(updateResultRecordRequestSchema.safeParse({ phoneNumber }).success, phoneNumber).toBe(true);
    }
    for (const phoneNumber of ['', '12345', '0912', 'call me']) {
      expect(updateResultRecordRequestSchema.safeParse({ phoneNumber }).success, phoneNumber).toBe(false);
    }
    expect(sendResultsSmsRequestSchema.safeParse({ phoneNumber: '0912345678', language: 'zh' }).success).toBe(true);
  });

  it('refuses keys it does not know', () => {
    expect(updateResultRecordRequestSchema.safeParse({ phoneNumber: '0912345678', admin: true }).success).toBe(false);
    expect(createDiscountCodeRequestSchema.safeParse({ recordId: ID }).success).toBe(true);
    expect(createDiscountCodeRequestSchema.safeParse({ recordId: 'not-an-id' }).success).toBe(false);
  });

  it('takes record ids and discount codes in the path', () => {
    expectQuizPathParams({ recordParams: resultRecordParamsSchema, discountCodeParams: discountCodeParamsSchema }, { id: ID, code: 'KID-7Q4M9X2T' }, 'kid 7');
  });
});

describe('kid-quiz contract: responses', () => {
  it('describes a results record computed by the domain rules', () => {
    const answers = [7, 3, 8, 2, 9, 4];
    const record = {
      id: ID,
      answers,
      ...evaluateAnswers(answers),
      language: 'en',
      access: 'public',
      phoneNumber: null,
      maskedPhoneNumber: '09•••••678',
      createdAt: '2025-03-01T08:30:00.000Z',
      updatedAt: '2025-03-01T08:30:00+07:00',
    };
    expect(resultRecordSchema.parse(record)).toEqual(record);
    expect(resultRecordSchema.safeParse({ ...record, outcomeId: 'astronaut' }).success).toBe(false);
  });

  it('converts to JSON Schema for the OpenAPI document', () => {
    const schema = z.toJSONSchema(createResultRecordRequestSchema, { io: 'input', unrepresentable: 'any' });
    expect(schema.$defs?.KidQuizCreateResultRecord).toMatchObject({
      required: ['answers', 'language'],
      properties: { answers: { type: 'array', minItems: 6, maxItems: 6, items: { type: 'integer', minimum: 1, maximum: 10 } } },
    });
  });
});
