import type { Context } from 'hono';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HEADERS } from '../../src/api/contract/endpoint';
import type { Services } from '../app-services';
import type { AppEnv } from '../http/app-env';
import { recordCreationChecks } from '../http/client-checks';
import { requestOf } from '../http/request-facts';
import { newRecordSecret, recordCallerOf, recordOwnershipOf } from '../services/quiz-records/record-owner';
import type { RecordCaller } from '../services/quiz-records/record-owner';
import { enforceRateLimits } from '../services/rate-limit/rate-limit';

/**
 * Who a new kid-quiz or diet-quiz record belongs to, settled before it is stored. The client id is
 * one the server issued (services/merge/client-id.ts): the one sent when its signature holds, else
 * a new one, answered in User-Client-Id for the browser to keep. The request is charged to the
 * address and the anonymous client before anything is stored (issue 22 item 9). Signed in, the
 * record is the account's from the start (only that account may reach it). The secret goes to the
 * caller once; the record keeps its hash.
 */
export async function newRecordOwner(c: Context<AppEnv>, services: Services, limits: Parameters<typeof recordCreationChecks>[1], clientId: string | undefined) {
  const client = clientId === undefined ? null : await services.clientIds.claim(clientId);
  await enforceRateLimits(recordCreationChecks(c, limits, client?.id ?? null));
  if (client) c.header(HEADERS.userClientId, client.signed);
  const session = await recordCallerOf(requestOf(c), services.tokens, undefined).session();
  const { secret, hash } = newRecordSecret();
  return { secret, owner: { clientId: client?.id ?? null, userId: session?.userId ?? null, secretHash: hash } };
}

/** A quiz record as its owner sees it (`owner`), or as anyone else may (`public`). */
type RecordView<Row, T> = (row: Row, access: 'owner' | 'public') => T;

/** A quiz's table of records, with the owner's columns newRecordOwner fills. */
type RecordTable = PgTable & { clientId: PgColumn; userId: PgColumn; secretHash: PgColumn };

/** How a quiz stores and shows its records. */
export interface RecordKind<T extends RecordTable, V> {
  table: T;
  limits: Parameters<typeof recordCreationChecks>[1];
  view: RecordView<T['$inferSelect'], V>;
}

/**
 * Creates a record: settles its owner (newRecordOwner), then stores what `values` makes with the
 * owner's columns, and answers the record in full with its secret (the one time it is given).
 */
export async function createRecord<T extends RecordTable, V>(
  c: Context<AppEnv>,
  services: Services,
  kind: RecordKind<T, V>,
  clientId: string | undefined,
  values: () => Omit<T['$inferInsert'], 'clientId' | 'userId' | 'secretHash'>,
) {
  const { secret, owner } = await newRecordOwner(c, services, kind.limits, clientId);
  const [row] = (await services.database.db
    .insert(kind.table)
    .values({ ...values(), ...owner } as T['$inferInsert'])
    .returning()) as Array<T['$inferSelect']>;
  return { status: 201 as const, body: { data: { ...kind.view(row, 'owner'), secret } } };
}

/** The answer to reading a record: in full for its owner, else what anyone may see. */
export async function recordRead<Row extends Parameters<typeof recordOwnershipOf>[0], T>(row: Row, caller: RecordCaller, view: RecordView<Row, T>) {
  const ownership = await recordOwnershipOf(row, caller);
  return { status: 200 as const, body: { data: view(row, ownership ? 'owner' : 'public') } };
}

/** The answer to a queued SMS: the number it goes to, and when it was queued. */
export function smsQueued(phone: string, sms: { createdAt: Date }) {
  return { status: 202 as const, body: { data: { phoneNumber: phone, sentAt: sms.createdAt.toISOString() } } };
}
