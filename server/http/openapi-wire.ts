import humps from 'humps';

/**
 * Route declarations use the camelCase contracts the code works with; the wire is snake_case.
 * This rewrites property names, required lists and query/path parameter names in the generated
 * document so the published reference shows exactly what travels over HTTP.
 */
export function toWireDocument<T>(document: T): T {
  return rewrite(document) as T;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [humps.decamelize(name), rewrite(schema)]));
    } else if (key === 'required' && Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      out[key] = value.map((name: string) => humps.decamelize(name));
    } else if (key === 'parameters' && Array.isArray(value)) {
      out[key] = value.map((parameter: unknown) => {
        const rewritten = rewrite(parameter) as Record<string, unknown>;
        return typeof rewritten.name === 'string' && rewritten.in === 'query' ? { ...rewritten, name: humps.decamelize(rewritten.name) } : rewritten;
      });
    } else {
      out[key] = rewrite(value);
    }
  }
  return out;
}
