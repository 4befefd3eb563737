import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../src/api/contract/endpoint';
import { currencyEndpoints } from '../../../src/api/contract/currency';
import { databaseKinds, useTestContext } from '../../testing/test-context';

describe.each(databaseKinds)('currencies on %s', (kind) => {
  const ctx = useTestContext(kind);

  describe('Main API read', () => {
    it('lists the seeded currencies, VND first and default', async () => {
      const response = await ctx.request(urlOf(currencyEndpoints.list), { language: 'vi' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe('vi');
      const body = await response.json();
      expect(body.data.map((c: { code: string }) => c.code)).toEqual(['VND', 'USD']);
      expect(body.data[0]).toEqual({ code: 'VND', is_default: true, name: 'Việt Nam đồng', symbol: 'đ' });
    });
  });
});
