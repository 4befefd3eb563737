/*
 * The languages as plain data (language.ts adds their schema): the browser's first load (i18n,
 * the API client's language) reads them without zod.
 */

/** Languages of the app and of localised API messages (Accept-Language / Content-Language). */
export const languages = ['en', 'vi', 'zh', 'th'] as const;

export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
