import i18next from 'i18next';
import type { TFunction } from 'i18next';
import enErrors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import viErrors from '../../src/i18n/locales/vi/errors.json' with { type: 'json' };
import thErrors from '../../src/i18n/locales/th/errors.json' with { type: 'json' };
import zhErrors from '../../src/i18n/locales/zh/errors.json' with { type: 'json' };

import { DEFAULT_LANGUAGE, languages } from '../../src/api/contract/language';
import type { Language } from '../../src/api/contract/language';

export { languages };
export type { Language };
/** The languages both APIs answer in; en is the default and the fallback. */
export const defaultLanguage: Language = DEFAULT_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

// The server shares the browser's locale files, so one text is written once for both.
const serverI18n = i18next.createInstance();
void serverI18n.init({
  resources: {
    en: { errors: enErrors },
    vi: { errors: viErrors },
    th: { errors: thErrors },
    zh: { errors: zhErrors },
  },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: ['errors'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a namespace (for example a flow's SMS texts) for every language. */
export function addServerNamespace(namespace: string, bundles: Record<Language, object>): void {
  for (const language of languages) serverI18n.addResourceBundle(language, namespace, bundles[language], true, true);
}

export function serverT(language: Language, namespace = 'errors'): TFunction {
  return serverI18n.getFixedT(language, namespace);
}
