// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * Mutants that cannot change behaviour, left out of the score with the reason:
 * - a state's `description`: documentation shown in the diagrams, read by no code;
 * - `types: { … }` inside setup(): TypeScript-only type carriers (`{} as Context`), empty at run time;
 * - `meta: { requirements: [...] }`: the spec rules (src/machines/testing/requirements.ts) a state or
 *   transition covers, read by the coverage report and the studio, never by the machine;
 * - `notSupplied('…')`: placeholder actors (src/machines/calls/not-supplied.ts) the edge always replaces.
 */
/** `name: fromPromise<…>(notSupplied('name'))` */
function isPlaceholderActor(node) {
  if (node.type !== 'ObjectProperty' || node.value.type !== 'CallExpression') return false;
  const [argument] = node.value.arguments;
  return argument?.type === 'CallExpression' && argument.callee.type === 'Identifier' && argument.callee.name === 'notSupplied';
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-metadata', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      if (path.isObjectExpression() && path.node.properties.length > 0 && path.node.properties.every((node) => node.type === 'ObjectProperty' && node.key.type === 'Identifier' && node.key.name === 'description')) {
        return 'A state whose only setting is its description: documentation for the diagrams.';
      }
      if (path.isObjectExpression() && path.node.properties.length > 0 && path.node.properties.every(isPlaceholderActor)) {
        return 'Placeholder actors the edge always replaces with provide(); never run by the app or its tests.';
      }
      if (path.isCallExpression() && path.node.callee.type === 'Identifier' && path.node.callee.name === 'notSupplied') {
        return 'Placeholder actors the edge always replaces with provide(); never run by the app or its tests.';
      }
      const property = path.isObjectProperty() ? path : path.parentPath?.isObjectProperty() ? path.parentPath : null;
      if (!property || !property.isObjectProperty()) return undefined;
      const key = property.node.key;
      const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null;
      if (name === 'description' && property.node.value.type === 'StringLiteral') return 'A state description is documentation for the diagrams; no code reads it.';
      if (name === 'meta' && property.node.value.type === 'ObjectExpression') return 'meta.requirements names the spec rules a state or transition covers, for the coverage report and the studio; the machine never reads it.';
      if (name === 'types' && property.node.value.type === 'ObjectExpression') return 'setup({ types }) carries TypeScript types only; it is empty at run time.';
      return undefined;
    },
  }),
];
