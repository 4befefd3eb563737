/*
 * Operations' command line for orders: `npm run orders -- mark-paid <reference>` and
 * `npm run orders -- cancel <reference>`.
 *
 * With DATABASE_URL (a PostgreSQL server) it writes to the database directly: the order becomes
 * paid and the customer's SMS is queued in the same transaction, for the servers' workers to send.
 * Cancel does the same: the order cancelled and its code's use given back, in one transaction.
 * On embedded PGlite the running server owns the database, so the command asks it instead, through
 * the protected route (POST …/checkout/orders/<reference>/mark-paid or …/mark-cancelled with ORDERS_ADMIN_TOKEN, at
 * ORDERS_SERVER_URL or http://127.0.0.1:$PORT); when no server answers it opens the PGlite folder
 * (DATA_DIR) itself.
 */
import { checkoutEndpoints } from '../src/api/contract/checkout';
import type { VatInvoice } from '../src/api/contract/checkout';
import { urlOf } from '../src/api/contract/endpoint';
import { loadConfig } from '../server/config/config';
import type { Config } from '../server/config/config';
import { ORDERS_USAGE, parseOrdersArgs, vatInvoiceLines } from '../server/main-api/checkout/orders-command';

const print = (line: string) => void process.stdout.write(`${line}\n`);

async function direct(config: Config, args: string[]): Promise<number> {
  // Loaded only here: asking the running server (the usual way on PGlite) needs none of the
  // database, the SMS service or the server's wiring, and starts in a fraction of the time.
  const [{ openDatabase }, { runOrdersCommand }, { smsProviderFor }, { createSmsService }, { graphileEnqueueHook }] = await Promise.all([
    import('../server/db/client'),
    import('../server/main-api/checkout/orders-command'),
    import('../server/composition-root'),
    import('../server/services/sms/sms-service'),
    import('../server/services/sms/sms-worker'),
  ]);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const sms = createSmsService(database.db, smsProviderFor(config), {
      sender: config.SMS_SENDER,
      maxAttempts: config.SMS_MAX_ATTEMPTS,
      onEnqueue: database.kind === 'postgres' ? graphileEnqueueHook(config.SMS_MAX_ATTEMPTS) : undefined,
    });
    return await runOrdersCommand(args, { db: database.db, sms, now: () => new Date(), print });
  } finally {
    await database.close();
  }
}

/** Through the running server's protected route; null when no server answers. */
async function viaServer(config: Config, args: string[]): Promise<number | null> {
  const parsed = parseOrdersArgs(args);
  if (!parsed) {
    print(ORDERS_USAGE);
    return 2;
  }
  const { command, reference } = parsed;
  const entry = command === 'cancel' ? checkoutEndpoints.markOrderCancelled : checkoutEndpoints.markOrderPaid;
  const base = (process.env.ORDERS_SERVER_URL || `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${urlOf(entry, { reference })}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.ORDERS_ADMIN_TOKEN ?? ''}` },
    });
  } catch {
    return null;
  }
  if (response.ok) {
    print(command === 'cancel' ? `${reference} is cancelled (its code's use given back once).` : `${reference} is paid (the customer's SMS is queued once).`);
    // The order as the route answers it (wire names): the VAT invoice's buyer, if one was asked for.
    const answer = (await response.json().catch(() => null)) as { data?: { vat_invoice?: { company_name: string; tax_code: string; address: string; email: string } | null } } | null;
    const invoice = answer?.data?.vat_invoice;
    const named: VatInvoice | null = invoice ? { companyName: invoice.company_name, taxCode: invoice.tax_code, address: invoice.address, email: invoice.email } : null;
    if (command === 'mark-paid') vatInvoiceLines(named).forEach(print);
    return 0;
  }
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  print(`${response.status}: ${body?.error?.message ?? 'refused'}${response.status === 404 && !config.ORDERS_ADMIN_TOKEN ? ' (set ORDERS_ADMIN_TOKEN as the server has it)' : ''}`);
  return 1;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const config = loadConfig(process.env);
  if (config.DATABASE_URL) return direct(config, args);
  const answered = await viaServer(config, args);
  if (answered !== null) return answered;
  if (config.DATA_DIR.startsWith('memory://')) {
    print('No server answers and the database is in memory: start the server, or set DATABASE_URL.');
    return 1;
  }
  return direct(config, args);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
