/**
 * The languages GeneWell speaks (spec §1, §9): en is the default and the source locale;
 * zh is offered only when the Chinese-translation setting is on.
 */
import { DEFAULT_LANGUAGE, languages } from '../api/contract/language-codes';
import type { Language } from '../api/contract/language-codes';

export { DEFAULT_LANGUAGE };
export type { Language };

export const SUPPORTED_LANGUAGES: readonly Language[] = languages;

/** Cookie that keeps the chosen language (spec §9: 365 days). */
export const LOCALE_COOKIE = 'locale';

/**
 * Switcher order and labels from the spec: VN, EN, CN, TH. `name` is the language's own name
 * (its accessible name, read in that language), so a screen reader does not spell out "V N".
 */
export const LANGUAGE_SWITCHER_OPTIONS: ReadonlyArray<{ language: Language; label: string; name: string }> = [
  { language: 'vi', label: 'VN', name: 'Tiếng Việt' },
  { language: 'en', label: 'EN', name: 'English' },
  { language: 'zh', label: 'CN', name: '中文' },
  { language: 'th', label: 'TH', name: 'ภาษาไทย' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A language the switcher may offer: supported, and zh only when Chinese is enabled. */
/** A language code as the app uses it: a supported one, else the default. */
export const toLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export function isOfferedLanguage(value: unknown, chineseEnabled: boolean): value is Language {
  return isLanguage(value) && (value !== 'zh' || chineseEnabled);
}

export function offeredLanguageOptions(chineseEnabled: boolean): ReadonlyArray<{ language: Language; label: string; name: string }> {
  return LANGUAGE_SWITCHER_OPTIONS.filter((option) => isOfferedLanguage(option.language, chineseEnabled));
}

/** The language to start with: the stored one when it is offered, else the default. */
export function resolveLanguage(value: unknown, chineseEnabled: boolean): Language {
  return isOfferedLanguage(value, chineseEnabled) ? value : DEFAULT_LANGUAGE;
}

/** The language of a BCP 47 tag we speak, if any: `vi-VN` → vi, `zh-Hant-TW` → zh, `EN` → en. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to start with: the one a link asks for (`?lang=vi`, as the pages' hreflang
 * alternates and shared links carry it) when it is offered; else the one the visitor chose before
 * (the locale cookie); on a first visit the first of the browser's preferred languages that we
 * offer (a vi-VN browser gets Vietnamese); otherwise the default, English.
 */
export function firstLanguage(stored: unknown, preferred: readonly string[], chineseEnabled: boolean, requested?: string | null): Language {
  if (isOfferedLanguage(requested, chineseEnabled)) return requested;
  if (isOfferedLanguage(stored, chineseEnabled)) return stored;
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language && isOfferedLanguage(language, chineseEnabled)) return language;
  }
  return DEFAULT_LANGUAGE;
}
