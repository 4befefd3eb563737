import { z } from 'zod';
import { endpoint, resourceEnvelope } from './endpoint';
import { genderSchema } from './person';
import { e164Schema } from './e164';

/*
 * The signed-in user's profile as it is read (GET /user-profile/), apart from the entries that
 * change it (./user-profile.ts, which lists this entry among `userProfileEndpoints` as `get`). The
 * app reads it on every start with a stored token (the token login), and the change entries check
 * typed phone numbers with the phone rules (libphonenumber's metadata, through ./auth.ts): kept
 * here, the start's read does not load those rules.
 */

/** Contact channels (spec §3). */
export const contactChannels = ['zalo', 'sms', 'email'] as const;
export const contactChannelSchema = z.enum(contactChannels).meta({ id: 'ContactChannel', example: 'zalo' });
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const userProfileSchema = z
  .object({
    id: z.uuid(),
    phoneNumber: e164Schema,
    name: z.string().nullable(),
    gender: genderSchema.nullable(),
    email: z.string().nullable(),
    dateOfBirth: z.string().nullable().meta({ description: 'yyyy-MM-dd' }),
    preferredContactChannel: contactChannelSchema.nullable(),
    userprofile: z.object({
      hasFinishedSurvey: z.boolean().meta({ description: 'The onboarding survey was completed (spec: Meta userprofile.hasFinishedSurvey)' }),
    }),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileResponseSchema = resourceEnvelope(userProfileSchema, 'UserProfileResponse');

/** What every /user-profile/ entry shares: the Portal API, signed in. */
export const profileEndpoint = { api: 'portal', tags: ['account'], security: 'token' } as const;

export const userProfileReadEndpoint = endpoint(profileEndpoint, {
  method: 'get', path: '/user-profile/',
  summary: "The caller's profile, with userprofile.hasFinishedSurvey (also the token login: 401 means the stored token is no good)",
  response: { statuses: { 200: 'The profile' }, body: userProfileResponseSchema },
});
