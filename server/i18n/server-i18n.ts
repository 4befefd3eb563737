import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, languages } from '../../src/api/contract/language';
import type { Language } from '../../src/api/contract/language';
import { OTP_INVALID_TEXTS } from '../../src/api/contract/otp-invalid';

export { languages };
export type { Language };
/** The languages both APIs answer in; en is the default and the fallback. */
export const defaultLanguage: Language = DEFAULT_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The server's own texts, in server/i18n/locales/<language>/<namespace>.json (the browser's
 * locale files are the browser's): API error messages and field reasons (`errors`), one-time
 * code messages (`otp`), the kid quiz's and the diet quiz's text messages (`kid-quiz`, `diet-quiz`), the SMS outbox page
 * (`outbox`), the app page's title and description (`site`), the shop's order messages (`orders`) and the consultations' text messages, calendar file and survey thanks (`consultations`). The one text both sides must word exactly alike, the wrong-code message, comes from
 * the shared contract (OTP_INVALID_TEXTS).
 */
export const serverNamespaces = ['errors', 'otp', 'kid-quiz', 'diet-quiz', 'outbox', 'site', 'orders', 'consultations'] as const;
export type ServerNamespace = (typeof serverNamespaces)[number];

export type LocaleTree = { [key: string]: string | LocaleTree };

export function readServerLocale(language: Language, namespace: ServerNamespace): LocaleTree {
  return JSON.parse(readFileSync(new URL(`./locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as LocaleTree;
}

/** Every namespace of one language, as the server uses it. */
export function serverResources(language: Language): Record<ServerNamespace, LocaleTree> {
  return {
    errors: { ...readServerLocale(language, 'errors'), otp_invalid: OTP_INVALID_TEXTS[language] },
    otp: readServerLocale(language, 'otp'),
    'kid-quiz': readServerLocale(language, 'kid-quiz'),
    'diet-quiz': readServerLocale(language, 'diet-quiz'),
    outbox: readServerLocale(language, 'outbox'),
    site: readServerLocale(language, 'site'),
    orders: readServerLocale(language, 'orders'),
    consultations: readServerLocale(language, 'consultations'),
  };
}

const serverI18n = i18next.createInstance();
void serverI18n.init({
  resources: Object.fromEntries(languages.map((language) => [language, serverResources(language)])),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: [...serverNamespaces],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function serverT(language: Language, namespace: ServerNamespace = 'errors'): TFunction {
  return serverI18n.getFixedT(language, namespace);
}
