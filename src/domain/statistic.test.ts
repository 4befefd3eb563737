import { describe, expect, it } from 'vitest';
import { formatStatistic } from './statistic';

describe('a package statistic in the page language (issue 23 §13)', () => {
  it('writes a percentage as the language does: 99,9% in Vietnamese, 99.9% in English, Thai and Chinese', () => {
    expect(formatStatistic('99.9%', 'vi')).toBe('99,9%');
    expect(formatStatistic('99.9%', 'en')).toBe('99.9%');
    expect(formatStatistic('99.9%', 'th')).toBe('99.9%');
    expect(formatStatistic('99.9%', 'zh')).toBe('99.9%');
    expect(formatStatistic('95%', 'vi')).toBe('95%');
  });

  it('groups the digits of a count and keeps its plus', () => {
    expect(formatStatistic('1200+', 'vi')).toBe('1.200+');
    expect(formatStatistic('1200+', 'en')).toBe('1,200+');
    expect(formatStatistic('600+', 'vi')).toBe('600+');
    expect(formatStatistic('12', 'en')).toBe('12');
  });

  it('shows anything else as stored (a range, words)', () => {
    expect(formatStatistic('4–6', 'vi')).toBe('4–6');
    expect(formatStatistic('about 5', 'en')).toBe('about 5');
  });
});
