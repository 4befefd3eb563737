import { z } from 'zod';
import { toAppName, toWireName } from './wire-names';

/*
 * The wire form of a contract schema. Contracts are written in camelCase, the shape the code
 * works with; JSON on the wire is snake_case. For every schema this module derives, once:
 *  - `wireSchemaOf(schema)`: the same schema with snake_case object keys (leaves, checks and
 *    metadata kept), which the OpenAPI document publishes;
 *  - `wireCodec(schema)`: a zod codec from that wire schema to the contract schema. Parsing
 *    (decoding) validates the wire form, renames the keys the schema declares, then validates the
 *    camelCase result against the contract schema itself (so its refinements run too);
 *  - `toWire(schema, value)`: the other direction, renaming the keys the schema declares. It is
 *    typed by the schema and validates nothing (the sender's types already do).
 * The server decodes requests and encodes responses with these, the client does the opposite;
 * no other code renames keys. Only declared object keys are renamed: record keys (error
 * `fields`, currency codes) and values are left as they are.
 */

// Key and path names (no zod: the client's error handling uses them on the first load).
export { toAppName, toAppPath, toWireName, toWirePath } from './wire-names';

type Schema = z.core.$ZodType;

interface WireForm {
  schema: Schema;
  toApp: (value: unknown) => unknown;
  toWire: (value: unknown) => unknown;
}

const same = (value: unknown) => value;
const forms = new WeakMap<Schema, WireForm>();

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Keeps the schema's metadata (id, description, example) on its wire copy. */
function withMetaOf<T extends z.ZodType>(original: Schema, copy: T): T {
  const meta = z.globalRegistry.get(original);
  return meta ? copy.meta(meta) : copy;
}

function objectForm(schema: z.ZodObject): WireForm {
  const keys = Object.entries(schema.shape).map(([appKey, child]) => {
    const wireKey = toWireName(appKey);
    if (toAppName(wireKey) !== appKey) throw new Error(`Contract key "${appKey}" does not survive the trip to "${wireKey}" and back: rename it.`);
    return { appKey, wireKey, form: wireFormOf(child) };
  });
  const def = schema._zod.def;
  const renamed = keys.some(({ appKey, wireKey, form }) => appKey !== wireKey || form.schema !== schema.shape[appKey]);
  // Refinements of the whole object name camelCase keys: they run on the contract side of the codec.
  const schemaOnWire = !renamed && !def.checks?.length
    ? schema
    : withMetaOf(schema, schema.clone({ ...def, shape: Object.fromEntries(keys.map(({ wireKey, form }) => [wireKey, form.schema])), checks: [] }));
  const keepsExtraKeys = def.catchall !== undefined && def.catchall._zod.def.type !== 'never';

  const rename = (from: 'appKey' | 'wireKey', to: 'appKey' | 'wireKey', direction: 'toApp' | 'toWire') => (value: unknown) => {
    if (!isPlainObject(value)) return value;
    const known = new Set(keys.map((key) => key[from]));
    const out: Record<string, unknown> = keepsExtraKeys ? Object.fromEntries(Object.entries(value).filter(([key]) => !known.has(key))) : {};
    for (const key of keys) {
      if (Object.hasOwn(value, key[from])) out[key[to]] = key.form[direction](value[key[from]]);
    }
    return out;
  };
  return { schema: schemaOnWire, toApp: rename('wireKey', 'appKey', 'toApp'), toWire: rename('appKey', 'wireKey', 'toWire') };
}

/** Optional, nullable, default, readonly, …: the wrapped schema's form around null and undefined. */
function wrapperForm(schema: Schema, inner: Schema, rebuild: (innerOnWire: Schema) => z.ZodType): WireForm {
  const form = wireFormOf(inner);
  const skipEmpty = (convert: (value: unknown) => unknown) => (value: unknown) => (value === null || value === undefined ? value : convert(value));
  return {
    schema: form.schema === inner ? schema : withMetaOf(schema, rebuild(form.schema)),
    toApp: skipEmpty(form.toApp),
    toWire: skipEmpty(form.toWire),
  };
}

