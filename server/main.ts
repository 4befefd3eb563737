import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import type { Config } from './config/config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/seed';
import { createSmsService } from './services/sms/sms-service';
import { createOutboxProvider } from './services/sms/sms-provider';
import { createHttpProvider } from './services/sms/http-provider';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
if (config.SEED_DEMO_DATA) {
  const { seeded } = await seedDemoData(database.db);
  if (seeded) console.log('Demo data seeded.');
}
const provider =
  config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL && config.SMS_HTTP_KEY
    ? createHttpProvider({ url: config.SMS_HTTP_URL, apiKey: config.SMS_HTTP_KEY })
    : createOutboxProvider();
const sms = createSmsService(database.db, provider, config.SMS_SENDER);
const app = createApp({ config, database, sms, version });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const origin = `http://localhost:${info.port}`;
  console.log(`GeneWell ${version} is running (${database.kind} database${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''}).`);
  console.log(`  App:        ${origin}/`);
  console.log(`  API docs:   ${origin}/api/docs`);
  if (sms.providerName === 'outbox' && config.DEV_TOOLS) console.log(`  SMS outbox: ${origin}/dev/outbox`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down.`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
