import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../db/client';
import type { DatabaseKind } from '../db/client';
import { authTokens, kidQuizResults, otpCodes, smsMessages, users } from '../db/schema';
import { hashSecret } from '../services/auth-tokens/auth-token-service';
import { startFakeSmsGateway } from '../testing/fake-sms-gateway';
import type { FakeSmsGateway } from '../testing/fake-sms-gateway';
import { createScratchDatabase } from '../testing/scratch-database';
import { deleteRedisKeys, uniqueRedisPrefix } from '../testing/shared-stores';
import { freePort, startServerProcess } from '../testing/server-process';
import type { ServerProcess } from '../testing/server-process';

/*
 * The chaos run (README.md here): the production server in a process of its own, under a steady
 * write load (sign-ins, kid-quiz results and their SMS), killed with SIGKILL at random moments and
 * started again on the same database. Afterwards the database is opened directly and held against
 * what the server acknowledged: every acknowledged write present and whole, every queued SMS
 * handed to the (fake, local) gateway exactly once as an SMS, or reported failed.
 */

export interface ChaosOptions {
  kind: DatabaseKind;
  kills: number;
  /** Concurrent clients writing. */
  clients?: number;
  /** Milliseconds of load before each kill: a random span between the two. */
  loadBeforeKill?: [number, number];
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface ChaosReport {
  kind: DatabaseKind;
  kills: number;
  /** Requests the server answered with success, by kind. */
  acknowledged: { codeRequests: number; signIns: number; results: number; resultSms: number };
  /** Requests that got no answer (the server died under them): allowed to have happened or not. */
  unanswered: number;
  /** Acknowledged writes missing from the database afterwards (each one named). */
  lost: string[];
  /** Rows that are not whole: a code without its message, a message never settled, a result without its fields. */
  halfWritten: string[];
  /** Rows beyond what was asked for: the same write stored twice. */
  duplicated: string[];
  sms: {
    /** Messages in the outbox afterwards. */
    messages: number;
    sent: number;
    failed: number;
    /** Still queued when the run ended (should be 0). */
    unsettled: number;
    /** SMS the gateway sent (one per idempotency key). */
    gatewaySent: number;
    /**
     * Messages the gateway was handed more than once (a kill between the hand-over and writing
     * 'sent'): each is one SMS only because the gateway honours the idempotency key (our id).
     */
    repeatedHandovers: number;
    /** SMS the gateway sent for which no message exists (a rolled-back write that escaped): must be 0. */
    ghosts: number;
  };
  seconds: number;
}

interface Acks {
  codeRequests: string[];
  signIns: Array<{ phone: string; token: string }>;
  results: Array<{ id: string; answers: number[] }>;
  resultSms: Array<{ id: string; phone: string }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 100 ms until it holds or `limitMs` has passed. */
async function until(done: () => boolean, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!done() && Date.now() < end) await sleep(100);
}
const between = ([min, max]: [number, number]) => min + Math.floor(Math.random() * (max - min));

/** The load: each client loops over a sign-in or a quiz result with its SMS, from an address of its own per flow. */
function startLoad(baseUrl: () => string, gateway: FakeSmsGateway, clients: number, phoneBase: number) {
  const acks: Acks = { codeRequests: [], signIns: [], results: [], resultSms: [] };
  let unanswered = 0;
  const attempts = { results: 0, resultSms: 0, codeRequests: 0 };
  let stopped = false;
  let counter = 0;

  const post = async (path: string, body: unknown, ip: string, headers: Record<string, string> = {}): Promise<{ status: number; data: Record<string, unknown> } | null> => {
    try {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await response.json().catch(() => ({}))) as { data?: Record<string, unknown> };
      return { status: response.status, data: json.data ?? {} };
    } catch {
      unanswered += 1;
      return null;
    }
  };

