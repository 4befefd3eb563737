import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search';

describe('normalizeSearchText', () => {
  it('lowercases and strips Vietnamese diacritics', () => {
    expect(normalizeSearchText('Gen Sức Khỏe Đặc Biệt')).toBe('gen suc khoe dac biet');
    expect(normalizeSearchText('Nguyễn Văn Ánh')).toBe('nguyen van anh');
  });

  it('maps đ and Đ to d', () => {
    expect(normalizeSearchText('đ Đ ĐƯỜNG')).toBe('d d duong');
  });

  it('strips every Vietnamese vowel with every tone mark', () => {
    const vowels = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ';
    expect(normalizeSearchText(vowels)).toBe(`${'a'.repeat(17)}${'e'.repeat(11)}${'i'.repeat(5)}${'o'.repeat(17)}${'u'.repeat(11)}${'y'.repeat(5)}`);
    expect(normalizeSearchText(vowels.toUpperCase())).toBe(normalizeSearchText(vowels));
  });

  it('reads the capital Ý as y (the transliteration package alone turns it into U)', () => {
    expect(normalizeSearchText('Ý KIẾN')).toBe('y kien');
  });

  it('gives the same result for composed (NFC) and decomposed (NFD) input', () => {
    const composed = 'Khỏe Đặc Biệt';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(normalizeSearchText(decomposed)).toBe('khoe dac biet');
    expect(normalizeSearchText(composed)).toBe('khoe dac biet');
  });

  it('transliterates special characters from other scripts', () => {
    expect(normalizeSearchText('Straße')).toBe('strasse');
    expect(normalizeSearchText('Æsir Øre')).toBe('aesir ore');
    expect(normalizeSearchText('中文')).toBe('zhong wen');
    expect(normalizeSearchText('ﬁle')).toBe('file'); // ligature
  });

  it('collapses runs of whitespace (tabs, new lines, no-break spaces) and trims', () => {
    expect(normalizeSearchText('  gen \t\n  sức\u00a0\u00a0khỏe  ')).toBe('gen suc khoe');
  });

  it('drops characters with no Latin reading', () => {
    expect(normalizeSearchText('😀 gen')).toBe('gen');
  });

  it('keeps digits and punctuation', () => {
    expect(normalizeSearchText('G-Kid Care 2.0')).toBe('g-kid care 2.0');
  });

  it('returns an empty string for empty or missing input', () => {
    expect(normalizeSearchText('')).toBe('');
    expect(normalizeSearchText('   ')).toBe('');
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
  });

  it('is idempotent, so stored text can be normalised once and queries every time', () => {
    const once = normalizeSearchText('  Xét nghiệm GEN cho Trẻ Em — Đặc biệt  ');
    expect(normalizeSearchText(once)).toBe(once);
  });

  it('lets a query without accents match text with accents', () => {
    const haystack = normalizeSearchText('Gói xét nghiệm Gen Sức Khỏe Đặc Biệt');
    expect(haystack.includes(normalizeSearchText('SUC KHOE'))).toBe(true);
    expect(haystack.includes(normalizeSearchText('sức khoẻ'))).toBe(true); // older tone placement
  });
});
