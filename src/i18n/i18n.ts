import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage } from './languages';
import type { Language } from './languages';

/** The namespace every view gets by default; feature namespaces load on first use. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * Every locales/<lang>/<namespace>.json becomes its own chunk; a namespace is fetched only
 * when a view asks for it in a language (i18next suspends the view meanwhile).
 */
const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

/** Every namespace the app has (English has them all; locales.test.ts checks the others do too). */
export const NAMESPACES: readonly string[] = Object.keys(localeFiles)
  .filter((file) => file.startsWith(`./locales/${DEFAULT_LANGUAGE}/`))
  .map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1'));

export function hasLocaleFile(language: string, namespace: string): boolean {
  return `./locales/${language}/${namespace}.json` in localeFiles;
}

const bundledLocalesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
    // A namespace missing in a language resolves empty, so i18next falls back instead of retrying.
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/**
 * English stands in only for a language the app does not speak ('fr' -> en). A supported language
 * has every key English has (locales.test.ts checks it), so it needs no fallback, and the first
 * load fetches the current language's namespaces alone, not English's too.
 */
export const fallbackLanguages = (code?: string): Language[] => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]);

export interface CreateI18nOptions {
  /** Namespaces to load before the promise resolves (besides 'common'). */
  namespaces?: string[];
}

/**
 * A ready i18next instance in `language` (with its namespaces and nothing of the other
 * languages); en for a language it does not speak. It is also registered with
 * react-i18next, so `useTranslation()` works with or without an I18nextProvider.
 */
export async function createI18n(language: Language = DEFAULT_LANGUAGE, options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(bundledLocalesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguages,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE, ...(options.namespaces ?? [])],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
