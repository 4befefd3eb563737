import { randomUUID } from 'node:crypto';
import { cartEndpoints } from '../../src/api/contract/cart';
import { checkoutEndpoints } from '../../src/api/contract/checkout';
import { urlOf } from '../../src/api/contract/endpoint';
import { geneTestEndpoints } from '../../src/api/contract/gene-test';
import { kidQuizEndpoints } from '../../src/api/contract/kid-quiz';
import { promotionCodeEndpoints } from '../../src/api/contract/promotion-codes';
import { demoAccounts } from '../seed/demo-accounts';
import type { HttpClient } from './http-client';
import type { TestUser, TestUsers } from './test-users';

/*
 * Owner against stranger (issue 22, "Also"): each round signs in two fresh accounts, an owner and a
 * stranger, and plays a guest beside them. The owner places an order, keeps a kid-quiz record with
 * their number and claims a campaign code; then the stranger and the guest try to read and cancel
 * the order (also by replaying its Idempotency-Key), read and change the record, ask for its
 * discount code, ask for the owner's code and claim the owner's gift, and read a demo account's
 * gene test. Each must be refused (401, 403 or 404; 409 for a replay), never a 2xx carrying the
 * owner's data (their number, the order's reference) and never a 5xx.
 */

export interface OwnershipFigures {
  rounds: number;
  /** Requests the rounds sent (the owner's set-up and the stranger's tries). */
  requests: number;
  /** The stranger's and the guest's tries judged. */
  tries: number;
  failures: string[];
}

interface Reply {
  status: number;
  text: string;
  json: unknown;
}

const REFUSED = [401, 403, 404];

