import { ofetch, FetchError } from 'ofetch';
import { z } from 'zod';
import { SmsDeliveryError } from './sms-provider';
import type { OutgoingSms, SmsProvider } from './sms-provider';

const providerReply = z.object({ id: z.union([z.string(), z.number()]).optional() }).loose();

/**
 * A generic HTTP SMS gateway: POST { to, text, sender, reference } as JSON with
 * `Authorization: Bearer <key>` and `Idempotency-Key: <reference>` (our message id, the same on
 * every retry, so a gateway that deduplicates sends one SMS however often it is handed over).
 * Any 2xx is a delivery; anything else (or no answer within the timeout) is a failure.
 */
export function createHttpProvider(options: { url: string; apiKey: string; timeoutMs?: number }): SmsProvider {
  return {
    name: 'http',
    async deliver(message: OutgoingSms) {
      try {
        const reply: unknown = await ofetch(options.url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.apiKey}`, 'Idempotency-Key': message.reference },
          body: { to: message.to, text: message.body, sender: message.sender, reference: message.reference },
          timeout: options.timeoutMs ?? 10_000,
          retry: 0,
        });
        const parsed = providerReply.safeParse(reply);
        const id = parsed.success ? parsed.data.id : undefined;
        return { providerMessageId: id === undefined ? null : String(id) };
      } catch (error) {
        const status = error instanceof FetchError ? error.status : undefined;
        throw new SmsDeliveryError(`SMS provider refused the message${status ? ` (HTTP ${status})` : ''}`, status);
      }
    },
  };
}
