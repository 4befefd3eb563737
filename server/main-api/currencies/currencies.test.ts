import { describe, expect, it } from 'vitest';
import { pathWith } from '../../../src/api/contract/endpoint';
import { currencyEndpoints } from '../../../src/api/contract/currency';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { getMain } from '../testing/public-read';

describe.each(databaseKinds)('currencies on %s', (kind) => {
  const ctx = useTestContext(kind);

  describe('Main API read', () => {
    it('lists the seeded currencies, VND first and default', async () => {
      const answer = await getMain<{ data: Array<{ code: string }> }>(ctx, pathWith(currencyEndpoints.list), 'vi');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-language')).toBe('vi');
      expect(answer.body.data.map((c) => c.code)).toEqual(['VND', 'USD']);
      expect(answer.body.data[0]).toEqual({ code: 'VND', is_default: true, name: 'Việt Nam đồng', symbol: 'đ' });
    });
  });
});
