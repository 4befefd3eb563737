import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartEndpoints, cartResponseSchema } from '../../../src/api/contract/cart';
import type { Cart } from '../../../src/api/contract/cart';
import { checkoutEndpoints, lastDeliveryInformationResponseSchema, orderListResponseSchema, orderResponseSchema } from '../../../src/api/contract/checkout';
import { authEndpoints, mergeResponseSchema } from '../../../src/api/contract/auth';
import type { Order } from '../../../src/api/contract/checkout';
import { urlOf } from '../../../src/api/contract/endpoint';
import { issuedCodeResponseSchema, promotionCodeEndpoints } from '../../../src/api/contract/promotion-codes';
import { discountCodes, orders, promotionCodes, promotionRedemptions } from '../../db/schema';
import { bodyOf, call, errorOf, randomPhone, signIn } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { runOrdersCommand } from './orders-command';

/*
 * The order's life after the checkout (issue 11): cancelled by its customer or by operations (the
 * code's use given back, a paid order refused, a cancelled one never paid, a race with mark-paid
 * won by exactly one), guest orders moved to the account at sign-in from the browser that placed them, and the
 * signed-in customer's list of orders. PGlite, and PostgreSQL with DATABASE_URL.
 */

const ADMIN_TOKEN = 'orders-admin-token-for-tests-0123456789abcdef';
const ADMIN = { Authorization: `Bearer ${ADMIN_TOKEN}` };

const orderUrl = (reference: string) => urlOf(checkoutEndpoints.retrieveOrder, { reference });
const cancelUrl = (reference: string) => urlOf(checkoutEndpoints.cancelOrder, { reference });
const adminCancelUrl = (reference: string) => urlOf(checkoutEndpoints.markOrderCancelled, { reference });
const markPaidUrl = (reference: string) => urlOf(checkoutEndpoints.markOrderPaid, { reference });
const MY_ORDERS = urlOf(checkoutEndpoints.listMyOrders);

async function newCart(ctx: TestContext, slugs: string[], token?: string, clientId?: string): Promise<Cart> {
  const response = await call(ctx, urlOf(cartEndpoints.createCart), { method: 'POST', json: { product_slugs: slugs }, token, clientId });
  expect(response.status).toBe(201);
  return (await bodyOf(response, cartResponseSchema)).data;
}

interface PlaceOptions {
  phone?: string;
  token?: string;
  code?: string;
  payment?: 'bank_transfer' | 'cod';
  slugs?: string[];
  /** The browser's signed client id (User-Client-Id), for a guest. */
  clientId?: string;
}

async function place(ctx: TestContext, { phone = '0901234567', token, code, payment = 'bank_transfer', slugs = ['g-care'], clientId }: PlaceOptions = {}): Promise<Order> {
  const cart = await newCart(ctx, slugs, token, clientId);
  const body = {
    cart_id: cart.id,
    delivery_name: 'Nguyễn Thị Lan',
    delivery_contact_phone: phone,
    delivery_country_id: 'VN',
    delivery_province_id: 79,
    delivery_ward_id: 26734,
    delivery_address: '12 Nguyễn Huệ',
    payment_method: payment,
    ...(code ? { promotion_code: code } : {}),
  };
  const response = await call(ctx, urlOf(checkoutEndpoints.createTransaction), { method: 'POST', json: body, headers: { 'Idempotency-Key': randomUUID() }, token });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await bodyOf(response, orderResponseSchema)).data;
}

const withSecret = (order: Order) => ({ 'Order-Secret': order.secret ?? '' });

