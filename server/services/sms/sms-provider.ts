/** What a provider needs to hand one message to the network. */
export interface OutgoingSms {
  to: string;
  body: string;
  sender: string;
  /** Our id of the message: a provider that deduplicates on it turns a repeated hand-over into one SMS. */
  reference: string;
}

export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  /** Resolves with the provider's message id (null when it has none); rejects when delivery failed. */
  deliver(message: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** Default provider: nothing leaves the machine; the stored message is the delivery (see /dev/outbox). */
export function createOutboxProvider(): SmsProvider {
  return { name: 'outbox', deliver: async () => ({ providerMessageId: null }) };
}
