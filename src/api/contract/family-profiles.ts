import { z } from 'zod';
import { endpoint, listEnvelope } from './endpoint';
import { customerProfileIdentityShape, geneTestStatusSchema, relationshipSchema } from './gene-test';

/*
 * Whom a consultation can be for: the account's family profiles (spec §3), the booking wizard's
 * first step. An entry of `consultationEndpoints` (consultations.ts) like the others, in a module
 * of its own so the wizard's first step loads it without the rest of the consultations' contract,
 * whose schemas take tens of milliseconds to build on a phone (docs/performance.md).
 */

/**
 * A family profile of the account the consultation can be for (every customer profile but the
 * holder's own), with or without a gene test: GET /customer/ lists only profiles with one (spec
 * §3), while a family member who has not been tested yet can still see a doctor about the family's
 * reports.
 */
export const familyProfileSchema = z
  .object({
    ...customerProfileIdentityShape,
    relationship: relationshipSchema,
    geneTestStatus: geneTestStatusSchema.nullable().meta({ description: 'Where their latest gene test stands; null: no gene test yet' }),
  })
  .meta({ id: 'ConsultationFamilyProfile' });
export type FamilyProfile = z.infer<typeof familyProfileSchema>;

export const familyProfilesEndpoint = endpoint(
  { api: 'portal', tags: ['consultations'], security: 'token' },
  {
    method: 'get', path: '/v2/consultation-appointment/family-profiles/',
    summary: "The account's family profiles the consultation can be for, with or without a gene test (step 1: for whom)",
    description: 'Every customer profile of the account but the holder’s own, sorted by name. Not in the spec’s list of calls: GET /customer/ leaves out the profiles with no gene test, and a family member not tested yet can still be the one the consultation is for.',
    response: { statuses: { 200: 'The family profiles, by name' }, body: listEnvelope(familyProfileSchema, 'ConsultationFamilyProfileList') },
  },
);
