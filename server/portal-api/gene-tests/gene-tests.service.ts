import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerProfiles, geneTestAccessTokens, geneTestReports, geneTests, geneTestStatusEvents } from '../../db/schema';
import { hashSecret } from '../../services/auth-tokens/auth-token-service';
import { geneTestStatuses } from '../../../src/api/contract/gene-test';
import type {
  CustomerProfile,
  GeneReport,
  GeneTestFullState,
  GeneTestInformation,
  GeneTestStateStep,
  GeneTokenInformation,
} from '../../../src/api/contract/gene-test';
import { genderIds } from '../../../src/api/contract/person';

/** A customer profile with its gene test, report and timeline, as the API answers it. */
export interface LoadedGeneTest {
  profile: CustomerProfile;
  /** Owner account of the profile (null until customer verification links it). */
  userId: string | null;
  states: GeneTestStateStep[];
}

type ReportRow = typeof geneTestReports.$inferSelect;

// The CHECK constraints already hold these ranges; narrowing here makes the types say so.
function oneOf<T extends number>(values: readonly T[], value: number, column: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`${column} holds ${value}, outside ${values.join('/')}`);
  return found;
}

const level = (value: number, column: string) => oneOf([1, 2, 3] as const, value, column);

export function toGeneReport(row: ReportRow): GeneReport {
  return {
    isAvailable: true,
    metabolism: {
      carbohydrate: level(row.carbohydrateMetabolism, 'carbohydrate_metabolism'),
      fat: level(row.fatMetabolism, 'fat_metabolism'),
      protein: level(row.proteinMetabolism, 'protein_metabolism'),
    },
    nutritionalRequirements: {
      vitaminA: level(row.vitaminA, 'vitamin_a'),
      vitaminB2: level(row.vitaminB2, 'vitamin_b2'),
      vitaminB6: level(row.vitaminB6, 'vitamin_b6'),
      vitaminB12: level(row.vitaminB12, 'vitamin_b12'),
      vitaminC: level(row.vitaminC, 'vitamin_c'),
      vitaminD: level(row.vitaminD, 'vitamin_d'),
      vitaminE: level(row.vitaminE, 'vitamin_e'),
      folate: level(row.folate, 'folate'),
    },
    detoxification: { value: oneOf([1, 2] as const, row.detoxification, 'detoxification') },
  };
}

/** Names sort as Vietnamese readers expect, the same on every database (no collation differences). */
export const byName = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

/**
 * Customer profiles that have a gene test (inner join: profiles without one are left out), with
 * report and timeline, sorted by name. `where` filters on the joined tables.
 */
export async function loadGeneTests(db: Db, where: SQL | undefined): Promise<LoadedGeneTest[]> {
  const rows = await db
    .select({ profile: customerProfiles, test: geneTests, report: geneTestReports })
    .from(customerProfiles)
    .innerJoin(geneTests, eq(geneTests.customerProfileId, customerProfiles.id))
    .leftJoin(geneTestReports, eq(geneTestReports.geneTestId, geneTests.id))
    .where(where);
  if (rows.length === 0) return [];

  const events = await db
    .select()
    .from(geneTestStatusEvents)
    .where(
      inArray(
        geneTestStatusEvents.geneTestId,
        rows.map((row) => row.test.id),
      ),
    );
  const reached = new Map(events.map((event) => [`${event.geneTestId}/${event.status}`, event.reachedAt]));

  return rows
    .map(({ profile, test, report }) => ({
      userId: profile.userId,
      profile: {
        id: profile.id,
        name: profile.name,
        gender: oneOf(genderIds, profile.gender, 'gender'),
        dateOfBirth: profile.dateOfBirth,
        relationship: profile.relationship,
        geneTest: {
          id: test.id,
          kitCode: test.kitCode,
          packageSlug: test.packageSlug,
          status: test.status,
          reportResults: report ? toGeneReport(report) : null,
        },
      },
      states: geneTestStatuses.map((status, index) => ({
        status,
        step: index + 1,
        reachedAt: reached.get(`${test.id}/${status}`)?.toISOString() ?? null,
      })),
    }))
    .sort((a, b) => byName.compare(a.profile.name, b.profile.name) || a.profile.id.localeCompare(b.profile.id));
}

export function toFullState(loaded: LoadedGeneTest): GeneTestFullState {
  return { geneTestId: loaded.profile.geneTest.id, status: loaded.profile.geneTest.status, states: loaded.states };
}

export function toGeneTestInformation(loaded: LoadedGeneTest): GeneTestInformation {
  const { name, gender, dateOfBirth, geneTest } = loaded.profile;
  return { geneTest, customer: { name, gender, dateOfBirth }, states: loaded.states };
}

/** A read token's view of a gene test: no kit code, no date of birth (the facts verification asks for). */
export function toGeneTokenInformation(loaded: LoadedGeneTest): GeneTokenInformation {
  const { name, gender, geneTest } = loaded.profile;
  const { kitCode: _kitCode, ...readable } = geneTest;
  return { geneTest: readable, customer: { name, gender }, states: loaded.states };
}

/** The gene test a gene-test information token grants, or null for an unknown, revoked or expired token. */
export async function geneTestOfToken(db: Db, token: string, now: Date): Promise<LoadedGeneTest | null> {
  const [grant] = await db
    .select({ geneTestId: geneTestAccessTokens.geneTestId })
    .from(geneTestAccessTokens)
    .where(
      and(
        eq(geneTestAccessTokens.tokenHash, hashSecret(token)),
        isNull(geneTestAccessTokens.revokedAt),
        or(isNull(geneTestAccessTokens.expiresAt), gt(geneTestAccessTokens.expiresAt, now)),
      ),
    );
  if (!grant) return null;
  const [loaded] = await loadGeneTests(db, eq(geneTests.id, grant.geneTestId));
  return loaded ?? null;
}

/** Links a customer profile to the account unless another account got it first; false when it did. */
export async function linkProfile(db: Db, profileId: string, userId: string): Promise<boolean> {
  const linked = await db
    .update(customerProfiles)
    .set({ userId })
    .where(and(eq(customerProfiles.id, profileId), or(isNull(customerProfiles.userId), eq(customerProfiles.userId, userId))))
    .returning({ id: customerProfiles.id });
  return linked.length > 0;
}
