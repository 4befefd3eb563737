import { serve } from '@hono/node-server';
import { composeServer } from './composition-root';
import { ConfigError } from './config/config';

async function start() {
  try {
    return await composeServer({ env: process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const { app, config, database, sms, version, seeded, close } = await start();
if (seeded) console.log('Demo data seeded.');

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
  await close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
