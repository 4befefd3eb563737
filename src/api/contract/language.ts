import { z } from 'zod';

/** Languages of the app and of localised API messages (Accept-Language / Content-Language). */
export const languages = ['en', 'vi', 'zh', 'th'] as const;

export const languageSchema = z.enum(languages).meta({ id: 'Language', example: 'vi' });
export type Language = z.infer<typeof languageSchema>;

export const DEFAULT_LANGUAGE: Language = 'en';
