import { describe, expect, it } from 'vitest';
import { transactionRequestSchema } from './checkout';
import { familyMemberSchema } from './consultations';
import { claimCodeRequestSchema } from './promotion-codes';
import { personNameSchema } from './user-profile';
import { hasNoInvisibleFormatting, personNameText } from './person-name';

const HIDDEN = {
  'right-to-left override': 'Lan\u202Egnáh',
  'left-to-right embedding': '\u202ALan',
  'pop directional formatting': 'Lan\u202C',
  'first strong isolate': '\u2068Lan\u2069',
  'right-to-left mark': 'Lan\u200F',
  'Arabic letter mark': 'Lan\u061C',
  'zero-width space': 'Nguyễn\u200BLan',
  'zero-width joiner': 'Lan\u200D',
  'zero-width non-joiner': 'Lan\u200C',
  'word joiner': 'Lan\u2060',
  'byte order mark (inside: trim takes one at the ends)': 'La\uFEFFn',
};

describe('names refuse bidi formatting and zero-width characters (issue 22 §13)', () => {
  it.each(Object.entries(HIDDEN))('refuses a %s', (_, name) => {
    expect(hasNoInvisibleFormatting(name)).toBe(false);
    const result = personNameText(120).safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { i18nKey: 'field.invisible_formatting' } });
  });

  it.each(['Nguyễn Thị Lan', 'สมชาย ใจดี', '王小明', 'Trần Đức Anh-Tuấn', "O'Brien"])('takes %j', (name) => {
    expect(personNameText(120).parse(`  ${name} `)).toBe(name);
  });

  it('is the rule of every name people type: delivery, claim, account and family member', () => {
    const override = 'Lan\u202E';
    expect(personNameSchema.safeParse(override).success).toBe(false);
    expect(familyMemberSchema.safeParse({ name: override, gender: 2 }).success).toBe(false);
    expect(familyMemberSchema.safeParse({ name: 'Lan', gender: 2 }).success).toBe(true);
    const claim = claimCodeRequestSchema.safeParse({ code: 'GENEGIFT', name: override, phoneNumber: '0912345678', countryId: 'VN', provinceId: '79', wardId: '26734', locationDetail: 'x' });
    expect(claim.error?.issues.map((issue) => issue.path)).toEqual([['name']]);
    const order = transactionRequestSchema.safeParse({ deliveryName: override });
    expect(order.error?.issues.some((issue) => issue.path[0] === 'deliveryName' && issue.code === 'custom')).toBe(true);
  });
});
