import { z } from 'zod';
import { endpoint, failure, listEnvelope, resourceEnvelope } from './endpoint';
import { calendarDateSchema, dateOfBirthSchema, genderSchema } from './person';

/*
 * Gene tests, their report results and the people they belong to (spec §3 "Customer", §4
 * "customer verification", "genetic test information", §7 "gene-auth token-verify").
 * The endpoints are `geneTestEndpoints` below.
 *
 * Customer verification: the user proves a test is theirs (or their family's) with the kit code
 * printed on the kit and the tested person's date of birth; the customer profile is then linked
 * to the account and appears in the customer call. Linking again is a no-op (200). A test linked
 * to another account answers exactly like an unknown kit (404). A gene-test
 * information token (kept in the browser as geneticTestInformationToken) grants read access to
 * one gene test without sign-in; its call both checks it and returns the information, so the
 * token never travels in a URL. It never shows the kit code or the date of birth (the facts
 * verification asks for), so holding a read token never lets anyone verify the kit.
 *
 * `reportResults` is null until the laboratory report is ready. Its shape is the diet quiz's
 * "Report" (spec §3 "Diet quiz input and results") so the quiz and the booking wizard can use it
 * as it is: 1 low, 2 medium, 3 high for metabolism and nutritional requirements; 1 bad/low,
 * 2 good/high for detoxification.
 */

// ---- lookups ---------------------------------------------------------------------------

/** Gene-test packages of the service catalogue (spec §3 "Service catalogue"). */
export const geneTestPackageSlugs = ['g-intel', 'g-care', 'g-pro', 'g-intel-kid', 'g-kid-care', 'g-kid-pro', 'g-health'] as const;
export const geneTestPackageSlugSchema = z.enum(geneTestPackageSlugs).meta({ id: 'GeneTestPackageSlug', example: 'g-intel' });
export type GeneTestPackageSlug = z.infer<typeof geneTestPackageSlugSchema>;

/** A gene test's states, in the order it passes through them. */
export const geneTestStatuses = ['ordered', 'kit_delivered', 'sample_collected', 'sample_received', 'analysing', 'report_ready'] as const;
export const geneTestStatusSchema = z.enum(geneTestStatuses).meta({ id: 'GeneTestStatus', example: 'report_ready' });
export type GeneTestStatus = z.infer<typeof geneTestStatusSchema>;

/** Who the tested person is to the account holder. */
export const relationships = ['self', 'spouse', 'child', 'parent', 'sibling', 'other'] as const;
export const relationshipSchema = z.enum(relationships).meta({ id: 'CustomerRelationship', example: 'child' });
export type Relationship = z.infer<typeof relationshipSchema>;

/** Nutrient requirement / metabolism level: 1 low, 2 medium, 3 high. */
export const levelSchema = z.literal([1, 2, 3]).meta({ id: 'ReportLevel', description: '1 low, 2 medium, 3 high', example: 2 });
/** Detoxification: 1 bad or low, 2 good or high. */
export const detoxificationValueSchema = z.literal([1, 2]).meta({ id: 'DetoxificationValue', description: '1 bad or low, 2 good or high', example: 2 });

export const kitCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{4,31}$/)
  .meta({ description: 'Kit code printed on the test kit (case-insensitive)', example: 'GW-24-10001' });

export const geneAccessTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,128}$/)
  .meta({ description: 'Gene-test information token: 20 to 128 letters, digits, _ or -', example: 'gti_demo_an_nguyen_g_intel_2024' });

// ---- report and test -------------------------------------------------------------------

export const geneReportSchema = z
  .object({
    isAvailable: z.literal(true).meta({ description: 'Always true here; a test without a report has reportResults null' }),
    metabolism: z.object({ carbohydrate: levelSchema, fat: levelSchema, protein: levelSchema }),
    nutritionalRequirements: z.object({
      vitaminA: levelSchema,
      vitaminB2: levelSchema,
      vitaminB6: levelSchema,
      vitaminB12: levelSchema,
      vitaminC: levelSchema,
      vitaminD: levelSchema,
      vitaminE: levelSchema,
      folate: levelSchema,
    }),
    detoxification: z.object({ value: detoxificationValueSchema }),
  })
  .meta({ id: 'GeneReport' });
export type GeneReport = z.infer<typeof geneReportSchema>;

export const geneTestSchema = z
  .object({
    id: z.uuid(),
    kitCode: z.string().meta({ example: 'GW-24-10001' }),
    packageSlug: geneTestPackageSlugSchema,
    status: geneTestStatusSchema,
    reportResults: geneReportSchema.nullable(),
  })
  .meta({ id: 'GeneTest' });
export type GeneTest = z.infer<typeof geneTestSchema>;

/** One step of a gene test's timeline: every status in order, with when it was reached (null: not yet). */
export const geneTestStateStepSchema = z
  .object({
    status: geneTestStatusSchema,
    step: z.number().int().min(1).meta({ description: '1-based position in geneTestStatuses' }),
    reachedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'GeneTestStateStep' });
export type GeneTestStateStep = z.infer<typeof geneTestStateStepSchema>;

export const geneTestFullStateSchema = z
  .object({
    geneTestId: z.uuid(),
    status: geneTestStatusSchema.meta({ description: 'The current status (the last step reached)' }),
    states: z.array(geneTestStateStepSchema).meta({ description: 'Every status, in order' }),
  })
  .meta({ id: 'GeneTestFullState' });
export type GeneTestFullState = z.infer<typeof geneTestFullStateSchema>;

// ---- customer --------------------------------------------------------------------------

/** Who a customer profile is: what the gene tests' profiles and the consultation's family profiles (consultations.ts) both carry first. */
export const customerProfileIdentityShape = { id: z.uuid(), name: z.string(), gender: genderSchema };

