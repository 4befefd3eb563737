import { Logger } from 'graphile-worker';
import type { LogLevel } from 'graphile-worker';

/**
 * graphile-worker logs to the console by default. Its messages name tasks and job ids, never a
 * payload's content (our payloads hold a message id only), so they may go to our logger; until one
 * is given (migrations run before the logger exists), only errors are written, to standard error.
 */
export function queueLogger(write: (level: LogLevel, message: string) => void): Logger {
  return new Logger(() => (level, message) => write(level, message));
}

export const quietQueueLogger = queueLogger((level, message) => {
  if (level === 'error') process.stderr.write(`graphile-worker: ${message}\n`);
});
