import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outcomeIds, outcomes } from '../../domain/kid-quiz/outcomes';
import { categories, questions } from '../../domain/kid-quiz/questions';
import { QUIZ_PROBLEMS } from '../shared/failure-message';
import type { FailedCall } from '../shared/failure-message';

/**
 * The kid-quiz namespace: the same keys and placeholders in en, vi, th and zh, a text for
 * every question, outcome, role model and recommended action the domain names, and real
 * translations rather than English copies.
 */
type Tree = { [key: string]: string | Tree };

const LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;
/** Proper names written the same way in some languages. */
const NAMES = new Set(['Tôn Nữ Thị Ninh', 'Zaha Hadid', 'Grace Hopper', 'Ngô Bảo Châu', 'Nguyễn Nhật Ánh', 'Thomas Edison', 'Jane Goodall', 'Jackie Chan']);

function load(language: string): Map<string, string> {
  const path = fileURLToPath(new URL(`../../i18n/locales/${language}/kid-quiz.json`, import.meta.url));
  const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
    Object.entries(tree).flatMap(([key, value]) => {
      const name = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[name, value] as [string, string]] : flatten(value, name);
    });
  return new Map(flatten(JSON.parse(readFileSync(path, 'utf8')) as Tree));
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const english = load('en');
const calls: FailedCall[] = ['retrieveRecord', 'createRecord', 'updateRecord', 'sendResultsSms', 'createDiscountCode', 'sendCodeSms'];

const requiredKeys = [
  ...questions.flatMap((q) => [q.textKey, q.min.labelKey, q.max.labelKey]),
  ...categories.map((category) => `categories.${category}`),
  ...['high', 'low', 'introverted', 'extroverted'].map((level) => `levels.${level}`),
  ...outcomeIds.flatMap((id) => [
    `outcomes.${id}.potentialJob`,
    `outcomes.${id}.characteristics`,
    `outcomes.${id}.roleModel.name`,
    `outcomes.${id}.roleModel.description`,
    ...outcomes[id].recommendedActions.map((action) => `outcomes.${id}.recommendedActions.${action}`),
  ]),
  ...calls.map((call) => `failure.${call}`),
  ...QUIZ_PROBLEMS.map((key) => `problem.${key}`),
  'problem.rate_limited_wait',
  'share.phoneProblem.empty',
  'share.phoneProblem.invalid',
  // Results opened by a link without their secret: why there is no SMS or code, and the quiz to take.
  'results.shared',
  'results.sharedPhone',
  'results.takeQuiz',
  // The role model beside the child's strongest traits.
  'results.roleModelStrengths',
  ...['iq', 'eq', 'introverted', 'extroverted'].map((trait) => `results.strengths.${trait}`),
];

describe.each(LANGUAGES)('kid-quiz texts in %s', (language) => {
  const texts = load(language);

  it('has every text the quiz names', () => {
    expect(requiredKeys.filter((key) => !texts.get(key)?.trim())).toEqual([]);
  });

  it('has exactly the English keys and placeholders', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(texts.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('kid-quiz texts in %s', (language) => {
  it('are translated, not copied from English', () => {
    const texts = load(language);
    const copies = [...english].filter(([key, text]) => texts.get(key) === text && !NAMES.has(text));
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});
