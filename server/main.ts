import { serve } from '@hono/node-server';
import { composeServer } from './composition-root';
import { ConfigError } from './config/config';
import { noErrorReporter } from './http/error-reporting';
import type { ErrorReporter } from './http/error-reporting';
import { createLogger } from './http/logger';
import { startRetentionSweeps } from './services/retention/retention';
import { startSmsWorker } from './services/sms/sms-worker';
import type { Logger } from './http/logger';

// Until the configuration is read, to standard error: JSON in production, plain lines otherwise (as loggerFor does).
let logger: Logger = createLogger({
  format: process.env.NODE_ENV === 'production' ? 'json' : 'plain',
  destination: (line) => void process.stderr.write(line),
});

// Once the configuration is read: Sentry when SENTRY_DSN is set (http/error-reporting.ts), nothing otherwise.
let errors: ErrorReporter = noErrorReporter;

// Whatever escapes a request still goes through the logger, which scrubs phone numbers, codes and
// tokens, and to Sentry (scrubbed the same way), which gets two seconds to send it before the exit.
let failing = false;
async function fail(error: unknown, source: 'uncaughtException' | 'unhandledRejection') {
  logger.fatal({ err: error }, source === 'uncaughtException' ? 'uncaught exception' : 'unhandled promise rejection');
  if (failing) return;
  failing = true;
  errors.report(error, { source });
  await errors.flush(2000).catch(() => false);
  process.exit(1);
}
process.on('uncaughtException', (error) => void fail(error, 'uncaughtException'));
process.on('unhandledRejection', (reason) => void fail(reason, 'unhandledRejection'));

async function start() {
  try {
    return await composeServer({ env: process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const { app, config, database, sms, services, version, seeded, close } = await start();
logger = services.logger;
errors = services.errors;
if (seeded) logger.info('Demo data seeded.');
// The SMS outbox's worker: graphile-worker on a PostgreSQL server, a loop in this process on PGlite.
const smsWorker = await startSmsWorker({ sms, database, logger });
// What the privacy policy says we delete after a while, deleted (services/retention).
const retention = startRetentionSweeps(database.db, logger);

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const origin = `http://localhost:${info.port}`;
  logger.info(`GeneWell ${version} is running (${database.kind} database${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''}) on ${config.HOST}:${info.port}.`);
  logger.info(`  App:        ${origin}/`);
  logger.info(`  API docs:   ${origin}/api/docs`);
  if (sms.providerName === 'outbox' && config.DEV_TOOLS) logger.info(`  SMS outbox: ${origin}/dev/outbox (from this machine only)`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down.`);
  server.close();
  await retention.stop();
  await smsWorker.stop();
  await close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
