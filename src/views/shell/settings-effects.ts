import type { i18n as I18n } from 'i18next';
import { setCookie } from '../../platform/cookies';
import { STORAGE_KEYS, writeItem } from '../../platform/storage';
import { LOCALE_COOKIE } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';

/**
 * The settings machine's effects in the browser, given to `settingsMachine.provide({ actions })`:
 * the language goes to the locale cookie (365 days), i18next and <html lang>; the currency to
 * localStorage `selectedCurrencyCode`.
 */
export function settingsEffects(i18n: Pick<I18n, 'changeLanguage'>, doc: Document = document) {
  return {
    persistLanguage: (_: unknown, { language }: { language: Language }) => {
      setCookie(LOCALE_COOKIE, language);
      doc.documentElement.lang = language;
      void i18n.changeLanguage(language);
    },
    persistCurrency: (_: unknown, { currency }: { currency: string }) => {
      writeItem(STORAGE_KEYS.selectedCurrencyCode, currency);
    },
  };
}