  const codeFor = async (e164: string): Promise<string | null> => {
    for (let waited = 0; waited < 20_000 && !stopped; waited += 100) {
      const handover = gateway.received.find((h) => h.body.to === e164);
      const code = handover ? /\b(\d{6})\b/.exec(handover.body.text)?.[1] : undefined;
      if (code) return code;
      await sleep(100);
    }
    return null;
  };

  const signIn = async (n: number, ip: string) => {
    const local = `090${String(phoneBase + n).padStart(7, '0')}`;
    const e164 = `+84${local.slice(1)}`;
    attempts.codeRequests += 1;
    const sent = await post('/portal/api/v1/mobile-auth/signin/', { otp_key: local }, ip);
    if (sent?.status !== 200) return;
    acks.codeRequests.push(e164);
    const code = await codeFor(e164);
    if (!code) return;
    const verified = await post('/portal/api/v1/mobile-auth/signin/otp-verify/', { otp_key: local, otp: code }, ip);
    if (verified?.status === 200 && typeof verified.data.key === 'string') acks.signIns.push({ phone: e164, token: verified.data.key });
  };

  const quiz = async (n: number, ip: string) => {
    const answers = Array.from({ length: 6 }, () => 1 + Math.floor(Math.random() * 10));
    attempts.results += 1;
    const created = await post('/portal/api/v1/kid-quiz/results/', { answers, language: 'vi' }, ip);
    if (created?.status !== 201) return;
    const id = String(created.data.id);
    acks.results.push({ id, answers });
    const local = `091${String(phoneBase + n).padStart(7, '0')}`;
    attempts.resultSms += 1;
    const sms = await post(`/portal/api/v1/kid-quiz/results/${id}/send-sms/`, { phone_number: local, language: 'vi' }, ip, { 'Kid-Quiz-Secret': String(created.data.secret) });
    if (sms?.status === 202) acks.resultSms.push({ id, phone: `+84${local.slice(1)}` });
  };

