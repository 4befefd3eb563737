import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, carts, codeClaims, consultationAppointments, customerProfiles, dietQuizResults, discountCodes, kidQuizResults, orders, otpCodes, smsMessages, surveyResponses, users } from '../../db/schema';
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
 *  - diet_quiz_results owned by the account (its answers, body measurements, medical conditions
 *    and gene-report levels): deleted; any other record holding the number keeps the record but
 *    loses the number. A record's DIETQUIZ code stays a promotion code like any other (it names
 *    no one); the number's claim of it goes with the code_claims below;
 *  - otp_codes of the account or to its number (sign-in, phone change, this deletion): deleted;
 *  - sms_messages to its number (the SMS log and outbox): deleted;
 *  - discount_codes issued to its kid-quiz records or to its number: kept, since a code may be
 *    needed for accounting, but anonymised: no phone, and the link to the (deleted) record replaced
 *    by a fresh random id that matches no record (the column is NOT NULL and unique per source).
 * Rate-limit counters (rate_limits, keyed by account id or number) are not personal records: they
 * expire by themselves within the hour and keep their limits meanwhile.
 *
 *  - carts of the account: deleted (their items go with them);
 *  - code_claims by its number (a campaign code claimed with name and address): deleted; the
 *    personal code the claim issued stays a promotion code like any other;
 *  - orders of the account, or placed as a guest with its number: kept, since accounting and tax
 *    law require the record of a sale, but anonymised (orders.anonymised_at): no account, name,
 *    phone, email, street address, postal code or tracking id; amounts, items, code and province
 *    stay. An anonymised order's guest link answers 404.
 *
 *  - consultation_appointments of the account: deleted, and with them (ON DELETE CASCADE) their
 *    reports, their doctor's booked units (the times are free again), their scheduled-SMS links
 *    and their pre- and post-consultation survey answers; the messages themselves went with the
 *    number's SMS above (a reminder not yet sent included);
 *  - survey_responses of the account (the onboarding survey): deleted.
 */

/** What was removed or anonymised, counted (for the log and the tests). */
export interface AccountDeletionReport {
  customerProfiles: number;
  kidQuizResults: number;
  dietQuizResults: number;
  discountCodesAnonymised: number;
  otpCodes: number;
  smsMessages: number;
  carts: number;
  codeClaims: number;
  ordersAnonymised: number;
  consultationAppointments: number;
  surveyResponses: number;
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
  const dietRecords = await tx.delete(dietQuizResults).where(eq(dietQuizResults.userId, userId)).returning({ id: dietQuizResults.id });
  await tx.update(dietQuizResults).set({ phone: null }).where(eq(dietQuizResults.phone, phone));

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

  // Before the profiles: an appointment's reports are the profiles' gene tests.
  const appointments = await tx.delete(consultationAppointments).where(eq(consultationAppointments.userId, userId)).returning({ id: consultationAppointments.id });
  const answers = await tx.delete(surveyResponses).where(eq(surveyResponses.userId, userId)).returning({ id: surveyResponses.id });
  const profiles = await tx.delete(customerProfiles).where(eq(customerProfiles.userId, userId)).returning({ id: customerProfiles.id });
  const otp = await tx
    .delete(otpCodes)
    .where(or(eq(otpCodes.userId, userId), eq(otpCodes.phone, phone)))
    .returning({ id: otpCodes.id });
  const sms = await tx.delete(smsMessages).where(eq(smsMessages.phone, phone)).returning({ id: smsMessages.id });
  const deletedCarts = await tx.delete(carts).where(eq(carts.userId, userId)).returning({ id: carts.id });
  const claims = await tx.delete(codeClaims).where(eq(codeClaims.phone, phone)).returning({ id: codeClaims.id });
  const anonymised = await tx
    .update(orders)
    .set({
      userId: null,
      deliveryName: '',
      deliveryPhone: '',
      deliveryEmail: null,
      deliveryAddress: '',
      deliveryPostalCode: null,
      trackingId: null,
      // A VAT invoice's company stays with the accounts; the address it was mailed to goes.
      vatInvoice: sql`jsonb_set(${orders.vatInvoice}, '{email}', '""'::jsonb)`,
      anonymisedAt: new Date(),
    })
    // The account's own orders, and guest orders (no account) sent to its number. Another
    // account's order sent to this number (a gift) is that account's, and stays as it is.
    .where(or(eq(orders.userId, userId), and(isNull(orders.userId), eq(orders.deliveryPhone, phone))))
    .returning({ id: orders.id });
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));

  return {
    customerProfiles: profiles.length,
    kidQuizResults: records.length,
    dietQuizResults: dietRecords.length,
    discountCodesAnonymised: anonymisedCodes.size,
    otpCodes: otp.length,
    smsMessages: sms.length,
    carts: deletedCarts.length,
    codeClaims: claims.length,
    ordersAnonymised: anonymised.length,
    consultationAppointments: appointments.length,
    surveyResponses: answers.length,
  };
}
