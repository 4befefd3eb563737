import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerProfiles, geneTestAccessTokens, geneTestReports, geneTests, geneTestStatusEvents, users } from '../db/schema';
import { hashSecret } from '../services/auth-tokens/auth-token-service';
import { geneTestStatuses } from '../../src/api/contract/gene-test';
import type { GeneTestPackageSlug, GeneTestStatus, Relationship } from '../../src/api/contract/gene-test';
import type { ContactChannel } from '../../src/api/contract/user-profile';
import type { Gender } from '../../src/api/contract/person';

/*
 * Demo accounts for trying sign-in, the profile, the customer list, the diet quiz (report results)
 * and the booking wizard. Sign in with one of the numbers below; the code arrives in the SMS outbox
 * (/dev/outbox). Gene-test information tokens for POST /gene-auth/token-verify/ are listed in
 * demoGeneAccessTokens; two more tests are left unlinked so customer verification can be tried:
 *   kit GW-24-30001 + 1979-11-05 (Võ Thanh Tùng), kit GW-24-30002 + 1995-03-22 (Hoàng Mai Anh).
 *
 * Idempotent: every insert skips rows that exist (natural keys: phone number, kit code, token hash;
 * fixed ids for customer profiles), so a newer seed version only adds what is missing.
 */

type Level = 1 | 2 | 3;

interface DemoReport {
  metabolism: { carbohydrate: Level; fat: Level; protein: Level };
  vitamins: { a: Level; b2: Level; b6: Level; b12: Level; c: Level; d: Level; e: Level; folate: Level };
  detoxification: 1 | 2;
}

interface DemoGeneTest {
  kitCode: string;
  packageSlug: GeneTestPackageSlug;
  status: GeneTestStatus;
  /** When the first status was reached; each next status follows a few days later. */
  orderedAt: string;
  report?: DemoReport;
}

interface DemoProfile {
  id: string;
  name: string;
  gender: Gender;
  dateOfBirth: string;
  relationship: Relationship;
  geneTest?: DemoGeneTest;
}

interface DemoAccount {
  phoneNumber: string;
  name: string;
  gender: Gender;
  email: string;
  dateOfBirth: string;
  preferredContactChannel: ContactChannel;
  hasFinishedSurvey: boolean;
  profiles: DemoProfile[];
}

/** A report's levels: metabolism (carbohydrate, fat, protein), the eight vitamins in DemoReport's order, detoxification. */
function report([carbohydrate, fat, protein]: [Level, Level, Level], [a, b2, b6, b12, c, d, e, folate]: [Level, Level, Level, Level, Level, Level, Level, Level], detoxification: 1 | 2): DemoReport {
  return { metabolism: { carbohydrate, fat, protein }, vitamins: { a, b2, b6, b12, c, d, e, folate }, detoxification };
}

function geneTest(kitCode: string, packageSlug: GeneTestPackageSlug, status: GeneTestStatus, orderedAt: string, testReport?: DemoReport): DemoGeneTest {
  const test: DemoGeneTest = { kitCode, packageSlug, status, orderedAt };
  if (testReport) test.report = testReport;
  return test;
}

function profile(id: string, name: string, gender: Gender, dateOfBirth: string, relationship: Relationship, test?: DemoGeneTest): DemoProfile {
  const person: DemoProfile = { id, name, gender, dateOfBirth, relationship };
  if (test) person.geneTest = test;
  return person;
}

type AccountHolder = Omit<DemoAccount, 'profiles'>;

/** An account whose first profile is its holder ('self', with the holder's name, gender and date of birth), then the family. */
function account(holder: AccountHolder, self: { id: string; geneTest: DemoGeneTest }, family: DemoProfile[] = []): DemoAccount {
  return { ...holder, profiles: [profile(self.id, holder.name, holder.gender, holder.dateOfBirth, 'self', self.geneTest), ...family] };
}

