import type { VatInvoice } from '../../../src/api/contract/checkout';
import type { Db } from '../../db/client';
import type { SmsService } from '../../services/sms/sms-service';
import { cancelOrder, markOrderPaid } from './order-lifecycle';

/*
 * Operations' command line (`npm run orders -- <command>`, scripts/orders.ts):
 *   mark-paid <reference>   record the payment of an order (a bank transfer that arrived, the
 *                           courier's cash) and queue the customer's SMS, as the protected route does.
 *   cancel <reference>      cancel a pending order and give its promotion code's use back, as the
 *                           protected mark-cancelled route does; a paid order is refused.
 * An order with a VAT invoice asked for (issue 23 §16) prints the buyer the invoice names after the
 * outcome, so whoever marks it paid issues the invoice.
 * Exit codes: 0 done (or already so), 1 no such order, or refused (a cancelled order to mark paid,
 * a paid order to cancel), 2 usage.
 */

/** The lines naming an order's VAT invoice buyer (none without one). */
export function vatInvoiceLines(invoice: VatInvoice | null | undefined): string[] {
  if (!invoice) return [];
  return [`  VAT invoice for: ${invoice.companyName}`, `  Tax code: ${invoice.taxCode}`, `  Address: ${invoice.address}`, `  Send it to: ${invoice.email}`];
}

export interface OrdersCommandDeps {
  db: Db;
  sms: SmsService;
  now: () => Date;
  print: (line: string) => void;
}

export const ORDERS_COMMANDS = ['mark-paid', 'cancel'] as const;
export type OrdersCommand = (typeof ORDERS_COMMANDS)[number];

export const ORDERS_USAGE = 'Usage: npm run orders -- mark-paid <reference>   or   npm run orders -- cancel <reference>   (a reference looks like GW-2026-000123)';

/** The command and reference of well-formed arguments; null otherwise (print the usage). */
export function parseOrdersArgs(args: string[]): { command: OrdersCommand; reference: string } | null {
  const [command, reference, ...rest] = args;
  if (!(ORDERS_COMMANDS as readonly string[]).includes(command) || !reference || rest.length > 0 || !/^GW-\d{4}-\d{6,}$/.test(reference)) return null;
  return { command: command as OrdersCommand, reference };
}

export async function runOrdersCommand(args: string[], { db, sms, now, print }: OrdersCommandDeps): Promise<number> {
  const parsed = parseOrdersArgs(args);
  if (!parsed) {
    print(ORDERS_USAGE);
    return 2;
  }
  const { command, reference } = parsed;
  if (command === 'cancel') {
    const result = await cancelOrder(db, reference, now());
    switch (result.outcome) {
      case 'cancelled':
        print(`${reference} is cancelled${result.order.promotionCode ? `; the code ${result.order.promotionCode} has its use back` : ''}.`);
        return 0;
      case 'already_cancelled':
        print(`${reference} was already cancelled (at ${result.order.cancelledAt?.toISOString() ?? '?'}); nothing changed.`);
        return 0;
      case 'paid':
        print(`${reference} is paid; it cannot be cancelled.`);
        return 1;
      case 'not_found':
        print(`No order has the reference ${reference}.`);
        return 1;
    }
  }
  const result = await markOrderPaid(db, sms, reference, now());
  switch (result.outcome) {
    case 'paid':
      print(`${reference} is paid; the customer's SMS is queued.`);
      vatInvoiceLines(result.order.vatInvoice).forEach(print);
      return 0;
    case 'already_paid':
      print(`${reference} was already paid (at ${result.order.paidAt?.toISOString() ?? '?'}); nothing changed.`);
      vatInvoiceLines(result.order.vatInvoice).forEach(print);
      return 0;
    case 'cancelled':
      print(`${reference} was cancelled; it cannot be marked paid.`);
      return 1;
    case 'not_found':
      print(`No order has the reference ${reference}.`);
      return 1;
  }
}
