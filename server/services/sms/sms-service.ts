import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { Language } from '../../i18n/server-i18n';
import type { SmsProvider } from './sms-provider';

export interface SmsRequest {
  to: string;
  body: string;
  language: Language;
  /** Why it was sent ('otp', 'kid-quiz-results', 'kid-quiz-code', …): shown in the outbox. */
  purpose: string;
}

export type SmsRecord = typeof smsMessages.$inferSelect;

export interface SmsService {
  readonly providerName: SmsProvider['name'];
  send(request: SmsRequest): Promise<SmsRecord>;
  /** Newest first; only meaningful while the outbox provider is active. */
  list(filter?: { phone?: string; limit?: number }): Promise<SmsRecord[]>;
}

export function createSmsService(db: Db, provider: SmsProvider, sender: string): SmsService {
  return {
    providerName: provider.name,
    async send(request) {
      // Hand over first: a message the provider refused is not recorded as sent.
      const { providerMessageId } = await provider.deliver({ to: request.to, body: request.body, sender });
      const [row] = await db
        .insert(smsMessages)
        .values({ phone: request.to, body: request.body, language: request.language, purpose: request.purpose, provider: provider.name, providerMessageId })
        .returning();
      return row;
    },
    async list(filter = {}) {
      const where = filter.phone ? and(eq(smsMessages.phone, filter.phone)) : undefined;
      return db
        .select()
        .from(smsMessages)
        .where(where)
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(filter.limit ?? 100);
    },
  };
}
