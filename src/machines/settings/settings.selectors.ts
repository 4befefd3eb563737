import { offeredLanguageOptions } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { currencyOptions } from './currency-rules';
import type { SettingsSnapshot } from './settings.machine';

/** What the header's language and currency switchers show. */

export function languageOf(snapshot: SettingsSnapshot): Language {
  return snapshot.context.language;
}

export function currencyOf(snapshot: SettingsSnapshot): string {
  return snapshot.context.currency;
}

export type LanguageChoice = { language: Language; label: string; name: string };

const LANGUAGE_CHOICES = { withChinese: offeredLanguageOptions(true), withoutChinese: offeredLanguageOptions(false) };

/** VN, EN, CN, TH in the spec's order; CN only when the Chinese-translation setting is on. The same array while the setting is. */
export function languageChoicesOf(snapshot: SettingsSnapshot): ReadonlyArray<LanguageChoice> {
  return snapshot.context.chineseEnabled ? LANGUAGE_CHOICES.withChinese : LANGUAGE_CHOICES.withoutChinese;
}

/** VND and USD first, then the other currencies the Main API lists; the current code always among them. */
export function currencyChoicesOf(snapshot: SettingsSnapshot): string[] {
  return currencyOptions([...snapshot.context.currencies, { code: snapshot.context.currency }]);
}

/** For useSelector: the same choices in the same order. */
export function sameChoices(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
