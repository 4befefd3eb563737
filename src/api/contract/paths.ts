/*
 * The parts of an entry (endpoint.ts) that are plain data: where each API lives, the header names
 * and the path of a call. No zod here, so that the browser's first load (the start, the header's
 * cart) can build requests before any contract schema arrives; endpoint.ts re-exports all of it.
 */

/** Where each API lives; an entry's `path` is relative to its API's base. */
export const API_BASES = {
  /** Same origin, outside both API bases: /api/health, /api/dev/… */
  site: '',
  main: '/main/api/v1',
  portal: '/portal/api/v1',
} as const;
export type ApiName = keyof typeof API_BASES;

/** Request headers an entry may declare (lower-case: header names are case-insensitive). */
export const HEADERS = {
  /** Device-ID: an id of this browser or device (the OTP verify stores it with the token). */
  deviceId: 'device-id',
  /** User-Client-Id: the anonymous client id the browser keeps (the anonymous-user merge). */
  userClientId: 'user-client-id',
  /** Kid-Quiz-Secret: a kid-quiz results record's secret, given to its creator (src/api/contract/kid-quiz.ts). */
  kidQuizSecret: 'kid-quiz-secret',
  /** Diet-Quiz-Secret: a diet-quiz results record's secret, given to its creator (src/api/contract/diet-quiz.ts). */
  dietQuizSecret: 'diet-quiz-secret',
  /** Idempotency-Key: one value per checkout attempt; a retry with it answers the first order (src/api/contract/checkout.ts). */
  idempotencyKey: 'idempotency-key',
  /** Order-Secret: an order's secret, given in the checkout's answer (the guest's order link). */
  orderSecret: 'order-secret',
  /** Survey-Token: an appointment's survey token, from its text messages' links (src/api/contract/consultations.ts). */
  surveyToken: 'survey-token',
} as const;

/** An entry's API and path (endpoint.ts: `Endpoint`). */
interface EntryPath {
  api: ApiName;
  path: string;
}

/** The entry's path with its parameters filled in (each one URL-encoded). */
export function pathWith(entry: Pick<EntryPath, 'path'>, params: Record<string, unknown> = {}): string {
  return entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${entry.path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The full path on the server: the API's base and the entry's path. */
export function fullPathOf(entry: EntryPath): string {
  return `${API_BASES[entry.api]}${entry.path}`;
}

/** The full path with its parameters filled in, as a request line carries it. */
export function urlOf(entry: EntryPath, params?: Record<string, unknown>): string {
  return `${API_BASES[entry.api]}${pathWith(entry, params)}`;
}