function deriveForm(schema: Schema): WireForm {
  if (schema instanceof z.ZodObject) return objectForm(schema);
  if (schema instanceof z.ZodArray) {
    const form = wireFormOf(schema.element);
    const each = (convert: (value: unknown) => unknown) => (value: unknown) => (Array.isArray(value) ? value.map(convert) : value);
    return {
      schema: form.schema === schema.element ? schema : withMetaOf(schema, schema.clone({ ...schema._zod.def, element: form.schema })),
      toApp: each(form.toApp),
      toWire: each(form.toWire),
    };
  }
  if (schema instanceof z.ZodRecord) {
    const form = wireFormOf(schema.valueType);
    const values = (convert: (value: unknown) => unknown) => (value: unknown) =>
      isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)])) : value;
    return {
      schema: form.schema === schema.valueType ? schema : withMetaOf(schema, schema.clone({ ...schema._zod.def, valueType: form.schema })),
      toApp: values(form.toApp),
      toWire: values(form.toWire),
    };
  }
  // Optional, nullable, default, …: the same wrapper around the wrapped schema's wire form.
  if (schema instanceof z.ZodOptional) return wrapperForm(schema, schema._zod.def.innerType, (innerType) => schema.clone({ ...schema._zod.def, innerType }));
  if (schema instanceof z.ZodNullable) return wrapperForm(schema, schema._zod.def.innerType, (innerType) => schema.clone({ ...schema._zod.def, innerType }));
  if (schema instanceof z.ZodDefault) return wrapperForm(schema, schema._zod.def.innerType, (innerType) => schema.clone({ ...schema._zod.def, innerType }));
  if (schema instanceof z.ZodReadonly) return wrapperForm(schema, schema._zod.def.innerType, (innerType) => schema.clone({ ...schema._zod.def, innerType }));
  const parts = composedParts(schema);
  if (parts.some((part) => wireFormOf(part).schema !== part)) {
    // Not used by any contract yet: each needs its own rule for which keys a value has.
    throw new Error(`The wire form of a ${schema._zod.def.type} holding objects is not supported: add its rule to src/api/contract/wire.ts`);
  }
  // Strings, numbers, enums, literals, …: the same on the wire.
  return { schema, toApp: same, toWire: same };
}

/** The schemas inside a union, intersection, tuple, pipe or another wrapper. */
function composedParts(schema: Schema): Schema[] {
  const def: object = schema._zod.def;
  if ('innerType' in def && def.innerType instanceof z.ZodType) return [def.innerType];
  if (schema instanceof z.ZodUnion) return [...schema.options];
  if (schema instanceof z.ZodIntersection) return [schema._zod.def.left, schema._zod.def.right];
  if (schema instanceof z.ZodTuple) return [...schema._zod.def.items];
  if (schema instanceof z.ZodPipe) return [schema._zod.def.in, schema._zod.def.out];
  return [];
}

function wireFormOf(schema: Schema): WireForm {
  let form = forms.get(schema);
  if (!form) {
    form = deriveForm(schema);
    forms.set(schema, form);
  }
  return form;
}

/** The schema as it travels: snake_case object keys, the same leaves, checks and metadata. */
export function wireSchemaOf(schema: Schema): Schema {
  return wireFormOf(schema).schema;
}

export type WireCodec<T extends Schema> = z.ZodCodec<Schema, T>;

const codecs = new WeakMap<Schema, z.ZodCodec<Schema, Schema>>();

/**
 * Wire form -> contract form and back. `wireCodec(schema).parse(json)` (or safeParse) decodes a
 * received JSON value: it validates the wire form, renames the keys, and validates the result
 * against `schema`.
 */
export function wireCodec<T extends Schema>(schema: T): WireCodec<T> {
  const cached = codecs.get(schema);
  // The cache holds exactly one codec per schema, built below for this very schema.
  if (cached) return cached as WireCodec<T>;
  const form = wireFormOf(schema);
  const codec = z.codec(form.schema, schema, {
    // The renamed value is checked against `schema` right after this step, so its type is
    // established by the codec's own validation, not by this assertion.
    decode: (value) => form.toApp(value) as z.input<T>,
    encode: (value) => form.toWire(value),
  });
  codecs.set(schema, codec);
  return codec;
}

/** A value in its wire form (snake_case keys where `schema` declares keys). */
export function toWire<T extends Schema>(schema: T, value: z.input<T>): unknown {
  return wireFormOf(schema).toWire(value);
}
