import { describe, expect, it, vi } from 'vitest';
import { cancelOrder, listMyOrders } from './checkout';
import { API_BASES } from './contract/endpoint';
import { useTestServer } from './http-test-server';
import { createMainApi } from './main-api';
import { wireOrder, wirePrices } from './order-fixture';

/* The order's calls after the checkout: the customer's cancel (secret in a header, never in the URL) and the list of their orders. */

const api = useTestServer();

const client = (token: string | null = null) =>
  createMainApi(
    { getToken: () => token, getLanguage: () => 'vi', getClientId: () => 'client-1', onUnauthorized: vi.fn(), reportError: vi.fn() },
    { mainApiBase: `${api.server.url}${API_BASES.main}` },
  );

const base = `${API_BASES.main}/checkout`;
const order = wireOrder('cancelled');

describe('order calls', () => {
  it('cancels with the secret in the Order-Secret header, never in the URL; by the session without one', async () => {
    const secret = 'u2Xn4Jd7sT9eLfA6gKpYiO_Eq3ZkV0y8mB1cH5rWbq0';
    api.server.handle(() => ({ json: { data: order } }));
    await expect(cancelOrder(client(), 'GW-2026-000123', secret, 'th')).resolves.toMatchObject({ reference: 'GW-2026-000123', status: 'cancelled' });
    expect(api.sent()).toMatchObject({ method: 'POST', url: `${base}/orders/GW-2026-000123/cancel?lang=th` });
    expect(api.sent().headers['order-secret']).toBe(secret);
    await cancelOrder(client('token-1'), 'GW-2026-000123', null, 'vi');
    expect(api.sent(1).headers['order-secret']).toBeUndefined();
    expect(api.sent(1).headers.authorization).toBe('Token token-1');
  });

  it('lists the signed-in customer’s orders by page', async () => {
    const summary = { reference: 'GW-2026-000123', object: 'order', status: 'paid', payment_method: 'cod', item_count: 2, total: 100, formatted_total: '100đ', total_amount_by_currencies: wirePrices(100), created_at: '2026-11-23T10:00:00.000Z' };
    api.server.handle(() => ({ json: { data: [summary], meta: { page: 2, limit: 10, total: 11 } } }));
    const list = await listMyOrders(client('token-1'), 2);
    expect(list.meta).toEqual({ page: 2, limit: 10, total: 11 });
    expect(list.data).toEqual([
      { reference: 'GW-2026-000123', object: 'order', status: 'paid', paymentMethod: 'cod', itemCount: 2, total: 100, formattedTotal: '100đ', totalAmountByCurrencies: wirePrices(100), createdAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect(api.sent()).toMatchObject({ method: 'GET', url: `${base}/orders?page=2` });
  });
});
