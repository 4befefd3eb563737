/* An order as the Main API sends it (snake_case wire form), for the client calls' tests (cart.test.ts, checkout.test.ts). */

export const wirePrices = (value: number) => ({ VND: { value, formatted: `${value}đ` }, USD: { value: value / 25000, formatted: '$0.00' } });

export function wireOrder(status: 'pending' | 'paid' | 'cancelled') {
  return {
    reference: 'GW-2026-000123',
    object: 'order',
    status,
    payment_method: 'bank_transfer',
    confirmed_at: null,
    paid_at: null,
    items: { data: [] },
    subtotal: wirePrices(100),
    promotion_code: null,
    discount: null,
    total: 100,
    formatted_total: '100đ',
    total_amount_by_currencies: wirePrices(100),
    delivery: {
      delivery_name: 'An',
      delivery_contact_phone: '+84901234567',
      delivery_email: null,
      delivery_country_id: 'VN',
      delivery_province_id: '79',
      delivery_district_id: null,
      delivery_ward_id: '26734',
      delivery_address: '12 Lê Lợi',
      delivery_postal_code: null,
    },
    delivery_place: { ward: 'Phường Sài Gòn', province: 'Thành phố Hồ Chí Minh' },
    vat_invoice: null,
    created_at: '2026-11-23T10:00:00.000Z',
  };
}
