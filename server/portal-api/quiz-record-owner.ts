import type { Context } from 'hono';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { HEADERS } from '../../src/api/contract/endpoint';
import { toE164 } from '../../src/domain/phone';
import type { Services } from '../app-services';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { recordCreationChecks } from '../http/client-checks';
import { requestOf } from '../http/request-facts';
import type { RequestFacts } from '../http/request-facts';
import type { Language } from '../i18n/server-i18n';
import { newRecordSecret, recordCallerOf, recordOwnershipOf } from '../services/quiz-records/record-owner';
import type { RecordCaller, RecordOwnership } from '../services/quiz-records/record-owner';
import { chargedWork } from '../services/rate-limit/rate-limit';

/**
 * Who a new kid-quiz or diet-quiz record belongs to, settled once the request is charged
 * (createRecord). The client id is one the server issued (services/merge/client-id.ts): the one
 * sent when its signature holds, else a new one, answered in User-Client-Id for the browser to
 * keep. Signed in, the record is the account's from the start (only that account may reach it).
 * The secret goes to the caller once; the record keeps its hash.
 */
async function recordOwner(c: Context<AppEnv>, services: Services, client: { id: string; signed: string } | null) {
  if (client) c.header(HEADERS.userClientId, client.signed);
  const session = await recordCallerOf(requestOf(c), services.tokens, undefined).session();
  const { secret, hash } = newRecordSecret();
  return { secret, owner: { clientId: client?.id ?? null, userId: session?.userId ?? null, secretHash: hash } };
}

/** A quiz record as its owner sees it (`owner`), or as anyone else may (`public`). */
type RecordView<Row, T> = (row: Row, access: 'owner' | 'public') => T;

/** A quiz's table of records, with the owner's columns recordOwner fills and the number results go to. */
type RecordTable = PgTable & { id: PgColumn; clientId: PgColumn; userId: PgColumn; secretHash: PgColumn; phone: PgColumn };

/** How a quiz stores, shows and sends its records. */
export interface RecordKind<T extends RecordTable, V, H> {
  table: T;
  limits: Parameters<typeof recordCreationChecks>[1];
  view: RecordView<T['$inferSelect'], V>;
  /** The caller of a route: the quiz's secret header, and its session. */
  callerOf: (request: Pick<RequestFacts, 'authorization'>, services: Services, headers: H) => RecordCaller;
  /** The record, when the caller owns it; otherwise the very 404 of an unknown id. */
  findOwn: (db: Db, id: string, caller: RecordCaller) => Promise<{ row: T['$inferSelect']; ownership: Exclude<RecordOwnership, null> }>;
  /** The link to the record's results, with the secret that opens it when there is one. */
  resultsLink: (origin: string, recordId: string, secret: string | null) => string;
  /** Queues an SMS charged to the quiz's limits. */
  queueSms: <R>(request: Pick<RequestFacts, 'ip' | 'clientId'>, services: Services, to: string, write: (tx: Db) => Promise<R>) => Promise<R>;
  /** The SMS purpose of a results message. */
  resultsPurpose: string;
}

/**
 * Creates a record: the request is charged to the address and the anonymous client before anything
 * is stored (issue 22 item 9), then the owner is settled (recordOwner) and what `values` makes is
 * stored with the owner's columns; the answer is the record in full with its secret (the one time
 * it is given). A record that is then not stored (the database failing, say) gives the charge back
 * (chargedWork): it costs the caller nothing.
 */
export async function createRecord<T extends RecordTable, V, H>(
  c: Context<AppEnv>,
  services: Services,
  kind: RecordKind<T, V, H>,
  clientId: string | undefined,
  values: () => Omit<T['$inferInsert'], 'clientId' | 'userId' | 'secretHash'>,
) {
  const client = clientId === undefined ? null : await services.clientIds.claim(clientId);
  return chargedWork(recordCreationChecks(c, kind.limits, client?.id ?? null), async () => {
    const { secret, owner } = await recordOwner(c, services, client);
    const [row] = (await insertRow(services.database.db, kind.table, { ...values(), ...owner })) as Array<T['$inferSelect']>;
    return { status: 201 as const, body: { data: { ...kind.view(row, 'owner'), secret } } };
  });
}

/** Prepared inserts (returning the row) per database, table and set of columns given. */
const preparedInserts = new WeakMap<Db, Map<PgTable, Map<string, { execute: (values: Record<string, unknown>) => Promise<unknown> }>>>();

/** Whether an insert built once gives every row what one built per row would: no column computes its value in JavaScript. */
function preparable(table: PgTable): boolean {
  let answer = preparableTables.get(table);
  if (answer === undefined) {
    answer = Object.values(getTableColumns(table)).every((column) => column.defaultFn === undefined && (column.hasDefault || column.onUpdateFn === undefined));
    preparableTables.set(table, answer);
  }
  return answer;
}
const preparableTables = new WeakMap<PgTable, boolean>();

/**
 * `insert into table (…) values (…) returning *` with `values`, the statement built once per
 * database, table and set of columns given (a Drizzle prepared query with placeholders) instead of
 * on every request. A column given as undefined is left to its default, as Drizzle does; a table
 * with a column computed in JavaScript (`$defaultFn`, `$onUpdate` without a default) is built each time.
 */
export async function insertRow(db: Db, table: PgTable, values: Record<string, unknown>): Promise<unknown[]> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (!preparable(table)) return db.insert(table).values(given).returning();
  let byTable = preparedInserts.get(db);
  if (!byTable) preparedInserts.set(db, (byTable = new Map()));
  let byColumns = byTable.get(table);
  if (!byColumns) byTable.set(table, (byColumns = new Map()));
  const columns = Object.keys(given).sort();
  const signature = columns.join(',');
  let prepared = byColumns.get(signature);
  if (!prepared) {
    const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
    prepared = db.insert(table).values(placeholders).returning().prepare(`insert_${getTableName(table)}_${byColumns.size}`);
    byColumns.set(signature, prepared);
  }
  return (await prepared.execute(given)) as unknown[];
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

/**
 * Sends the results link of the caller's own record by SMS to the number asked for, which the
 * record keeps from then on; `text` writes the message around the link.
 */
export async function sendResultsSms<T extends RecordTable, V, H>(
  c: Context<AppEnv>,
  services: Services,
  kind: RecordKind<T, V, H>,
  asked: { id: string; headers: H; phoneNumber: string; language: Language },
  text: (record: T['$inferSelect'], link: string) => string,
) {
  const caller = kind.callerOf(requestOf(c), services, asked.headers);
  const { row: record, ownership } = await kind.findOwn(services.database.db, asked.id, caller);
  const recordId = (record as { id: string }).id;
  const phone = toE164(asked.phoneNumber);
  // The secret goes into the link only when it is what made the caller the owner: a record
  // of an account opens in full for that account's session alone.
  const link = kind.resultsLink(services.config.PUBLIC_ORIGIN, recordId, ownership === 'secret' ? caller.secret : null);
  const message = text(record, link);
  // The number and the message in one transaction: a refused request (429) leaves the record as it was.
  const sms = await kind.queueSms(requestOf(c), services, phone, async (tx) => {
    await tx
      .update(kind.table)
      .set({ phone } as PgUpdateSetSource<T>)
      .where(eq(kind.table.id, recordId));
    return services.sms.enqueue(tx, { to: phone, body: message, language: asked.language, purpose: kind.resultsPurpose });
  });
  return smsQueued(phone, sms);
}
