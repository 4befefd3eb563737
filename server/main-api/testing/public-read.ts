import { expect } from 'vitest';
import { API_BASES } from '../../../src/api/contract/endpoint';
import type { TestContext } from '../../testing/test-context';

/*
 * Helpers of the Main API read tests: GET a path of the Main API and read the answer, and the
 * checks every bad-input test makes.
 */

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** GET a Main API path (`/product-packages?…`) in a language (Accept-Language). */
export async function getMain<T = Record<string, unknown>>(ctx: TestContext, path: string, language?: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await ctx.request(`${API_BASES.main}${path}`, { language, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** The data of a 200 list answer, with its meta. */
export async function listOf<T = Record<string, unknown>>(ctx: TestContext, path: string, language?: string): Promise<{ data: T[]; meta: { page: number; limit: number; total: number } }> {
  const answer = await getMain<{ data: T[]; meta: { page: number; limit: number; total: number } }>(ctx, path, language);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** The data of a 200 single answer. */
export async function oneOf<T = Record<string, unknown>>(ctx: TestContext, path: string, language?: string): Promise<T> {
  const answer = await getMain<{ data: T }>(ctx, path, language);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
}

/** Asks for `path` and expects 400 validation_failed naming `field`, in the asked language. */
export async function expectRefused(ctx: TestContext, path: string, field: string, language = 'vi'): Promise<void> {
  const answer = await getMain<{ error: { code: string; message: string; fields?: Record<string, string> } }>(ctx, path, language);
  expect(answer.status, path).toBe(400);
  expect(answer.body.error.code).toBe('validation_failed');
  expect(Object.keys(answer.body.error.fields ?? {}), path).toContain(field);
  expect(answer.headers.get('content-language')).toBe(language);
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

/** The paging refusals every list makes. */
export const BAD_PAGING = [
  ['page=0', 'page'],
  ['page=-1', 'page'],
  ['page=abc', 'page'],
  ['page=1.5', 'page'],
  ['limit=-1', 'limit'],
  ['limit=101', 'limit'],
  ['limit=ten', 'limit'],
  ['lang=fr', 'lang'],
] as const;

export const LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;

/** One field of a list's items: as the answer has it, and as the data gives it in a language. */
export type FieldCheck<Wire, Item> = [answered: (item: Wire) => unknown, given: (item: Item, language: (typeof LANGUAGES)[number]) => unknown];

/**
 * The list's first page in each language: `limit` (0: all) of the `items` the data has, its meta
 * saying so, each field of `fields` as the data gives it in that language.
 */
export async function expectFirstPages<Wire, Item>(ctx: TestContext, path: string, items: readonly Item[], limit: number, fields: Array<FieldCheck<Wire, Item>>): Promise<void> {
  const first = limit === 0 ? items : items.slice(0, limit);
  for (const language of LANGUAGES) {
    const { data, meta } = await listOf<Wire>(ctx, path, language);
    expect(meta).toEqual({ page: 1, limit, total: items.length });
    for (const [answered, given] of fields) expect(data.map(answered)).toEqual(first.map((item) => given(item, language)));
  }
}
