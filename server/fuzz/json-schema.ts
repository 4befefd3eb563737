/*
 * The JSON Schema (2020-12) the OpenAPI document publishes, as far as the fuzzer needs it: `$ref`
 * resolution against `components.schemas`, and a validator for the keywords the document uses
 * (the answers of 2xx requests are checked with it). A keyword it does not know is an error, not a
 * pass: when the document starts using a new one, this file learns it.
 */

export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: { 'application/json'?: { schema: JsonSchema } };
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** Keywords that describe and never constrain. */
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'default', 'title', '$comment', 'deprecated', 'readOnly', 'writeOnly', 'id', 'format']);
/** Keywords the validator checks. */
const ASSERTIONS = new Set([
  '$ref',
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
]);

/** The schema a `$ref` points at, with the keywords written beside the `$ref` (description, default) kept. */
export function deref(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    if (hops > 32) throw new Error(`$ref loop at ${String(schema.$ref)}`);
    const match = /^#\/components\/schemas\/(.+)$/.exec(current.$ref);
    const target = match ? document.components.schemas[decodeURIComponent(match[1])] : undefined;
    if (!target) throw new Error(`unresolvable $ref ${current.$ref}`);
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return typeOf(value) === 'object';
    default:
      return typeOf(value) === type;
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeOf(a) !== typeOf(b) || typeof a !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]));
}

/** Formats checked when the schema has no pattern of its own (zod publishes one with most formats). */
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^\s@]+@[^\s@]+$/,
};

const patternCache = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patternCache.get(source);
  if (!pattern) {
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      pattern = new RegExp(source);
    }
    patternCache.set(source, pattern);
  }
  return pattern;
}

/** Where `value` breaks `schema`: one line per problem, each starting with its JSON path; [] when it conforms. */
export function schemaProblems(document: OpenApiDocument, schema: JsonSchema, value: unknown, path = '$'): string[] {
  const node = deref(document, schema);
  for (const keyword of Object.keys(node)) {
    if (!ANNOTATIONS.has(keyword) && !ASSERTIONS.has(keyword)) throw new Error(`json-schema.ts does not know the keyword "${keyword}" (at ${path})`);
  }
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${path}: ${message}`);

  if ('const' in node && !deepEqual(value, node.const)) fail(`is ${JSON.stringify(value)}, expected the constant ${JSON.stringify(node.const)}`);
  if (Array.isArray(node.enum) && !node.enum.some((option) => deepEqual(option, value))) fail(`is ${JSON.stringify(value)}, not one of ${JSON.stringify(node.enum)}`);
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
    if (!types.some((type) => hasType(value, type))) {
      fail(`is ${typeOf(value)}, expected ${types.join(' or ')}`);
      return problems;
    }
  }
  const branches = (keyword: 'anyOf' | 'oneOf' | 'allOf') => (Array.isArray(node[keyword]) ? (node[keyword] as JsonSchema[]) : []);
  if (node.anyOf !== undefined) {
    const results = branches('anyOf').map((branch) => schemaProblems(document, branch, value, path));
    if (!results.some((result) => result.length === 0)) fail(`matches no branch of anyOf (${results.map((result) => result[0]).join(' | ')})`);
  }
  if (node.oneOf !== undefined) {
    const passing = branches('oneOf').filter((branch) => schemaProblems(document, branch, value, path).length === 0).length;
    if (passing !== 1) fail(`matches ${passing} branches of oneOf, expected exactly 1`);
  }
  for (const branch of branches('allOf')) problems.push(...schemaProblems(document, branch, value, path));
  if (node.not !== undefined && schemaProblems(document, node.not as JsonSchema, value, path).length === 0) fail('matches a schema under "not"');

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof node.minLength === 'number' && length < node.minLength) fail(`has ${length} characters, fewer than ${node.minLength}`);
    if (typeof node.maxLength === 'number' && length > node.maxLength) fail(`has ${length} characters, more than ${node.maxLength}`);
    if (typeof node.pattern === 'string' && !patternOf(node.pattern).test(value)) fail(`${JSON.stringify(value.slice(0, 80))} does not match ${node.pattern}`);
    const format = typeof node.format === 'string' ? FORMATS[node.format] : undefined;
    if (format && node.pattern === undefined && !format.test(value)) fail(`${JSON.stringify(value.slice(0, 80))} is not a ${String(node.format)}`);
  }
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum) fail(`${value} is below the minimum ${node.minimum}`);
    if (typeof node.maximum === 'number' && value > node.maximum) fail(`${value} is above the maximum ${node.maximum}`);
    if (typeof node.exclusiveMinimum === 'number' && value <= node.exclusiveMinimum) fail(`${value} is not above ${node.exclusiveMinimum}`);
    if (typeof node.exclusiveMaximum === 'number' && value >= node.exclusiveMaximum) fail(`${value} is not below ${node.exclusiveMaximum}`);
    if (typeof node.multipleOf === 'number' && !Number.isInteger(value / node.multipleOf)) fail(`${value} is not a multiple of ${node.multipleOf}`);
  }
  if (Array.isArray(value)) {
    if (typeof node.minItems === 'number' && value.length < node.minItems) fail(`has ${value.length} items, fewer than ${node.minItems}`);
    if (typeof node.maxItems === 'number' && value.length > node.maxItems) fail(`has ${value.length} items, more than ${node.maxItems}`);
    if (node.uniqueItems === true && value.some((item, index) => value.findIndex((other) => deepEqual(other, item)) !== index)) fail('has duplicate items');
    const prefix = Array.isArray(node.prefixItems) ? (node.prefixItems as JsonSchema[]) : [];
    value.forEach((item, index) => {
      const itemSchema = index < prefix.length ? prefix[index] : node.items;
      if (itemSchema === false) fail(`has an item at ${index}, where none is allowed`);
      else if (typeof itemSchema === 'object' && itemSchema !== null) problems.push(...schemaProblems(document, itemSchema as JsonSchema, item, `${path}[${index}]`));
    });
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
    const keys = Object.keys(object);
    for (const key of Array.isArray(node.required) ? (node.required as string[]) : []) if (!Object.hasOwn(object, key)) fail(`lacks the required property "${key}"`);
    if (typeof node.minProperties === 'number' && keys.length < node.minProperties) fail(`has fewer than ${node.minProperties} properties`);
    if (typeof node.maxProperties === 'number' && keys.length > node.maxProperties) fail(`has more than ${node.maxProperties} properties`);
    for (const key of keys) {
      const child = `${path}.${key}`;
      if (node.propertyNames !== undefined) problems.push(...schemaProblems(document, node.propertyNames as JsonSchema, key, `${child} (name)`));
      if (Object.hasOwn(properties, key)) problems.push(...schemaProblems(document, properties[key], object[key], child));
      else if (node.additionalProperties === false) fail(`has the property "${key}", which the schema does not declare`);
      else if (typeof node.additionalProperties === 'object' && node.additionalProperties !== null) {
        problems.push(...schemaProblems(document, node.additionalProperties as JsonSchema, object[key], child));
      }
    }
  }
  return problems;
}
