import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ORDER_LINK_FORM, orderSchema, orderSecretSchema } from '../../api/contract/checkout';
import { orderSecretOfHash } from './order-status-effects';

/** The contract's text about the guest's link says what the app does (issue 22 §13): `/orders/{reference}#{secret}`. */
describe("the checkout contract's order link", () => {
  const secret = orderSecretSchema.parse('u2Xn4Jd7sT9eLfA6gKpYiO_Eq3ZkV0y8mB1cH5rWbq0');

  it('is the link the app reads: the secret is the whole fragment, never a query parameter', () => {
    const link = new URL(ORDER_LINK_FORM.replace('{reference}', 'GW-2026-000001').replace('{secret}', secret), 'https://genewell.example');
    expect(link.pathname).toBe('/orders/GW-2026-000001');
    expect(link.search).toBe('');
    expect(orderSecretOfHash(link.hash)).toBe(secret);
  });

  it("is the form the order's secret field describes, and no text of the contract names a ?secret= query", () => {
    const document = JSON.stringify(z.toJSONSchema(orderSchema, { unrepresentable: 'any' }));
    expect(document).toContain(ORDER_LINK_FORM);
    expect(document).not.toContain('?secret=');
  });
});
