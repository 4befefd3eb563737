/*
 * Where the API client (client.ts) says that a call failed: one line per failure, never the error
 * object with its stack. In the browser it goes to the console; the server's first-screen renderer
 * (src/entry-server.tsx) sends it to the server's scrubbing logger instead (server/http/logger.ts,
 * which masks phone numbers in paths), and the unit tests' setup (src/views/testing/setup.ts)
 * collects it quietly, so a test that expects a failure prints nothing.
 */

export interface ApiFailure {
  method: string;
  path: string;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  code: string;
  message: string;
}

export type ApiFailureLog = (failure: ApiFailure) => void;

/** The failure as one line of text. */
export const apiFailureLine = ({ method, path, status, code, message }: ApiFailure): string =>
  `[api] ${method} ${path} failed: ${status} ${code} ${message.split('\n')[0]}`;

const toConsole: ApiFailureLog = (failure) => console.error(apiFailureLine(failure));

let current: ApiFailureLog = toConsole;

export function logApiFailure(failure: ApiFailure): void {
  current(failure);
}

/** Sends every later failure to `log` (null: back to the console). */
export function setApiFailureLog(log: ApiFailureLog | null): void {
  current = log ?? toConsole;
}