export function ownershipPlayer(client: HttpClient, users: TestUsers) {
  const figures: OwnershipFigures = { rounds: 0, requests: 0, tries: 0, failures: [] };
  let serial = 0;

  const send = async (method: string, url: string, user: TestUser | null, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    figures.requests += 1;
    const all: Record<string, string> = { 'accept-language': 'en', 'x-forwarded-for': `198.19.${(serial >> 8) & 255}.${(serial & 255) || 1}`, ...headers };
    if (user) all.authorization = `Token ${user.token}`;
    if (body !== undefined) all['content-type'] = 'application/json';
    const raw = await client.send({ method, url, headers: all, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)) });
    const text = raw.body.toString('utf8');
    let json: unknown;
    try {
      json = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      json = null;
    }
    return { status: raw.status, text, json };
  };
  const dataOf = (reply: Reply) => ((reply.json as { data?: Record<string, unknown> } | null)?.data ?? {}) as Record<string, unknown>;

  /** A stranger's or a guest's try: refused, and nothing of the owner's in the answer. */
  const judge = (what: string, reply: Reply, secrets: string[], allowed: number[] = REFUSED) => {
    figures.tries += 1;
    if (reply.status >= 500) figures.failures.push(`${what}: ${reply.status} (a server error)`);
    else if (!allowed.includes(reply.status)) figures.failures.push(`${what}: ${reply.status}, expected one of ${allowed.join(', ')}: ${reply.text.slice(0, 200)}`);
    const leaked = secrets.filter((secret) => secret && reply.text.includes(secret));
    if (leaked.length > 0) figures.failures.push(`${what}: the answer holds the owner's ${leaked.join(', ')}`);
  };
  /** The owner's own step: it must work, or the round cannot test anything. */
  const expectOwn = (what: string, reply: Reply, statuses: number[]) => {
    if (!statuses.includes(reply.status)) {
      figures.failures.push(`owner's ${what}: ${reply.status}: ${reply.text.slice(0, 200)}`);
      return false;
    }
    return true;
  };

  return {
    figures,
    async round(): Promise<void> {
      serial += 1;
      figures.rounds += 1;
      const [owner, stranger] = [await users.throwaway(), await users.throwaway()];
      const local = `0${owner.phone.slice(3)}`;
      const people: Array<[string, TestUser | null]> = [
        ['stranger', stranger],
        ['guest', null],
      ];

      // An order of the owner's.
      const cart = await send('POST', urlOf(cartEndpoints.createCart), owner, { product_slugs: ['g-intel'] });
      if (expectOwn('cart', cart, [201, 200])) {
        const key = randomUUID();
        const checkout = {
          cart_id: dataOf(cart).id,
          delivery_name: 'Chủ Đơn Hàng',
          delivery_contact_phone: local,
          delivery_email: `owner${serial}@example.com`,
          delivery_country_id: 'VN',
          delivery_province_id: 79,
          delivery_ward_id: 26734,
          delivery_address: '12 Nguyễn Huệ',
          payment_method: 'bank_transfer',
        };
        const placed = await send('POST', urlOf(checkoutEndpoints.createTransaction), owner, checkout, { 'idempotency-key': key });
        if (expectOwn('checkout', placed, [201])) {
          const reference = String(dataOf(placed).reference ?? '');
          const secrets = [owner.phone, local, `owner${serial}@example.com`];
          for (const [who, user] of people) {
            judge(`${who} reads the owner's order`, await send('GET', urlOf(checkoutEndpoints.retrieveOrder, { reference }), user), secrets);
            judge(`${who} cancels the owner's order`, await send('POST', urlOf(checkoutEndpoints.cancelOrder, { reference }), user), secrets);
            judge(`${who} replays the owner's checkout`, await send('POST', urlOf(checkoutEndpoints.createTransaction), user, checkout, { 'idempotency-key': key }), [...secrets, reference], [...REFUSED, 409]);
          }
          // The order still stands for its owner.
          expectOwn('order after the strangers', await send('GET', urlOf(checkoutEndpoints.retrieveOrder, { reference }), owner), [200]);
        }
      }

      // A kid-quiz record of the owner's, with their number.
      const record = await send('POST', urlOf(kidQuizEndpoints.createResultRecord), owner, { answers: [1, 2, 3, 4, 5, 6], language: 'vi' });
      if (expectOwn('kid-quiz record', record, [201])) {
        const id = String(dataOf(record).id);
        if (expectOwn('kid-quiz number', await send('PATCH', urlOf(kidQuizEndpoints.updateResultRecord, { id }), owner, { phone_number: owner.phone }), [200])) {
          for (const [who, user] of people) {
            // A stranger may see a shared record, never its number.
            judge(`${who} reads the owner's kid-quiz record`, await send('GET', urlOf(kidQuizEndpoints.retrieveResultRecord, { id }), user), [owner.phone, local], [200, ...REFUSED]);
            judge(`${who} changes the owner's kid-quiz record`, await send('PATCH', urlOf(kidQuizEndpoints.updateResultRecord, { id }), user, { phone_number: stranger.phone }), [owner.phone, local]);
            judge(`${who} asks for the record's discount code`, await send('POST', urlOf(kidQuizEndpoints.createDiscountCode), user, { record_id: id }), [owner.phone, local]);
          }
        }
      }

      // The owner's campaign code: nobody else asks for it or claims the owner's gift.
      const claim = { code: 'GENEGIFT', name: 'Chủ Quà', phone_number: owner.phone, country_id: 'VN', province_id: 79, ward_id: 26734, location_detail: '1 Lê Lợi' };
      for (const [who, user] of people) {
        judge(`${who} claims the owner's gift`, await send('POST', urlOf(promotionCodeEndpoints.claimCode), user, claim), [owner.phone, local]);
        judge(`${who} asks for the owner's code`, await send('POST', urlOf(promotionCodeEndpoints.generateCode), user, { pattern: 'GENEGIFT', phone_number: owner.phone }), [owner.phone, local]);
      }
      const claimed = await send('POST', urlOf(promotionCodeEndpoints.claimCode), owner, claim);
      if (expectOwn('claim', claimed, [201])) {
        const code = String((dataOf(claimed).promotion_code as { code?: string } | undefined)?.code ?? '');
        judge("stranger claims the owner's gift again", await send('POST', urlOf(promotionCodeEndpoints.claimCode), stranger, claim), [code, owner.phone]);
      }

      // A demo account's gene test.
      const profile = demoAccounts[0].profiles.find((entry) => entry.geneTest)?.id;
      if (profile) for (const [who, user] of people) judge(`${who} reads a demo account's gene test`, await send('GET', urlOf(geneTestEndpoints.information, { id: profile }), user), [demoAccounts[0].phoneNumber]);
    },
  };
}
