import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const noServer = { group: ['**/server/**'], message: 'The browser app cannot import server code.' };

/*
 * Views render machine state and send raw input: behaviour lives in the flow's machine, not in
 * React state or effects. A purely presentational use may be allowed here, one file at a time,
 * with the reason (none is needed today: focus on mount is a ref callback).
 */
const BEHAVIOUR_HOOKS = ['useState', 'useEffect', 'useReducer', 'useLayoutEffect'];
const presentationalHookFiles = {
  // 'src/views/<area>/<file>.tsx': '<one-line reason>',
};

/** What the server may not import from the browser app (every server file). */
const serverAppImports = { group: ['**/src/views/**', '**/src/machines/**', '**/src/i18n/**', '**/src/platform/**', '**/src/api/*', '!**/src/api/contract', '!**/src/api/contract/**'], message: 'The server imports only src/api/contract and src/domain from the app.' };

/*
 * A view area (src/views/<area>) imports no other area: what two areas share lives in
 * src/views/shared. The exceptions, each with its reason: these imports are allowed where listed.
 */
const viewAreaTies = {
  // The route tree's root: every area hangs its routes on it (router.tsx assembles them).
  '**/*-routes.ts': ['../shell/root-route'],
  // /account/* places the signed-in pages of other flows in the account's layout.
  'src/views/account/account-routes.ts': ['../appointments/*', '../auth/*', '../profile/*', '../surveys/*'],
  // The consultation pages' routes hang the pre- and post-consultation surveys under an appointment.
  'src/views/appointments/appointments-routes.ts': ['../surveys/*'],
  // The page frame places the header's sign-in item and cart link, the footer, the consent notice and the not-found page.
  'src/views/shell/{site-header,root-layout,root-route}.tsx': ['../auth/auth-nav-item', '../cart/cart-link', '../legal/*', '../not-found/*'],
  // The onboarding survey's modal shows the survey's own form and effects.
  'src/views/promo-modals/*': ['../surveys/*'],
  // The catalogue's add-to-cart slot draws the cart area's button.
  'src/views/catalogue/add-to-cart-slot.tsx': ['../cart/*'],
  // The statechart studio answers an unknown machine with the site's not-found page.
  'src/views/studio/studio-pages.tsx': ['../not-found/*'],
};
const VIEW_AREAS = readdirSync(new URL('./src/views', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const viewAreaPattern = (allowed = []) => ({
  // Stylesheets are exempt: the app has one stylesheet (docs/performance.md), an area's file is a part of it.
  group: [...VIEW_AREAS.map((area) => `../${area}/*`), '!../*/*.css', ...allowed.map((path) => `!${path}`)],
  message: 'A view area imports no other view area: move what they share to src/views/shared (eslint.config.js lists the exceptions).',
});
const viewRules = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [noServer, ...(allowed ? [viewAreaPattern(allowed)] : [])],
      paths: [{ name: 'react', importNames: BEHAVIOUR_HOOKS, message: 'Behaviour belongs in the flow’s machine; views read selectors and send events (eslint.config.js lists allowed presentational uses).' }],
    },
  ],
  'no-restricted-properties': ['error', ...BEHAVIOUR_HOOKS.map((property) => ({ object: 'React', property, message: 'Behaviour belongs in the flow’s machine.' }))],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.stryker-tmp/**', 'reports/**', '.data/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only|todo)$/]", message: 'No skipped or focused tests.' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The browser app must not reach into the server, and shared layers must not reach into views.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    // Machines decide; views render. A machine never imports a view.
    files: ['src/machines/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer, { group: ['**/views/**'], message: 'Machines do not import views: the edge provides effects with provide().' }] }],
    },
  },
  {
    // Tests and the test harness may reach every area (they render the real route tree).
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: Object.keys(presentationalHookFiles),
    rules: viewRules(),
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: [...Object.keys(presentationalHookFiles), 'src/views/**/*.test.{ts,tsx}', 'src/views/testing/**'],
    rules: viewRules([]),
  },
  ...Object.keys(viewAreaTies).map((files) => ({
    files: [files],
    ignores: [...Object.keys(presentationalHookFiles), 'src/views/**/*.test.{ts,tsx}', 'src/views/testing/**'],
    rules: viewRules(Object.entries(viewAreaTies).filter(([other]) => other === files || (other === '**/*-routes.ts' && files.endsWith('-routes.ts'))).flatMap(([, paths]) => paths)),
  })),
  {
    // The server logs through its logger (server/http/logger.ts), which scrubs phone numbers, codes and tokens.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/fuzz/**', 'server/chaos/main.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // The server shares only the contract and the pure domain with the browser app.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverAppImports] }] },
  },
  {
    // The database schema owns its value shapes (server/db/schema/values.ts); the demo seed builds on it, never the other way.
    files: ['server/db/schema.ts', 'server/db/schema/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverAppImports, { group: ['**/seed', '**/seed/**'], message: 'The schema imports nothing from the demo seed: shared shapes live in server/db/schema/values.ts.' }] }] },
  },
  {
    // Services take plain inputs and return results or domain errors (a Refusal: server/services/refusal.ts);
    // Hono (its Context, middleware) and HTTP errors stay in handlers, routes and the app's error handler.
    // Every service: the flows' *.service.ts and everything in server/services (HTTP middleware such as
    // the public cache and the per-client rate-limit checks lives in server/http).
    files: ['server/**/*.service.ts', 'server/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'hono', message: 'A service takes plain inputs: read the request in its handler.' }], patterns: [
        serverAppImports,
        { group: ['hono/*'], message: 'A service takes plain inputs: read the request in its handler.' },
        { group: ['**/http/errors'], message: 'A service refuses with a Refusal (server/services/refusal.ts); the app gives it its HTTP status.' },
      ] }],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/api/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**'], message: 'Shared code cannot import server code.' },
        { group: ['**/views/**', '**/machines/**', '**/platform/**', 'react', 'react-dom'], message: 'domain/ and api/contract/ are pure and shared with the server.' },
      ] }],
    },
  },
);
