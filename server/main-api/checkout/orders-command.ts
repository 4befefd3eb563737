import type { Db } from '../../db/client';
import type { SmsService } from '../../services/sms/sms-service';
import { markOrderPaid } from './orders.service';

/*
 * Operations' command line (`npm run orders -- <command>`, scripts/orders.ts):
 *   mark-paid <reference>   record the payment of an order (a bank transfer that arrived, the
 *                           courier's cash) and queue the customer's SMS, as the protected route does.
 * Exit codes: 0 done (or already paid), 1 no such order or cancelled, 2 usage.
 */

export interface OrdersCommandDeps {
  db: Db;
  sms: SmsService;
  now: () => Date;
  print: (line: string) => void;
}

export const ORDERS_USAGE = 'Usage: npm run orders -- mark-paid <reference>   (a reference looks like GW-2026-000123)';

export async function runOrdersCommand(args: string[], { db, sms, now, print }: OrdersCommandDeps): Promise<number> {
  const [command, reference, ...rest] = args;
  if (command !== 'mark-paid' || !reference || rest.length > 0 || !/^GW-\d{4}-\d{6,}$/.test(reference)) {
    print(ORDERS_USAGE);
    return 2;
  }
  const result = await markOrderPaid(db, sms, reference, now());
  switch (result.outcome) {
    case 'paid':
      print(`${reference} is paid; the customer's SMS is queued.`);
      return 0;
    case 'already_paid':
      print(`${reference} was already paid (at ${result.order.paidAt?.toISOString() ?? '?'}); nothing changed.`);
      return 0;
    case 'cancelled':
      print(`${reference} was cancelled; it cannot be marked paid.`);
      return 1;
    case 'not_found':
      print(`No order has the reference ${reference}.`);
      return 1;
  }
}