export const customerProfileSchema = z
  .object({
    ...customerProfileIdentityShape,
    dateOfBirth: calendarDateSchema,
    relationship: relationshipSchema,
    geneTest: geneTestSchema,
  })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerResponseSchema = resourceEnvelope(
  z.object({
    customerProfiles: z.array(customerProfileSchema).meta({ description: 'Only profiles with a gene test, sorted by name' }),
    geneTestFullStates: z.array(geneTestFullStateSchema).meta({ description: 'One entry per gene test of customerProfiles, same order' }),
  }),
  'CustomerResponse',
);
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

export const customerVerificationRequestSchema = z
  .strictObject({
    kitCode: kitCodeSchema,
    dateOfBirth: dateOfBirthSchema.meta({ description: "The tested person's date of birth, yyyy-MM-dd" }),
  })
  .meta({ id: 'CustomerVerificationRequest' });
export type CustomerVerificationRequest = z.input<typeof customerVerificationRequestSchema>;

export const customerProfileResponseSchema = resourceEnvelope(customerProfileSchema, 'CustomerProfileResponse');

// ---- genetic test information ------------------------------------------------------------

export const geneTestInformationSchema = z
  .object({
    geneTest: geneTestSchema,
    customer: z.object({ name: z.string(), gender: genderSchema, dateOfBirth: calendarDateSchema }),
    states: z.array(geneTestStateStepSchema),
  })
  .meta({ id: 'GeneTestInformation' });
export type GeneTestInformation = z.infer<typeof geneTestInformationSchema>;

export const geneTestInformationResponseSchema = resourceEnvelope(geneTestInformationSchema, 'GeneTestInformationResponse');

export const geneTestInformationListResponseSchema = listEnvelope(
  geneTestInformationSchema,
  'GeneTestInformationListResponse',
  "The caller's gene tests, sorted by the tested person's name",
);

/**
 * What a gene-test information token shows: the report, the status and timeline, and who was
 * tested, but never the two facts customer verification asks for (the kit code and the tested
 * person's date of birth). A token is a read link someone may be sent; with those two facts its
 * holder could verify the kit, own it and lock the real customer out.
 */
export const geneTokenInformationSchema = z
  .object({
    geneTest: geneTestSchema.omit({ kitCode: true }).meta({ id: 'GeneTestRead' }),
    customer: z.object({ name: z.string(), gender: genderSchema }),
    states: z.array(geneTestStateStepSchema),
  })
  .meta({ id: 'GeneTokenInformation' });
export type GeneTokenInformation = z.infer<typeof geneTokenInformationSchema>;
export const geneTokenInformationResponseSchema = resourceEnvelope(geneTokenInformationSchema, 'GeneTokenInformationResponse');

export const geneTestIdParamsSchema = z.object({ id: z.uuid() });

export const geneTokenVerifyRequestSchema = z.strictObject({ token: geneAccessTokenSchema }).meta({ id: 'GeneTokenVerifyRequest' });
export type GeneTokenVerifyRequest = z.infer<typeof geneTokenVerifyRequestSchema>;

// ---- endpoints ---------------------------------------------------------------------------

const geneTests = { api: 'portal', tags: ['gene-tests'] } as const;
const signedIn = { ...geneTests, security: 'token' } as const;

export const geneTestEndpoints = {
  customer: endpoint(signedIn, {
    method: 'get', path: '/customer/',
    summary: "The caller's customer profiles that have a gene test (sorted by name) and each test's full state timeline",
    response: { statuses: { 200: 'Profiles and timelines' }, body: customerResponseSchema },
  }),
  verifyCustomer: endpoint(signedIn, {
    method: 'post', path: '/customer/verify/', request: { body: customerVerificationRequestSchema },
    summary: "Customer verification: link a gene test to the account with its kit code and the tested person's date of birth",
    response: { statuses: { 200: 'The linked customer profile (also when it was already linked to the caller)' }, body: customerProfileResponseSchema },
    errors: {
      404: failure(
        'not_found',
        'No gene test the caller may link has this kit code and date of birth: unknown kit, wrong date, or a test linked to another account, all with the same answer, so the call tells no one whether a kit exists or is linked',
      ),
      429: failure('rate_limited', 'Too many verification attempts; Retry-After gives the seconds to wait'),
    },
  }),
  informationList: endpoint(signedIn, {
    method: 'get', path: '/genetic-test-information/',
    summary: "Genetic test information of every gene test of the caller's customer profiles",
    response: { statuses: { 200: 'The gene tests, sorted by the tested person' }, body: geneTestInformationListResponseSchema },
  }),
  information: endpoint(signedIn, {
    method: 'get', path: '/genetic-test-information/{id}/', request: { params: geneTestIdParamsSchema },
    summary: "Genetic test information of one of the caller's gene tests",
    response: { statuses: { 200: 'The gene test' }, body: geneTestInformationResponseSchema }, errors: { 404: failure('not_found', 'No gene test with this id belongs to the caller') },
  }),
  verifyToken: endpoint(geneTests, {
    method: 'post', path: '/gene-auth/token-verify/', request: { body: geneTokenVerifyRequestSchema },
    summary:
      'Check a gene-test information token and answer what it lets its holder read (no sign-in): the report, status and timeline, never the kit code or date of birth that customer verification asks for',
    response: { statuses: { 200: 'The gene test the token grants, without its verification facts' }, body: geneTokenInformationResponseSchema },
    errors: {
      404: failure('not_found', 'Unknown, revoked or expired token'),
      429: failure('rate_limited', 'Too many tokens tried from this address; Retry-After gives the seconds to wait'),
    },
  }),
};
