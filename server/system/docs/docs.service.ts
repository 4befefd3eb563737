import { z } from 'zod';
import { API_TAGS, fullPathOf } from '../../../src/api/contract/endpoint';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { errorBodySchema } from '../../../src/api/contract/error';
import { wireSchemaOf } from '../../../src/api/contract/wire';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../http/request-input';
import { tokenSecurityScheme } from '../../http/session';

/*
 * The OpenAPI 3.1 document, generated from the contract entries the app serves. Every schema is
 * the entry's wire form (src/api/contract/wire.ts), converted by zod's own JSON Schema generator
 * (OpenAPI 3.1 schemas are JSON Schema 2020-12): so the document shows snake_case names,
 * multi-value literals (Gender: 1, 2, 3) and nullable references (`anyOf` with null, only where
 * the field is nullable) exactly as the code validates them. Schemas with an id become
 * components; two different schemas under one id are refused.
 */

type JsonSchema = Record<string, unknown>;

/** A JSON body may also be refused as malformed or nested too deeply: its 400 says so. */
function errorsOf(entry: Endpoint): Endpoint['errors'] {
  const invalid = entry.errors[400];
  if (!entry.request.body || !invalid) return entry.errors;
  return {
    ...entry.errors,
    400: {
      description: `${invalid.description}, or a body that is not JSON (malformed_json) or nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep (invalid_body, before the sign-in check)`,
      codes: [...invalid.codes, 'malformed_json', 'invalid_body'],
    },
  };
}

export function openApiDocument(entries: readonly Endpoint[], version: string): JsonSchema {
  const components = new Map<string, string>();

  /** The JSON Schema of a contract schema's wire form (headers have no other); its components are collected on the way. */
  const schemaOf = (schema: z.core.$ZodType, io: 'input' | 'output', form: 'wire' | 'as-is' = 'wire'): JsonSchema => {
    const generated = z.toJSONSchema(form === 'wire' ? wireSchemaOf(schema) : schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
    const { $schema: _dialect, $defs = {}, ...rest } = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & { $defs?: Record<string, unknown> };
    for (const [id, definition] of Object.entries($defs)) {
      const text = JSON.stringify(definition);
      const known = components.get(id);
      if (known !== undefined && known !== text) throw new Error(`Two different schemas are published as ${id}:\n${known}\n${text}`);
      components.set(id, text);
    }
    return rest;
  };

  const parameters = (entry: Endpoint) =>
    (['path', 'query', 'header'] as const).flatMap((location) => {
      const part = { path: entry.request.params, query: entry.request.query, header: entry.request.headers }[location];
      if (!part) return [];
      const object = schemaOf(part, 'input', location === 'header' ? 'as-is' : 'wire') as { properties?: Record<string, JsonSchema>; required?: string[] };
      return Object.entries(object.properties ?? {}).map(([name, schema]) => ({
        name,
        in: location,
        required: location === 'path' || (object.required ?? []).includes(name),
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        schema,
      }));
    });

  const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
  const errorSchema = schemaOf(errorBodySchema, 'output');

  const operation = (entry: Endpoint) => {
    const successes = Object.entries(entry.response.statuses).map(([status, description]) => [
      status,
      { description, ...(entry.response.body ? { content: json(schemaOf(entry.response.body, 'output')) } : {}) },
    ]);
    const failures = Object.entries(errorsOf(entry)).map(([status, failure]) => [
      status,
      { description: `${failure.description}. Codes: ${failure.codes.map((code) => `\`${code}\``).join(', ')}.`, content: json(errorSchema) },
    ]);
    const params = parameters(entry);
    return {
      tags: [...entry.tags],
      summary: entry.summary,
      ...(entry.description ? { description: entry.description } : {}),
      ...(entry.security === 'token' ? { security: [{ Token: [] }] } : {}),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(entry.request.body ? { requestBody: { required: true, content: json(schemaOf(entry.request.body, 'input')) } } : {}),
      responses: Object.fromEntries([...successes, ...failures].sort(([a], [b]) => Number(a) - Number(b))),
    };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) (paths[fullPathOf(entry)] ??= {})[entry.method] = operation(entry);

  return {
    openapi: '3.1.0',
    info: {
      title: 'GeneWell API',
      version,
      description:
        `Main API (/main/api/v1: catalogue, content, checkout) and Portal API (/portal/api/v1: sign-in, profile, consultations, quizzes). JSON keys are snake_case. A success body is { data } (a list that pages adds meta: { page, limit, total }); a failure is { error: { code, message, fields? } } with the message in the Accept-Language language. Every endpoint may also answer 500 internal; one with a JSON body 413 payload_too_large (over ${MAX_BODY_BYTES / 1024} KiB) and 415 unsupported_media_type. A text message is queued with the request's record and delivered by the outbox worker, so a provider outage never fails a request. Text in a body, query or path parameter may not contain control characters (C0 except tab, line feed and carriage return; DEL; C1) nor unpaired surrogates: 400 validation_failed names each such field.`,
    },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b)).map(([id, text]) => [id, JSON.parse(text) as unknown])),
      securitySchemes: { Token: tokenSecurityScheme },
    },
  };
}