  const loops = Array.from({ length: clients }, async () => {
    while (!stopped) {
      const n = (counter += 1);
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) || 1}`;
      const before = unanswered;
      await (n % 2 === 0 ? signIn(n, ip) : quiz(n, ip));
      // While the server is down, do not spin.
      if (unanswered > before) await sleep(100);
    }
  });

  return {
    acks,
    attempts: () => attempts,
    unanswered: () => unanswered,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Waits until the gateway has sent nothing new for `quietMs` (the worker drained the outbox), at most `maxMs`. */
async function untilQuiet(gateway: FakeSmsGateway, quietMs: number, maxMs: number): Promise<void> {
  const start = Date.now();
  let last = gateway.received.length;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await sleep(250);
    if (gateway.received.length !== last) {
      last = gateway.received.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

/** On a PostgreSQL server, which we may read while the server runs: until no message is queued, at most `maxMs`. */
async function untilSettled(url: string, maxMs: number): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const start = Date.now(); Date.now() - start < maxMs; await sleep(500)) {
      const [{ queued }] = await client<Array<{ queued: number }>>`select count(*)::int as queued from sms_messages where status = 'queued'`;
      if (queued === 0) return;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const { kind } = options;
  const gateway = await startFakeSmsGateway();
  const scratch = kind === 'postgres' ? await createScratchDatabase('genewell_chaos') : null;
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'genewell-chaos-')) : '';
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: scratch?.url ?? '',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    DEV_TOOLS: 'false',
    // Production without demo data refuses the demo company and bank account (issue 23 §15).
    COMPANY_HOTLINE: '1900 6868',
    COMPANY_REGISTRATION_NUMBER: '0312345678',
    COMPANY_MOIT_NOTICE_URL: 'https://online.gov.vn/Home/WebDetails/12345',
    PAYMENT_ACCOUNT_NUMBER: '0071000123456',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.url,
    SMS_HTTP_KEY: 'chaos-run-key',
    TRUST_PROXY: 'true',
    CLIENT_DIR: 'tests/fixtures/client',
    LOG_LEVEL: 'error',
    SENTRY_DSN: '',
    // One prefix for the run's rate-limit keys in Redis (REDIS_URL), kept across the restarts and deleted at the end.
    REDIS_KEY_PREFIX: uniqueRedisPrefix(),
  };
  const start = () => startServerProcess({ label: `chaos (${kind})`, env, port });
  let server: ServerProcess = await start();
  const load = startLoad(() => server.baseUrl, gateway, options.clients ?? 6, Math.floor(Math.random() * 5_000_000));
  try {
    for (let kill = 1; kill <= options.kills; kill += 1) {
      const before = { results: load.acks.results.length, signIns: load.acks.signIns.length };
      await sleep(between(options.loadBeforeKill ?? [1500, 4000]));
      // Each kill lands under load: a busy machine may not have acknowledged a write of each kind in
      // the span above (the bounded run then failed by chance with nothing to check), so the kill
      // waits, within a minute, for one more acknowledged result and sign-in than before it.
      await until(() => load.acks.results.length > before.results && load.acks.signIns.length > before.signIns, 60_000);
      await server.kill();
      log(`  kill ${kill}/${options.kills}: ${load.acks.results.length} results, ${load.acks.signIns.length} sign-ins acknowledged so far`);
      server = await start();
    }
    await sleep(1500);
  } finally {
    await load.stop();
  }
  // The outbox drains: a message queued before the last kill goes out from the restarted server
  // (on a PostgreSQL server, one whose job a killed worker held goes out once the lock is taken back).
  if (scratch) await untilSettled(scratch.url, 120_000);
  else await untilQuiet(gateway, 4000, 90_000);
  await server.stop();
  await gateway.close();
  if (process.env.REDIS_URL) await deleteRedisKeys(process.env.REDIS_URL, env.REDIS_KEY_PREFIX).catch(() => 0);

  const database = await openDatabase({ databaseUrl: scratch?.url ?? '', dataDir });
  try {
    const { db } = database;
    const acks = load.acks;
    const lost: string[] = [];
    const halfWritten: string[] = [];
    const duplicated: string[] = [];

    // Sign-ins: the account exists and the token given is stored for it.
    for (const { phone, token } of acks.signIns) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
      const [stored] = await db.select({ userId: authTokens.userId }).from(authTokens).where(eq(authTokens.tokenHash, hashSecret(token)));
      if (!user) lost.push(`account of a sign-in (${phone.slice(0, 6)}…)`);
      else if (stored?.userId !== user.id) lost.push(`token of a sign-in (${phone.slice(0, 6)}…)`);
    }
    // Code requests: the code is stored and its message exists, one each.
    const codePhones = acks.codeRequests;
    const codes = codePhones.length ? await db.select({ phone: otpCodes.phone }).from(otpCodes).where(inArray(otpCodes.phone, codePhones)) : [];
    const codeMessages = codePhones.length
      ? await db.select({ phone: smsMessages.phone }).from(smsMessages).where(and(inArray(smsMessages.phone, codePhones), eq(smsMessages.purpose, 'otp')))
      : [];
    for (const phone of codePhones) {
      const stored = codes.filter((row) => row.phone === phone).length;
      const messages = codeMessages.filter((row) => row.phone === phone).length;
      if (stored === 0) lost.push(`code of a request (${phone.slice(0, 6)}…)`);
      if (messages === 0) lost.push(`message of a code (${phone.slice(0, 6)}…)`);
      if (stored > 1) duplicated.push(`${stored} codes for one request (${phone.slice(0, 6)}…)`);
      if (messages > 1) duplicated.push(`${messages} messages for one code (${phone.slice(0, 6)}…)`);
    }
    // Every code in the database has its message, acknowledged or not: never one without the other.
    const allCodes = await db.select({ phone: otpCodes.phone }).from(otpCodes);
    const allCodeMessages = await db.select({ phone: smsMessages.phone }).from(smsMessages).where(eq(smsMessages.purpose, 'otp'));
    const countBy = (rows: Array<{ phone: string }>) => rows.reduce((map, row) => map.set(row.phone, (map.get(row.phone) ?? 0) + 1), new Map<string, number>());
    const codeCounts = countBy(allCodes);
    const messageCounts = countBy(allCodeMessages);
    for (const [phone, n] of codeCounts) if (messageCounts.get(phone) !== n) halfWritten.push(`${n} codes but ${messageCounts.get(phone) ?? 0} messages (${phone.slice(0, 6)}…)`);
    for (const [phone, n] of messageCounts) if (!codeCounts.has(phone)) halfWritten.push(`${n} code messages without a code (${phone.slice(0, 6)}…)`);

    // Results: present with the answers sent; the number given with its SMS stored, and its message queued.
    const resultIds = acks.results.map((r) => r.id);
    const results = resultIds.length ? await db.select().from(kidQuizResults).where(inArray(kidQuizResults.id, resultIds)) : [];
    for (const { id, answers } of acks.results) {
      const row = results.find((r) => r.id === id);
      if (!row) lost.push(`kid-quiz result ${id}`);
      else if (row.answers.join() !== answers.join() || !row.outcomeId) halfWritten.push(`kid-quiz result ${id} differs from what was sent`);
    }
    const allResults = await db.select({ id: kidQuizResults.id }).from(kidQuizResults);
    if (allResults.length > load.attempts().results) duplicated.push(`${allResults.length} results stored for ${load.attempts().results} requests`);
    const resultMessages = await db.select({ phone: smsMessages.phone }).from(smsMessages).where(eq(smsMessages.purpose, 'kid-quiz-results'));
    for (const { id, phone } of acks.resultSms) {
      const row = results.find((r) => r.id === id);
      if (row && row.phone !== phone) lost.push(`number of result ${id}`);
      if (!resultMessages.some((m) => m.phone === phone)) lost.push(`results message of ${id}`);
    }
    if (resultMessages.length > load.attempts().resultSms) duplicated.push(`${resultMessages.length} results messages for ${load.attempts().resultSms} requests`);

    // The outbox: every message settled, each sent one sent exactly once at the gateway, no SMS without a message.
    const messages = await db.select({ id: smsMessages.id, status: smsMessages.status }).from(smsMessages);
    const ids = new Set(messages.map((m) => m.id));
    const sent = messages.filter((m) => m.status === 'sent');
    const unsettled = messages.filter((m) => m.status === 'queued');
    for (const message of unsettled) halfWritten.push(`message ${message.id} still queued`);
    for (const message of sent) if (!gateway.sent.has(message.id)) lost.push(`message ${message.id} marked sent but never reached the gateway`);
    const handovers = new Map<string, number>();
    for (const { body } of gateway.received) handovers.set(body.reference, (handovers.get(body.reference) ?? 0) + 1);
    const repeatedHandovers = [...handovers.values()].filter((n) => n > 1).length;
    const ghosts = [...gateway.sent.keys()].filter((reference) => !ids.has(reference)).length;

    return {
      kind,
      kills: options.kills,
      acknowledged: { codeRequests: acks.codeRequests.length, signIns: acks.signIns.length, results: acks.results.length, resultSms: acks.resultSms.length },
      unanswered: load.unanswered(),
      lost,
      halfWritten,
      duplicated,
      sms: {
        messages: messages.length,
        sent: sent.length,
        failed: messages.filter((m) => m.status === 'failed').length,
        unsettled: unsettled.length,
        gatewaySent: gateway.sent.size,
        repeatedHandovers,
        ghosts,
      },
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await database.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether a run kept every promise: nothing lost, half-written, duplicated, unsettled, sent twice or sent from nowhere. */
export function chaosPassed(report: ChaosReport): boolean {
  return (
    report.lost.length === 0 &&
    report.halfWritten.length === 0 &&
    report.duplicated.length === 0 &&
    report.sms.unsettled === 0 &&
    report.sms.gatewaySent === report.sms.sent &&
    report.sms.ghosts === 0 &&
    report.acknowledged.results > 0 &&
    report.acknowledged.signIns > 0
  );
}
