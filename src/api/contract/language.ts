import { z } from 'zod';
import { languages } from './language-codes';

export { DEFAULT_LANGUAGE, languages } from './language-codes';
export type { Language } from './language-codes';

export const languageSchema = z.enum(languages).meta({ id: 'Language', example: 'vi' });
