import { z } from 'zod';

/**
 * A phone number as stored and answered: E.164. The sign-in's schemas check a typed number with
 * the phone rules (auth.ts, libphonenumber); this one is only its written form, so a page that
 * shows a number (the booking wizard's family members) does not load those rules.
 */
export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/).meta({ description: 'E.164 phone number', example: '+84901234567' });
