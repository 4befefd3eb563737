import { describe, expect, it } from 'vitest';
import { toCamelCase, toSnakeCase } from './case';

describe('toSnakeCase', () => {
  it('converts keys deeply, through arrays, and leaves values alone', () => {
    expect(
      toSnakeCase({
        otpKey: '0912345678',
        cartItems: [{ productSlug: 'gene-kid', unitPrice: 100 }, 'plainString'],
        nested: { testReportIds: [1, 2], durationSelected: { minutes: 30 } },
      }),
    ).toEqual({
      otp_key: '0912345678',
      cart_items: [{ product_slug: 'gene-kid', unit_price: 100 }, 'plainString'],
      nested: { test_report_ids: [1, 2], duration_selected: { minutes: 30 } },
    });
  });

  it('converts an array at the top level', () => {
    expect(toSnakeCase([{ itemId: 1 }])).toEqual([{ item_id: 1 }]);
  });

  it('keeps code keys such as currency codes', () => {
    expect(toSnakeCase({ pricesByCurrency: { VND: 1, USD: 2 } })).toEqual({ prices_by_currency: { VND: 1, USD: 2 } });
  });

  it('passes FormData, Blob, URLSearchParams and scalars through untouched', () => {
    const form = new FormData();
    form.append('fileName', 'a.png');
    const blob = new Blob(['x']);
    const params = new URLSearchParams({ someKey: '1' });
    expect(toSnakeCase(form)).toBe(form);
    expect([...form.keys()]).toEqual(['fileName']);
    expect(toSnakeCase(blob)).toBe(blob);
    expect(toSnakeCase(params)).toBe(params);
    expect(toSnakeCase('someString')).toBe('someString');
    expect(toSnakeCase(null)).toBeNull();
  });

  it('keeps Date values as dates', () => {
    const at = new Date('2025-01-02T03:04:05Z');
    expect(toSnakeCase({ startsAt: at })).toEqual({ starts_at: at });
  });
});

describe('toCamelCase', () => {
  it('converts keys deeply, through arrays', () => {
    expect(
      toCamelCase({
        data: [{ is_default: true, code: 'VND' }],
        meta: { current_page: 1, last_page: 3 },
        latest_migration: null,
      }),
    ).toEqual({
      data: [{ isDefault: true, code: 'VND' }],
      meta: { currentPage: 1, lastPage: 3 },
      latestMigration: null,
    });
  });

  it('keeps code keys and numeric keys', () => {
    expect(toCamelCase({ VND: { unit_price: 1 }, 42: 'x' })).toEqual({ VND: { unitPrice: 1 }, 42: 'x' });
  });

  it('turns dotted snake_case field paths into camelCase paths', () => {
    expect(toCamelCase({ fields: { 'items.0.product_slug': 'Required' } })).toEqual({
      fields: { 'items.0.productSlug': 'Required' },
    });
  });

  it('returns null and scalars unchanged', () => {
    expect(toCamelCase(null)).toBeNull();
    expect(toCamelCase('snake_case_text')).toBe('snake_case_text');
  });

  it('round-trips with toSnakeCase', () => {
    const value = { userClientId: 'c1', answers: [{ answerText: 'x', answerId: 2 }] };
    expect(toCamelCase(toSnakeCase(value))).toEqual(value);
  });
});
