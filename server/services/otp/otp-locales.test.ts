import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTP_INVALID_TEXTS } from '../../../src/api/contract/otp-invalid';

/** The texts this feature added: the SMS namespace and its error keys, in every language, really translated. */

type Tree = { [key: string]: string | Tree };
const LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;
const ERROR_KEYS = [
  'otp_invalid',
  'otp_expired',
  'otp_resend_cooldown',
  'otp_hourly_limit',
  'phone_number_taken',
  'customer_verification_failed',
  'customer_already_linked',
  'gene_token_not_found',
  'field.zalo_not_available',
  'field.invalid_otp_format',
  'field.invalid_email',
  'field.invalid_date',
  'field.date_in_future',
  'field.date_too_early',
  'field.nothing_to_update',
  'field.same_phone_number',
];

function load(language: string, namespace: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(fileURLToPath(new URL(`../../../src/i18n/locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;
  const flat = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat.set(path, value);
      else walk(value, path);
    }
  };
  walk(tree, '');
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('otp and account texts', () => {
  it.each(LANGUAGES.slice(1))('the otp namespace in %s has the English keys and placeholders, translated', (language) => {
    const english = load('en', 'otp');
    const translated = load(language, 'otp');
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(translated.get(key), key).not.toBe(text);
    }
  });

  it.each(LANGUAGES.slice(1))('the error keys exist in %s with the same placeholders, translated', (language) => {
    const english = load('en', 'errors');
    const translated = load(language, 'errors');
    for (const key of ERROR_KEYS) {
      expect(translated.get(key), key).toBeTruthy();
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(english.get(key) ?? ''));
      expect(translated.get(key), key).not.toBe(english.get(key));
    }
  });

  it.each(LANGUAGES)('otp_invalid in %s is exactly the shared spec text', (language) => {
    expect(load(language, 'errors').get('otp_invalid')).toBe(OTP_INVALID_TEXTS[language]);
  });
});
