import { z } from 'zod';
import type { ApiTag, EnvelopeSchema, ErrorResponse } from './endpoint';
import { commonErrors, defineEndpoint } from './endpoint';
import { languageSchema } from './language';

/*
 * What the public catalogue and content reads of the Main API share (catalogue.ts, content.ts):
 * paging, the `include=` list, id lists, the language of the texts and the image shape.
 *
 * - Paging: `page` (1-based, default 1) and `limit` (0 to 100; 0 means every item on one page;
 *   each list has its own default). The answer's `meta` repeats them with the total.
 * - `include=a,b`: a comma-separated list of the relations the endpoint can expand; anything else
 *   is a 400 validation_failed naming `include`.
 * - Texts come in one language: `lang`, else Accept-Language (else en). Content-Language says which.
 */

/** The largest page a list gives (`limit` above it is refused). */
export const MAX_PAGE_LIMIT = 100;

export const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(100_000)
  .optional()
  .meta({ description: '1-based page number (default 1)', example: 1 });

/** `limit` with the list's default page size. */
export const limitSchema = (defaultLimit: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PAGE_LIMIT)
    .optional()
    .meta({ description: `Items per page, 0 to ${MAX_PAGE_LIMIT}; 0 means all on one page (default ${defaultLimit})`, example: defaultLimit });

export const langQuerySchema = languageSchema
  .optional()
  .meta({ description: 'The language of the texts (en, vi, th, zh); without it Accept-Language decides, else en' });

/** A comma-separated list of whole-number ids ('1,4,7'). */
export const idListSchema = z
  .string()
  .max(500)
  .regex(/^\d{1,9}(,\d{1,9})*$/)
  .meta({ description: 'Comma-separated ids', example: '1,2' });

/** The ids of an id list. */
export const idsOf = (list: string | undefined): number[] => (list ? [...new Set(list.split(',').map(Number))] : []);

/** `include=` taking a comma-separated list of `allowed`. */
export function includeSchema<const T extends readonly [string, ...string[]]>(allowed: T) {
  const pattern = `^(${allowed.join('|')})(,(${allowed.join('|')}))*$`;
  return z
    .string()
    .max(500)
    .refine((value) => value.split(',').every((part) => (allowed as readonly string[]).includes(part)), { params: { i18nKey: 'field.invalid_include' } })
    .optional()
    .meta({ description: `Relations to expand, comma-separated: ${allowed.join(', ')}`, example: allowed.join(','), pattern });
}

/** The values of an `include=` list (validated by includeSchema). */
export function includesOf<T extends string>(value: string | undefined): Set<T> {
  return new Set((value ? value.split(',') : []) as T[]);
}

/** Free-text search: accent-insensitive (xet nghiem finds Xét nghiệm, d finds đ), ranked best first. */
export const searchSchema = z
  .string()
  .max(200)
  .optional()
  .meta({ description: 'Words to find, accent-insensitive (“xet nghiem gen” finds “Xét nghiệm gen”); each word matches as a prefix; best matches first', example: 'xet nghiem gen' });

/** A slug in a path or a filter. */
export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .meta({ description: 'Lower-case words joined by dashes', example: 'g-intel' });

export const slugParamsSchema = z.object({ slug: slugSchema });

/** `{slug}` of a path, with an example of the resource (the API reference and the fuzz harness use it). */
export const slugParamsWith = (example: string) => z.object({ slug: slugSchema.meta({ description: 'Lower-case words joined by dashes', example }) });

export const idSchema = z.number().int().min(1).meta({ description: 'Id', example: 1 });

/** An image of ours with its intrinsic size, so a page reserves its space before it arrives. */
export const imageSchema = z
  .object({
    src: z.string().meta({ description: 'Path from the site root', example: '/images/packages/g-intel.svg' }),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    alt: z.string(),
  })
  .meta({ id: 'Image' });

export type Image = z.infer<typeof imageSchema>;

/** A named thing of a list: id, slug and its name in the answer's language. */
export const namedRefSchema = z.object({ id: idSchema, slug: z.string(), name: z.string() }).meta({ id: 'NamedRef' });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const isoInstantSchema = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 instant', example: '2025-03-01T08:30:00.000Z' });

/** Paging, language: every public list takes these. */
export const listQueryShape = (defaultLimit: number) => ({ page: pageSchema, limit: limitSchema(defaultLimit), lang: langQuerySchema });

export const publicReadErrors = {
  400: { ...commonErrors.invalidInput, description: 'A bad page, limit, include value, id list or language: `fields` names it' },
} as const satisfies Record<number, ErrorResponse>;

export const notFoundError = (what: string): ErrorResponse => ({ description: `No ${what} has this identifier`, codes: ['not_found'] });

export const PUBLIC_READ_DESCRIPTION =
  'Public and cached: the answer carries a strong ETag (If-None-Match answers 304) and Cache-Control: public, max-age=60, stale-while-revalidate=300; a change of the data invalidates it.';

/** Where a public read is listed in the API reference. */
type PublicReadTag = Extract<ApiTag, 'catalogue' | 'content'>;

/** What every public read of the Main API is: GET, cached, answering its envelope or a 400; `extra` adds the read's own parts. */
function publicRead<const R extends { params?: z.ZodObject; query: z.ZodObject }, const B extends EnvelopeSchema, const X extends Partial<Record<404, ErrorResponse>>>(
  tag: PublicReadTag,
  entry: { path: string; summary: string; body: B; answers: string },
  request: R,
  notFound: X,
) {
  return defineEndpoint({
    api: 'main',
    method: 'get',
    tags: [tag],
    description: PUBLIC_READ_DESCRIPTION,
    path: entry.path,
    summary: entry.summary,
    request,
    response: { statuses: { 200: entry.answers }, body: entry.body },
    errors: { ...publicReadErrors, ...notFound },
  });
}

/**
 * A public list of the Main API, written once: GET, paged, localised and filtered by its query
 * (`listQueryShape` and the list's own filters), cached (PUBLIC_READ_DESCRIPTION), answering a
 * page envelope and a 400 for a bad page, limit, include or language.
 */
export function listEndpoint<const Q extends z.ZodObject, const B extends EnvelopeSchema>(
  tag: PublicReadTag,
  entry: { path: string; summary: string; query: Q; body: B; answers: string },
) {
  return publicRead(tag, entry, { query: entry.query }, {});
}

/** One item of a public list, by its path parameter: `listEndpoint`'s rules and a 404 naming `what`. */
export function itemEndpoint<const P extends z.ZodObject, const Q extends z.ZodObject, const B extends EnvelopeSchema>(
  tag: PublicReadTag,
  entry: { path: string; summary: string; params: P; query: Q; body: B; answers: string; what: string },
) {
  return publicRead(tag, entry, { params: entry.params, query: entry.query }, { 404: notFoundError(entry.what) });
}