export const demoAccounts: DemoAccount[] = [
  account(
    { phoneNumber: '+84901234567', name: 'Nguyễn Văn An', gender: 1, email: 'an.nguyen@example.com', dateOfBirth: '1988-04-12', preferredContactChannel: 'zalo', hasFinishedSurvey: false },
    { id: '5e1d0000-0000-4000-8000-000000000101', geneTest: geneTest('GW-24-10001', 'g-intel', 'report_ready', '2024-03-02T02:00:00Z', report([3, 2, 1], [1, 2, 2, 3, 1, 1, 2, 2], 1)) },
    [
      profile('5e1d0000-0000-4000-8000-000000000102', 'Trần Thị Bình', 2, '1990-09-03', 'spouse', geneTest('GW-24-10002', 'g-care', 'report_ready', '2024-03-02T02:00:00Z', report([1, 3, 2], [2, 1, 3, 2, 2, 1, 3, 1], 2))),
      profile('5e1d0000-0000-4000-8000-000000000103', 'Nguyễn Minh Khang', 1, '2019-06-21', 'child', geneTest('GW-24-10003', 'g-intel-kid', 'analysing', '2024-09-10T03:00:00Z')),
      profile('5e1d0000-0000-4000-8000-000000000104', 'Nguyễn Gia Hân', 2, '2024-01-15', 'child', geneTest('GW-24-10004', 'g-kid-care', 'report_ready', '2024-07-01T03:00:00Z', report([2, 1, 3], [3, 2, 1, 1, 3, 2, 1, 3], 2))),
      // No gene test: GET /customer/ leaves this profile out.
      profile('5e1d0000-0000-4000-8000-000000000105', 'Phạm Thị Cúc', 2, '1960-02-18', 'parent'),
    ],
  ),
  account(
    { phoneNumber: '+84907654321', name: 'Lê Thị Hoa', gender: 2, email: 'hoa.le@example.com', dateOfBirth: '1985-01-30', preferredContactChannel: 'sms', hasFinishedSurvey: true },
    { id: '5e1d0000-0000-4000-8000-000000000201', geneTest: geneTest('GW-24-20001', 'g-pro', 'report_ready', '2024-05-20T01:30:00Z', report([2, 3, 2], [2, 3, 2, 1, 2, 3, 2, 1], 1)) },
    [
      profile('5e1d0000-0000-4000-8000-000000000202', 'Đỗ Gia Huy', 1, '2021-02-14', 'child', geneTest('GW-24-20002', 'g-kid-pro', 'sample_received', '2024-10-05T04:00:00Z')),
      profile('5e1d0000-0000-4000-8000-000000000203', 'Đỗ Văn Nam', 1, '1983-07-07', 'spouse'),
    ],
  ),
  account(
    { phoneNumber: '+84903456789', name: 'Trần Quốc Bảo', gender: 1, email: 'bao.tran@example.com', dateOfBirth: '1982-10-09', preferredContactChannel: 'sms', hasFinishedSurvey: true },
    { id: '5e1d0000-0000-4000-8000-000000000401', geneTest: geneTest('GW-24-40001', 'g-care', 'report_ready', '2024-06-14T02:30:00Z', report([3, 1, 2], [1, 2, 3, 2, 1, 2, 2, 3], 2)) },
  ),
  account(
    { phoneNumber: '+84908765432', name: 'Phạm Ngọc Lan', gender: 2, email: 'lan.pham@example.com', dateOfBirth: '1992-12-01', preferredContactChannel: 'email', hasFinishedSurvey: true },
    { id: '5e1d0000-0000-4000-8000-000000000501', geneTest: geneTest('GW-24-50001', 'g-pro', 'report_ready', '2024-08-08T03:00:00Z', report([1, 2, 3], [2, 1, 1, 3, 3, 1, 1, 2], 1)) },
  ),
  // The booking wizard's model-based end-to-end paths sign this one in (tests/e2e/model-paths-booking.spec.ts): one account per journey, since the server sends one code per number per minute.
  account(
    { phoneNumber: '+84906112233', name: 'Đặng Thu Trang', gender: 2, email: 'trang.dang@example.com', dateOfBirth: '1988-04-17', preferredContactChannel: 'sms', hasFinishedSurvey: true },
    { id: '5e1d0000-0000-4000-8000-000000000601', geneTest: geneTest('GW-24-60001', 'g-care', 'report_ready', '2024-07-02T02:00:00Z', report([2, 1, 3], [3, 2, 1, 2, 2, 1, 3, 1], 1)) },
  ),
];

/** Customer profiles no account owns yet: link them with customer verification (kit code + date of birth). */
export const demoUnlinkedProfiles: DemoProfile[] = [
  profile('5e1d0000-0000-4000-8000-000000000301', 'Võ Thanh Tùng', 1, '1979-11-05', 'self', geneTest('GW-24-30001', 'g-health', 'report_ready', '2024-04-11T02:00:00Z', report([1, 1, 2], [3, 3, 2, 2, 1, 2, 3, 2], 2))),
  profile('5e1d0000-0000-4000-8000-000000000302', 'Hoàng Mai Anh', 2, '1995-03-22', 'self', geneTest('GW-24-30002', 'g-intel', 'kit_delivered', '2024-11-02T02:00:00Z')),
];

