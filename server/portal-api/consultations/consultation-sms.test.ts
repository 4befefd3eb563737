import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/server-i18n';
import { confirmationText, paidText, reminderText, surveyText, withoutDiacritics } from './consultation-sms';
import type { SmsAppointment } from './consultation-sms';
import { pageLink } from './links';

/*
 * The consultations' text messages in every language, with realistic values: the longest doctor's
 * name, a deployed origin, a real appointment id and token. en and vi travel as GSM-7 (no
 * Vietnamese marks, names included); "payment received" fits one segment everywhere; a message
 * with a link takes at most two GSM-7 segments in en and vi.
 */

const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;
/** Two concatenated GSM-7 segments carry 153 septets each. */
const TWO_GSM7_SEGMENTS = 306;

const appointment = (language: SmsAppointment['language']): SmsAppointment => ({
  id: '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10',
  reference: 'GWC-2026-000123',
  startAt: new Date('2026-12-24T10:30:00Z'),
  endAt: new Date('2026-12-24T12:30:00Z'),
  minutes: 120,
  language,
  methodKind: 'in_person',
  doctorName: 'PGS. TS. BS. Võ Thanh Sơn',
});
const link = pageLink('https://genewell.vn', 'preConsultationSurvey', '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10', 'Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E');

describe('consultation text messages', () => {
  it('writes Vietnamese without its marks', () => {
    expect(withoutDiacritics('TS. BS. Nguyễn Thị Mai, Đỗ Thị Lan Anh, đường')).toBe('TS. BS. Nguyen Thi Mai, Do Thi Lan Anh, duong');
  });

  it.each(['en', 'vi'] as const)('%s: GSM-7 only, the link messages in two segments at most, "payment received" in one', (language) => {
    for (const text of [confirmationText(appointment(language), link), reminderText(appointment(language), link), surveyText(appointment(language), link)]) {
      expect(text, text).toMatch(GSM7);
      expect(text.length, text).toBeLessThanOrEqual(TWO_GSM7_SEGMENTS);
      expect(text).toContain(link);
      expect(text).not.toMatch(/{{|}}/);
    }
    const paid = paidText(appointment(language), 1_490_000);
    expect(paid, paid).toMatch(GSM7);
    expect(paid.length, paid).toBeLessThanOrEqual(160);
    expect(paid).toContain(language === 'vi' ? '1.490.000d' : '1,490,000 VND');
    expect(paid).toContain('17:30');
  });

  it.each(languages.filter((language) => language === 'th' || language === 'zh'))('%s: "payment received" fits one UCS-2 segment', (language) => {
    const paid = paidText(appointment(language), 1_490_000);
    expect(paid.length, paid).toBeLessThanOrEqual(70);
    expect(paid).toContain('GWC-2026-000123');
  });

  it('names the time and the day in Vietnam, the doctor and the method, in each language', () => {
    expect(confirmationText(appointment('en'), link)).toBe(`GeneWell: your 120-min clinic visit with PGS. TS. BS. Vo Thanh Son is booked for 17:30 on 24/12/2026. Details or cancel: ${link}`);
    expect(reminderText(appointment('vi'), link)).toBe(`GeneWell: ngay mai luc 17:30 ban co lich tu van (gap truc tiep) voi PGS. TS. BS. Vo Thanh Son. Vui long tra loi vai cau hoi truoc: ${link}`);
    expect(surveyText(appointment('zh'), link)).toBe(`GeneWell：感谢您参加与PGS. TS. BS. Võ Thanh Sơn的咨询。告诉我们您的感受，即可领取感谢礼：${link}`);
    // Thai years are Gregorian, as everywhere (docs/language.md).
    expect(confirmationText(appointment('th'), link)).toContain('24/12/2026');
  });
});