describe.each(databaseKinds)('an order after the checkout on %s', (kind) => {
  const ctx = useTestContext(kind, { env: { ORDERS_ADMIN_TOKEN: ADMIN_TOKEN } });
  const db = () => ctx.database.db;
  const command = async (args: string[]) => {
    const lines: string[] = [];
    const exit = await runOrdersCommand(args, { db: db(), sms: ctx.sms, now: () => new Date(), print: (line) => lines.push(line) });
    return { exit, output: lines.join('\n') };
  };

  async function addCode(code: string, usageLimit: number) {
    await db().insert(promotionCodes).values({ code, kind: 'percent', percentOff: 10, usageLimit });
  }
  async function usesOf(code: string) {
    const [row] = await db().select().from(promotionCodes).where(eq(promotionCodes.code, code));
    return row.timesUsed;
  }

  describe('cancelled by the customer', () => {
    it('cancels a pending transfer with the guest link’s secret and gives the code its use back, so it can be used again', async () => {
      const code = `ONCE-${randomUUID().slice(0, 8).toUpperCase()}`;
      await addCode(code, 1);
      const order = await place(ctx, { code });
      expect(await usesOf(code)).toBe(1);

      // Nobody else: no secret, a wrong one, another account.
      expect((await call(ctx, cancelUrl(order.reference), { method: 'POST' })).status).toBe(404);
      expect((await call(ctx, cancelUrl(order.reference), { method: 'POST', headers: { 'Order-Secret': 'x'.repeat(43) } })).status).toBe(404);
      expect((await call(ctx, cancelUrl(order.reference), { method: 'POST', token: await signIn(ctx, randomPhone()) })).status).toBe(404);
      expect(await usesOf(code)).toBe(1);

      const cancelled = await call(ctx, `${cancelUrl(order.reference)}?lang=vi`, { method: 'POST', headers: withSecret(order) });
      expect(cancelled.status).toBe(200);
      expect((await bodyOf(cancelled, orderResponseSchema)).data).toMatchObject({ reference: order.reference, status: 'cancelled', promotionCode: code });
      expect(await usesOf(code)).toBe(0);
      expect(await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.code, code))).toEqual([]);

      // The order page reads it cancelled; cancelling again changes nothing (the use is given back once).
      const read = await call(ctx, orderUrl(order.reference), { headers: withSecret(order) });
      expect((await bodyOf(read, orderResponseSchema)).data.status).toBe('cancelled');
      expect((await call(ctx, cancelUrl(order.reference), { method: 'POST', headers: withSecret(order) })).status).toBe(200);
      expect(await usesOf(code)).toBe(0);

      // The code is usable again, once.
      const again = await place(ctx, { code });
      expect(again.promotionCode).toBe(code);
      expect(await usesOf(code)).toBe(1);

      // A cancelled order is never marked paid.
      const paid = await call(ctx, markPaidUrl(order.reference), { method: 'POST', headers: ADMIN, language: 'th' });
      expect(paid.status).toBe(409);
      expect(await errorOf(paid)).toMatchObject({ code: 'conflict', message: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว' });
      expect((await command(['mark-paid', order.reference])).exit).toBe(1);
    });

    it('cancels a signed-in customer’s cash-on-delivery order by session; a paid order answers a localised 409', async () => {
      const token = await signIn(ctx, randomPhone());
      const cod = await place(ctx, { token, payment: 'cod' });
      expect(cod.confirmedAt).not.toBeNull();
      const cancelled = await call(ctx, cancelUrl(cod.reference), { method: 'POST', token });
      expect((await bodyOf(cancelled, orderResponseSchema)).data.status).toBe('cancelled');

      const paidOrder = await place(ctx, { token });
      expect((await call(ctx, markPaidUrl(paidOrder.reference), { method: 'POST', headers: ADMIN })).status).toBe(200);
      for (const [language, message] of [
        ['vi', 'Đơn hàng này đã được thanh toán nên không thể hủy nữa. Vui lòng liên hệ với chúng tôi nếu bạn cần hoàn tiền.'],
        ['en', 'This order is paid, so it can no longer be cancelled. Please contact us if you need a refund.'],
        ['zh', '此订单已付款，无法再取消。如需退款，请联系我们。'],
      ]) {
        const refused = await call(ctx, cancelUrl(paidOrder.reference), { method: 'POST', token, language });
        expect(refused.status).toBe(409);
        expect(await errorOf(refused)).toMatchObject({ code: 'conflict', message });
      }
      const read = await call(ctx, orderUrl(paidOrder.reference), { token });
      expect((await bodyOf(read, orderResponseSchema)).data.status).toBe('paid');
    });

    it('gives a kid quiz’s code its use back, and a claimed personal code (the claim itself stays: the number cannot claim twice)', async () => {
      const kidCode = `KID-${randomUUID().slice(0, 8).toUpperCase()}`;
      await db().insert(discountCodes).values({ code: kidCode, source: 'kid-quiz', sourceRecordId: randomUUID(), percentOff: 10, usageLimit: 1, expiresAt: new Date(Date.now() + 86_400_000) });
      const kidOrder = await place(ctx, { code: kidCode, slugs: ['g-kid-care'] });
      expect((await command(['cancel', kidOrder.reference])).exit).toBe(0);
      const [kid] = await db().select().from(discountCodes).where(eq(discountCodes.code, kidCode));
      expect(kid.timesUsed).toBe(0);
      expect((await place(ctx, { code: kidCode, slugs: ['g-kid-care'] })).promotionCode).toBe(kidCode);

      const phone = randomPhone();
      const claim = { code: 'GENEGIFT', name: 'Lan', phone_number: phone, country_id: 'VN', province_id: 79, ward_id: 26734, location_detail: '12 Nguyễn Huệ' };
      // A campaign code is claimed by the signed-in owner of the number (issue 22 §6).
      const owner = await signIn(ctx, phone);
      const issued = (await bodyOf(await call(ctx, urlOf(promotionCodeEndpoints.claimCode), { method: 'POST', json: claim, token: owner }), issuedCodeResponseSchema)).data.promotionCode.code;
      const claimed = await place(ctx, { code: issued, slugs: ['g-kid-care'] });
      expect(await usesOf(issued)).toBe(1);
      expect((await call(ctx, cancelUrl(claimed.reference), { method: 'POST', headers: withSecret(claimed) })).status).toBe(200);
      expect(await usesOf(issued)).toBe(0);
      expect((await call(ctx, urlOf(promotionCodeEndpoints.claimCode), { method: 'POST', json: claim, token: owner })).status).toBe(409);
      expect((await place(ctx, { code: issued, slugs: ['g-kid-care'] })).promotionCode).toBe(issued);
    });

    it('refuses a malformed reference (400) and an unknown one (404)', async () => {
      expect((await call(ctx, cancelUrl('GW-1'), { method: 'POST' })).status).toBe(400);
      expect((await call(ctx, cancelUrl('GW-2020-999999'), { method: 'POST' })).status).toBe(404);
    });
  });

  describe('cancelled by operations', () => {
    it('cancels by the protected route (404 without the token), refuses a paid order, and by `npm run orders -- cancel`', async () => {
      const code = `OPS-${randomUUID().slice(0, 8).toUpperCase()}`;
      await addCode(code, 5);
      const order = await place(ctx, { code });
      const mark = (headers: Record<string, string>) => call(ctx, adminCancelUrl(order.reference), { method: 'POST', headers });
      expect((await mark({})).status).toBe(404);
      expect((await mark({ Authorization: 'Bearer wrong-token-wrong-token-wrong-token' })).status).toBe(404);
      expect((await mark({ Authorization: `Token ${ADMIN_TOKEN}` })).status).toBe(404);
      expect(await usesOf(code)).toBe(1);
      const cancelled = await mark(ADMIN);
      expect((await bodyOf(cancelled, orderResponseSchema)).data.status).toBe('cancelled');
      expect(await usesOf(code)).toBe(0);
      expect((await mark(ADMIN)).status).toBe(200);
      expect(await usesOf(code)).toBe(0);
      expect((await call(ctx, adminCancelUrl('GW-2020-999998'), { method: 'POST', headers: ADMIN })).status).toBe(404);

      const paid = await place(ctx);
      expect((await command(['mark-paid', paid.reference])).exit).toBe(0);
      const refused = await call(ctx, adminCancelUrl(paid.reference), { method: 'POST', headers: ADMIN, language: 'vi' });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toContain('không thể hủy');
      expect(await command(['cancel', paid.reference])).toEqual({ exit: 1, output: `${paid.reference} is paid; it cannot be cancelled.` });

      const other = await place(ctx, { code });
      expect(await command(['cancel', other.reference])).toEqual({ exit: 0, output: `${other.reference} is cancelled; the code ${code} has its use back.` });
      expect((await command(['cancel', other.reference])).output).toContain('already cancelled');
      expect((await command(['cancel', 'GW-2020-999997'])).exit).toBe(1);
      expect((await command(['cancel'])).exit).toBe(2);
      expect((await command(['cancel', 'GW-1'])).exit).toBe(2);
      expect((await command(['refund', other.reference])).exit).toBe(2);
    });

    it('lets exactly one of a cancel and a mark-paid racing on the same order win, on every order', async () => {
      const code = `RACE-${randomUUID().slice(0, 8).toUpperCase()}`;
      await addCode(code, 20);
      const placed: Order[] = [];
      for (let index = 0; index < 8; index += 1) placed.push(await place(ctx, { code, phone: randomPhone(), payment: index % 2 === 0 ? 'cod' : 'bank_transfer' }));
      const results = await Promise.all(
        placed.map(async (order, index) => {
          const racers = [
            () => call(ctx, cancelUrl(order.reference), { method: 'POST', headers: withSecret(order) }),
            () => call(ctx, markPaidUrl(order.reference), { method: 'POST', headers: ADMIN }),
          ];
          // Half of them start the cancel first, half the mark-paid.
          const [first, second] = index % 2 === 0 ? racers : [...racers].reverse();
          const answers = await Promise.all([first(), second()]);
          return { order, statuses: (index % 2 === 0 ? answers : [...answers].reverse()).map((response) => response.status) };
        }),
      );
      let paidCount = 0;
      for (const { order, statuses } of results) {
        const [row] = await db().select().from(orders).where(eq(orders.reference, order.reference));
        const [cancelStatus, paidStatus] = statuses;
        // Exactly one wins: the other is refused with 409, and the order is what the winner made it.
        expect([cancelStatus, paidStatus].sort()).toEqual([200, 409]);
        expect(row.status).toBe(cancelStatus === 200 ? 'cancelled' : 'paid');
        expect(row.cancelledAt === null).toBe(row.status === 'paid');
        const messages = await ctx.sms.list({ phone: row.deliveryPhone });
        expect(messages.filter((message) => message.purpose === 'order-paid').length).toBe(row.status === 'paid' ? 1 : 0);
        if (row.status === 'paid') paidCount += 1;
      }
      // Each paid order keeps its use of the code; each cancelled one gave it back.
      expect(await usesOf(code)).toBe(paidCount);
      expect((await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.code, code))).length).toBe(paidCount);
    });
  });

  describe('a customer’s orders', () => {
    it('moves guest orders to the account only from the browser that placed them (its client id, merged at sign-in), and lists the caller’s orders newest first, paged', async () => {
      const phone = randomPhone();
      const { signed: browser } = await ctx.services.clientIds.issue();
      const guestFirst = await place(ctx, { phone, clientId: browser });
      const guestSecond = await place(ctx, { phone, payment: 'cod', slugs: ['g-intel', 'consultation-session-30-min'], clientId: browser });
      const someoneElses = await place(ctx, { phone: randomPhone() });
      const token = await signIn(ctx, phone);
      const merged = await call(ctx, urlOf(authEndpoints.merge), { method: 'POST', token, clientId: browser });
      expect((await bodyOf(merged, mergeResponseSchema)).data.merged).toMatchObject({ orders: 2 });
      const signedIn = await place(ctx, { token, phone: randomPhone() });

      const list = await call(ctx, MY_ORDERS, { token });
      const page = await bodyOf(list, orderListResponseSchema);
      expect(page.data.map((order) => order.reference)).toEqual([signedIn.reference, guestSecond.reference, guestFirst.reference]);
      expect(page.meta).toEqual({ page: 1, limit: 10, total: 3 });
      expect(page.data[1]).toMatchObject({ status: 'pending', paymentMethod: 'cod', itemCount: 2, total: guestSecond.total, formattedTotal: guestSecond.formattedTotal });
      // The moved guest order reads by session now, without its secret.
      expect((await call(ctx, orderUrl(guestFirst.reference), { token })).status).toBe(200);
      expect((await call(ctx, orderUrl(someoneElses.reference), { token })).status).toBe(404);

      const second = await bodyOf(await call(ctx, `${MY_ORDERS}?page=2&limit=2`, { token }), orderListResponseSchema);
      expect(second.data.map((order) => order.reference)).toEqual([guestFirst.reference]);
      expect(second.meta).toEqual({ page: 2, limit: 2, total: 3 });

      // A cancelled order stays in the list, cancelled.
      expect((await call(ctx, cancelUrl(guestFirst.reference), { method: 'POST', token })).status).toBe(200);
      const after = await bodyOf(await call(ctx, MY_ORDERS, { token }), orderListResponseSchema);
      expect(after.data.find((order) => order.reference === guestFirst.reference)?.status).toBe('cancelled');

      // The merge again moves nothing.
      const again = await call(ctx, urlOf(authEndpoints.merge), { method: 'POST', token, clientId: browser });
      expect((await bodyOf(again, mergeResponseSchema)).data.merged).toMatchObject({ orders: 0 });
    });

    it('a stranger’s guest order with the victim’s number never joins the victim’s account nor fills their checkout in (issue 22 §2)', async () => {
      const victimPhone = randomPhone();
      // The stranger, signed out in a browser of their own, checks out with the victim's number.
      const { signed: strangersBrowser } = await ctx.services.clientIds.issue();
      const planted = await place(ctx, { phone: victimPhone, clientId: strangersBrowser });
      const bare = await place(ctx, { phone: victimPhone });
      // The victim signs in from their own browser, which merges its own client id.
      const { signed: victimsBrowser } = await ctx.services.clientIds.issue();
      const token = await signIn(ctx, victimPhone);
      const merged = await call(ctx, urlOf(authEndpoints.merge), { method: 'POST', token, clientId: victimsBrowser });
      expect(merged.status).toBe(200);

      const mine = await bodyOf(await call(ctx, MY_ORDERS, { token }), orderListResponseSchema);
      expect(mine.data).toEqual([]);
      for (const order of [planted, bare]) expect((await call(ctx, orderUrl(order.reference), { token })).status).toBe(404);
      const prefill = await call(ctx, urlOf(checkoutEndpoints.lastDeliveryInformation), { token });
      expect((await bodyOf(prefill, lastDeliveryInformationResponseSchema)).data).toBeNull();
      // The stranger's order is still theirs to read with its secret, and unowned.
      expect((await call(ctx, orderUrl(planted.reference), { headers: withSecret(planted) })).status).toBe(200);
      const [row] = await db().select().from(orders).where(eq(orders.reference, planted.reference));
      expect(row.userId).toBeNull();
    });

    it('never shows one user another’s orders; signed out is 401; bad paging is 400', async () => {
      const alice = await signIn(ctx, randomPhone());
      const bob = await signIn(ctx, randomPhone());
      const alices = await place(ctx, { token: alice });
      const bobs = await place(ctx, { token: bob });
      const listOf = async (token: string) => (await bodyOf(await call(ctx, MY_ORDERS, { token }), orderListResponseSchema)).data.map((order) => order.reference);
      expect(await listOf(alice)).toEqual([alices.reference]);
      expect(await listOf(bob)).toEqual([bobs.reference]);
      expect(await listOf(await signIn(ctx, randomPhone()))).toEqual([]);
      expect((await call(ctx, MY_ORDERS)).status).toBe(401);
      expect((await call(ctx, `${MY_ORDERS}?limit=500`, { token: alice })).status).toBe(400);
      expect((await call(ctx, `${MY_ORDERS}?page=0`, { token: alice })).status).toBe(400);
    });
  });
});