/** Gene-test information tokens (POST /gene-auth/token-verify/), each granting one kit's information. */
export const demoGeneAccessTokens: Array<{ token: string; kitCode: string }> = [
  { token: 'gti_demo_an_nguyen_g_intel_2024', kitCode: 'GW-24-10001' },
  { token: 'gti_demo_binh_tran_g_care_2024', kitCode: 'GW-24-10002' },
  { token: 'gti_demo_tung_vo_g_health_2024', kitCode: 'GW-24-30001' },
  { token: 'gti_demo_mai_anh_g_intel_2024', kitCode: 'GW-24-30002' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_BETWEEN_STATUSES = 4;

function reportRow(geneTestId: string, report: DemoReport): typeof geneTestReports.$inferInsert {
  const { metabolism, vitamins } = report;
  return {
    geneTestId,
    carbohydrateMetabolism: metabolism.carbohydrate,
    fatMetabolism: metabolism.fat,
    proteinMetabolism: metabolism.protein,
    vitaminA: vitamins.a,
    vitaminB2: vitamins.b2,
    vitaminB6: vitamins.b6,
    vitaminB12: vitamins.b12,
    vitaminC: vitamins.c,
    vitaminD: vitamins.d,
    vitaminE: vitamins.e,
    folate: vitamins.folate,
    detoxification: report.detoxification,
  };
}

/** Every status up to the test's current one, DAYS_BETWEEN_STATUSES apart. */
function timeline(geneTestId: string, test: DemoGeneTest): Array<typeof geneTestStatusEvents.$inferInsert> {
  const start = new Date(test.orderedAt).getTime();
  const reached = geneTestStatuses.slice(0, geneTestStatuses.indexOf(test.status) + 1);
  return reached.map((status, index) => ({ geneTestId, status, reachedAt: new Date(start + index * DAYS_BETWEEN_STATUSES * DAY_MS) }));
}

/** Inserts the demo accounts, their family's gene tests and reports; `tx` is the seed's transaction. */
export async function seedDemoAccounts(tx: Db): Promise<void> {
  await tx
    .insert(users)
    .values(
      demoAccounts.map(({ profiles: _profiles, ...account }) => account),
    )
    .onConflictDoNothing({ target: users.phoneNumber });
  // The number may have signed up before this seed ran: use whichever row holds it.
  const accountRows = await tx
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      inArray(
        users.phoneNumber,
        demoAccounts.map((account) => account.phoneNumber),
      ),
    );
  const userIdOf = new Map(accountRows.map((row) => [row.phoneNumber, row.id]));

  const owned = demoAccounts.flatMap((account) => account.profiles.map((profile) => ({ profile, userId: userIdOf.get(account.phoneNumber) ?? null })));
  const all = [...owned, ...demoUnlinkedProfiles.map((profile) => ({ profile, userId: null }))];
  await tx
    .insert(customerProfiles)
    .values(
      all.map(({ profile, userId }) => ({
        id: profile.id,
        userId,
        name: profile.name,
        gender: profile.gender,
        dateOfBirth: profile.dateOfBirth,
        relationship: profile.relationship,
      })),
    )
    .onConflictDoNothing();

  for (const { profile } of all) {
    const test = profile.geneTest;
    if (!test) continue;
    await tx
      .insert(geneTests)
      .values({ customerProfileId: profile.id, kitCode: test.kitCode, packageSlug: test.packageSlug, status: test.status })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: geneTests.id }).from(geneTests).where(eq(geneTests.kitCode, test.kitCode));
    await tx.insert(geneTestStatusEvents).values(timeline(row.id, test)).onConflictDoNothing();
    if (test.report) await tx.insert(geneTestReports).values(reportRow(row.id, test.report)).onConflictDoNothing();
  }

  for (const { token, kitCode } of demoGeneAccessTokens) {
    const [row] = await tx.select({ id: geneTests.id }).from(geneTests).where(eq(geneTests.kitCode, kitCode));
    await tx.insert(geneTestAccessTokens).values({ tokenHash: hashSecret(token), geneTestId: row.id }).onConflictDoNothing();
  }
}
