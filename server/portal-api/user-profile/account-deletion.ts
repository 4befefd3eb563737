import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, customerProfiles, discountCodes, kidQuizResults, otpCodes, smsMessages, users } from '../../db/schema';
import { unauthorized } from '../../http/session';
import { KID_QUIZ_SOURCE } from '../kid-quiz/kid-quiz.service';

/*
 * "Delete my account and data" (issue 13; Vietnam's decree 13/2023 gives the data subject the
 * right to have their personal data deleted, and treats genetic data as sensitive). Runs inside
 * the transaction that consumes the confirming code (services.otp.verify's onVerified), so either
 * all of it happens and the code is used, or none of it and the code stays usable.
 *
 * Every table that holds a user id or a phone number, and what happens to the user's rows:
 *  - users: the account and its phone number: deleted (the number can sign up afresh, as a new user);
 *  - auth_tokens: every token of the account: deleted, so every session ends (401 from then on);
 *  - customer_profiles the account looks after: deleted, and with them (ON DELETE CASCADE) their
 *    gene_tests, gene_test_status_events, gene_test_reports and gene_test_access_tokens;
 *  - kid_quiz_results owned by the account: deleted; any other record holding the number (an
 *    anonymous record the number was typed into) keeps the record but loses the number;
 *  - otp_codes of the account or to its number (sign-in, phone change, this deletion): deleted;
 *  - sms_messages to its number (the SMS log and outbox): deleted;
 *  - discount_codes issued to its kid-quiz records or to its number: kept, since a code may be
 *    needed for accounting, but anonymised: no phone, and the link to the (deleted) record replaced
 *    by a fresh random id that matches no record (the column is NOT NULL and unique per source).
 * Rate-limit counters (rate_limits, keyed by account id or number) are not personal records: they
 * expire by themselves within the hour and keep their limits meanwhile.
 *
 * Orders: there are none yet (the shop is a later issue). When they come, the law keeps an order
 * (accounting, tax) but not who placed it: anonymise the account's orders here, in this same
 * transaction (null their user id, phone, name and delivery address; keep amounts and items).
 */

/** What was removed or anonymised, counted (for the log and the tests). */
export interface AccountDeletionReport {
  customerProfiles: number;
  kidQuizResults: number;
  discountCodesAnonymised: number;
  otpCodes: number;
  smsMessages: number;
}

/** Deletes the account `userId` and everything that is the user's, in the caller's transaction. */
export async function deleteAccountData(tx: Db, userId: string): Promise<AccountDeletionReport> {
  // The account row, locked: a phone change or another deletion racing this one waits, and the
  // number read here is the one the account has now.
  const [user] = await tx.select({ id: users.id, phone: users.phoneNumber }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw unauthorized();
  const { phone } = user;

  const records = await tx.delete(kidQuizResults).where(eq(kidQuizResults.userId, userId)).returning({ id: kidQuizResults.id });
  await tx.update(kidQuizResults).set({ phone: null }).where(eq(kidQuizResults.phone, phone));

  // Their records' codes: one at a time, each gets its own random stand-in for its record.
  const recordIds = records.map((record) => record.id);
  const issuedToRecords =
    recordIds.length === 0
      ? []
      : await tx
          .select({ code: discountCodes.code })
          .from(discountCodes)
          .where(and(eq(discountCodes.source, KID_QUIZ_SOURCE), inArray(discountCodes.sourceRecordId, recordIds)));
  for (const { code } of issuedToRecords) {
    await tx.update(discountCodes).set({ phone: null, sourceRecordId: randomUUID() }).where(eq(discountCodes.code, code));
  }
  const issuedToNumber = await tx.update(discountCodes).set({ phone: null }).where(eq(discountCodes.phone, phone)).returning({ code: discountCodes.code });
  const anonymisedCodes = new Set([...issuedToRecords, ...issuedToNumber].map((row) => row.code));

  const profiles = await tx.delete(customerProfiles).where(eq(customerProfiles.userId, userId)).returning({ id: customerProfiles.id });
  const otp = await tx
    .delete(otpCodes)
    .where(or(eq(otpCodes.userId, userId), eq(otpCodes.phone, phone)))
    .returning({ id: otpCodes.id });
  const sms = await tx.delete(smsMessages).where(eq(smsMessages.phone, phone)).returning({ id: smsMessages.id });
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));

  return {
    customerProfiles: profiles.length,
    kidQuizResults: records.length,
    discountCodesAnonymised: anonymisedCodes.size,
    otpCodes: otp.length,
    smsMessages: sms.length,
  };
}
