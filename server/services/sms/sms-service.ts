import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { Language } from '../../i18n/server-i18n';
import type { SmsProvider } from './sms-provider';

/*
 * The SMS outbox (README.md here). A message is a row of sms_messages, written in the transaction
 * of the record that causes it (a sign-in code, a results link): if that transaction rolls back,
 * no message exists; if it commits, the message will be handed to the provider or reported failed.
 * Delivery is the worker's (sms-worker.ts): one attempt is `deliver(id)`.
 */

export interface SmsRequest {
  to: string;
  body: string;
  language: Language;
  /** Why it was sent ('otp', 'kid-quiz-results', 'kid-quiz-code', …): shown in the outbox. */
  purpose: string;
  /** Not worth sending after this instant (a code's message once the code expired). */
  expiresAt?: Date;
  /** Not to be sent before this instant (a reminder the day before a consultation); default: at once. */
  sendAt?: Date;
}

export type SmsRecord = typeof smsMessages.$inferSelect;

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  /** The provider took it now. */
  | 'sent'
  /** It failed and will be tried again at next_attempt_at. */
  | 'retry'
  /** It failed for good (out of attempts, or expired before it could go). */
  | 'failed'
  /** Nothing to do: already sent or failed (another worker, or a retry of a job that was done). */
  | 'settled';

/** How the queue is told of a new message besides the row itself (the PostgreSQL job queue); none on PGlite. */
export type EnqueueHook = (tx: Db, message: SmsRecord) => Promise<void>;

export interface SmsServiceOptions {
  sender: string;
  /** Attempts before a message is reported failed. */
  maxAttempts?: number;
  now?: () => Date;
  onEnqueue?: EnqueueHook;
}

export interface SmsService {
  readonly providerName: SmsProvider['name'];
  readonly maxAttempts: number;
  /** Writes a message to the outbox inside `tx`, the transaction of the record that causes it. */
  enqueue(tx: Db, request: SmsRequest): Promise<SmsRecord>;
  /** A message with no record of its own (a tester's outbox post): queued in a transaction of its own. */
  send(request: SmsRequest): Promise<SmsRecord>;
  /** Tells the worker that something was queued (it also polls, so this only saves waiting). */
  wake(): void;
  /** Registers the worker's wake-up. */
  onWake(listener: () => void): void;
  /** One attempt at one message: hand it to the provider and record what happened. */
  deliver(id: string): Promise<DeliveryOutcome>;
  /** Every queued message whose attempt is due, oldest first. */
  due(limit?: number): Promise<string[]>;
  /** Delivers every message due now, one attempt each (the PGlite worker's round; tests call it). */
  drain(): Promise<Record<DeliveryOutcome, number>>;
  /** A provider's delivery receipt; false when no message of ours has that provider id. */
  receipt(providerMessageId: string, status: 'delivered' | 'undelivered'): Promise<boolean>;
  /** Newest first. */
  list(filter?: { phone?: string; limit?: number }): Promise<SmsRecord[]>;
}

/** Seconds before attempt `attempt + 1` (after `attempt` failures): 5 s, 10 s, 20 s … at most 10 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(600, 5 * 2 ** Math.max(0, attempt - 1));
}

export const DEFAULT_SMS_MAX_ATTEMPTS = 8;

/** Provider errors say what went wrong, never to whom: still, keep what we store short. */
function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}

export function createSmsService(db: Db, provider: SmsProvider, options: SmsServiceOptions): SmsService {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? DEFAULT_SMS_MAX_ATTEMPTS;
  const listeners = new Set<() => void>();
  const wake = () => {
    for (const listener of listeners) listener();
  };

  async function enqueue(tx: Db, request: SmsRequest): Promise<SmsRecord> {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        phone: request.to,
        body: request.body,
        language: request.language,
        purpose: request.purpose,
        provider: provider.name,
        expiresAt: request.expiresAt ?? null,
        nextAttemptAt: request.sendAt ?? now(),
        createdAt: now(),
      })
      .returning();
    await options.onEnqueue?.(tx, row);
    // After the caller's transaction commits the worker finds it; waking it now costs nothing.
    setImmediate(wake);
    return row;
  }

  const stillQueued = (id: string) => and(eq(smsMessages.id, id), eq(smsMessages.status, 'queued'));

  async function deliver(id: string): Promise<DeliveryOutcome> {
    const [row] = await db.select().from(smsMessages).where(stillQueued(id));
    if (!row) return 'settled';
    const at = now();
    if (row.expiresAt && row.expiresAt <= at) {
      const [failed] = await db
        .update(smsMessages)
        .set({ status: 'failed', failedAt: at, lastError: 'expired before it could be sent' })
        .where(stillQueued(id))
        .returning({ id: smsMessages.id });
      return failed ? 'failed' : 'settled';
    }
    try {
      // Our id goes with it as the idempotency key: a hand-over repeated after a crash (the
      // provider took it, we died before writing 'sent') is the same message to the provider.
      const { providerMessageId } = await provider.deliver({ to: row.phone, body: row.body, sender: options.sender, reference: row.id });
      const [sent] = await db
        .update(smsMessages)
        .set({ status: 'sent', sentAt: now(), providerMessageId, attempts: sql`${smsMessages.attempts} + 1`, lastError: null })
        .where(stillQueued(id))
        .returning({ id: smsMessages.id });
      return sent ? 'sent' : 'settled';
    } catch (error) {
      const attempts = row.attempts + 1;
      const givingUp = attempts >= maxAttempts;
      const [updated] = await db
        .update(smsMessages)
        .set(
          givingUp
            ? { status: 'failed', attempts, failedAt: now(), lastError: errorText(error) }
            : { attempts, lastError: errorText(error), nextAttemptAt: new Date(now().getTime() + retryDelaySeconds(attempts) * 1000) },
        )
        .where(stillQueued(id))
        .returning({ id: smsMessages.id });
      if (!updated) return 'settled';
      return givingUp ? 'failed' : 'retry';
    }
  }

  async function due(limit = 50): Promise<string[]> {
    const rows = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(eq(smsMessages.status, 'queued'), lte(smsMessages.nextAttemptAt, now())))
      .orderBy(asc(smsMessages.nextAttemptAt), asc(smsMessages.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  return {
    providerName: provider.name,
    maxAttempts,
    enqueue,
    async send(request) {
      return db.transaction((tx) => enqueue(tx, request));
    },
    wake,
    onWake(listener) {
      listeners.add(listener);
    },
    deliver,
    due,
    async drain() {
      const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, settled: 0 };
      for (;;) {
        const ids = await due();
        if (ids.length === 0) return counts;
        for (const id of ids) counts[await deliver(id)] += 1;
        // Every one of them is now sent, failed or scheduled later: the next round finds new ones only.
      }
    },
    async receipt(providerMessageId, status) {
      const updated = await db
        .update(smsMessages)
        .set({ deliveryStatus: status, receiptAt: now() })
        .where(and(eq(smsMessages.provider, provider.name), eq(smsMessages.providerMessageId, providerMessageId)))
        .returning({ id: smsMessages.id });
      return updated.length > 0;
    },
    async list(filter = {}) {
      const where = filter.phone ? eq(smsMessages.phone, filter.phone) : undefined;
      return db
        .select()
        .from(smsMessages)
        .where(where)
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(filter.limit ?? 100);
    },
  };
}
