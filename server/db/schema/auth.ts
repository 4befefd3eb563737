import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { otpMethods } from '../../../src/api/contract/auth';
import { contactChannels } from '../../../src/api/contract/user-profile';
import { geneTestPackageSlugs, geneTestStatuses, relationships } from '../../../src/api/contract/gene-test';
import { createdAt, timestamps, uuidReference } from './columns';

/*
 * Accounts (phone sign-in), one-time codes, auth tokens, and the gene tests of the people an
 * account looks after. The CHECKs repeat the contracts' enumerations so no code path can store a
 * row the API could not describe. Secrets (codes, tokens) are stored only as hashes.
 */

/** E.164 as normalizePhone writes it (a fixed literal, not input). */
const E164 = sql.raw(`'^\\+[1-9][0-9]{6,14}$'`);
/** SQL list literal of fixed, code-defined values (never user input), for CHECK constraints. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const otpPurposes = ['signin', 'phone-update', 'account-deletion'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** A person who signed in with their phone number. Created on the first verified code. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    name: text('name'),
    gender: smallint('gender'),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    preferredContactChannel: text('preferred_contact_channel', { enum: contactChannels }),
    hasFinishedSurvey: boolean('has_finished_survey').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_phone_number_idx').on(table.phoneNumber),
    check('users_phone_number_check', sql`${table.phoneNumber} ~ ${E164}`),
    check('users_gender_check', sql`${table.gender} is null or ${table.gender} in (1, 2, 3)`),
    check('users_contact_channel_check', sql`${table.preferredContactChannel} is null or ${table.preferredContactChannel} in (${sqlList(contactChannels)})`),
  ],
);

/**
 * One-time codes. The rules that must hold across requests live here: expiry (`expires_at`), single
 * use (`consumed_at`, set by one conditional UPDATE), the wrong-try limit (`attempts`, `voided_at`),
 * and the per-number send limits (counted from `created_at`). A code is HMAC-SHA256(salt, code).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    /** The account changing its number ('phone-update'); null for sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: otpMethods }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set by the last allowed wrong try, or when a newer code for the same number replaces it. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phone, table.createdAt),
    check('otp_codes_phone_check', sql`${table.phone} ~ ${E164}`),
    check('otp_codes_purpose_check', sql`${table.purpose} in (${sqlList(otpPurposes)})`),
    check('otp_codes_method_check', sql`${table.method} in (${sqlList(otpMethods)})`),
    check('otp_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** Sign-in tokens: only sha256(token) is stored; sign-out sets `revoked_at`. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuidReference('user_id', () => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('auth_tokens_token_hash_idx').on(table.tokenHash), index('auth_tokens_user_idx').on(table.userId)],
);

/**
 * A person whose gene test an account looks after (the holder, a child, a parent, …). `user_id` is
 * null until someone proves the test is theirs (customer verification).
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    gender: smallint('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    relationship: text('relationship', { enum: relationships }).notNull().default('self'),
    createdAt: createdAt(),
  },
  (table) => [
    index('customer_profiles_user_idx').on(table.userId),
    check('customer_profiles_gender_check', sql`${table.gender} in (1, 2, 3)`),
    check('customer_profiles_relationship_check', sql`${table.relationship} in (${sqlList(relationships)})`),
  ],
);

/** One gene test (kit) per customer profile. */
export const geneTests = pgTable(
  'gene_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerProfileId: uuidReference('customer_profile_id', () => customerProfiles.id, { onDelete: 'cascade' }),
    kitCode: text('kit_code').notNull(),
    packageSlug: text('package_slug', { enum: geneTestPackageSlugs }).notNull(),
    status: text('status', { enum: geneTestStatuses }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gene_tests_kit_code_idx').on(table.kitCode),
    uniqueIndex('gene_tests_customer_profile_idx').on(table.customerProfileId),
    check('gene_tests_package_check', sql`${table.packageSlug} in (${sqlList(geneTestPackageSlugs)})`),
    check('gene_tests_status_check', sql`${table.status} in (${sqlList(geneTestStatuses)})`),
  ],
);

/** When a gene test reached each status (its timeline). */
export const geneTestStatusEvents = pgTable(
  'gene_test_status_events',
  {
    geneTestId: uuidReference('gene_test_id', () => geneTests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: geneTestStatuses }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.geneTestId, table.status] }),
    check('gene_test_status_events_status_check', sql`${table.status} in (${sqlList(geneTestStatuses)})`),
  ],
);

/** The laboratory report of a gene test: 1 low, 2 medium, 3 high; detoxification 1 bad/low, 2 good/high. */
export const geneTestReports = pgTable(
  'gene_test_reports',
  {
    geneTestId: uuid('gene_test_id')
      .primaryKey()
      .references(() => geneTests.id, { onDelete: 'cascade' }),
    carbohydrateMetabolism: smallint('carbohydrate_metabolism').notNull(),
    fatMetabolism: smallint('fat_metabolism').notNull(),
    proteinMetabolism: smallint('protein_metabolism').notNull(),
    vitaminA: smallint('vitamin_a').notNull(),
    vitaminB2: smallint('vitamin_b2').notNull(),
    vitaminB6: smallint('vitamin_b6').notNull(),
    vitaminB12: smallint('vitamin_b12').notNull(),
    vitaminC: smallint('vitamin_c').notNull(),
    vitaminD: smallint('vitamin_d').notNull(),
    vitaminE: smallint('vitamin_e').notNull(),
    folate: smallint('folate').notNull(),
    detoxification: smallint('detoxification').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'gene_test_reports_levels_check',
      sql`least(${table.carbohydrateMetabolism}, ${table.fatMetabolism}, ${table.proteinMetabolism}, ${table.vitaminA}, ${table.vitaminB2}, ${table.vitaminB6}, ${table.vitaminB12}, ${table.vitaminC}, ${table.vitaminD}, ${table.vitaminE}, ${table.folate}) >= 1
        and greatest(${table.carbohydrateMetabolism}, ${table.fatMetabolism}, ${table.proteinMetabolism}, ${table.vitaminA}, ${table.vitaminB2}, ${table.vitaminB6}, ${table.vitaminB12}, ${table.vitaminC}, ${table.vitaminD}, ${table.vitaminE}, ${table.folate}) <= 3`,
    ),
    check('gene_test_reports_detoxification_check', sql`${table.detoxification} in (1, 2)`),
  ],
);

/**
 * Gene-test information tokens: each grants read access to one gene test without sign-in
 * (POST /gene-auth/token-verify/). Only sha256(token) is stored.
 */
export const geneTestAccessTokens = pgTable(
  'gene_test_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    geneTestId: uuidReference('gene_test_id', () => geneTests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('gene_test_access_tokens_hash_idx').on(table.tokenHash), index('gene_test_access_tokens_gene_test_idx').on(table.geneTestId)],
);
