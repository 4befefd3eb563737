import { serverT } from '../../i18n/server-i18n';
import { smsAmount, smsText } from '../../services/sms/sms-text';
import type { OrderRow } from './order-views';

/* The customer's text messages about an order: placed (with its link) and paid. */

/**
 * The SMS sent when an order is placed: its reference, the amount and its link; for a transfer,
 * "pay" (the page has the QR code), for cash on delivery, the amount the courier collects. GSM-7
 * in en and vi (vi without diacritics); the link makes it two segments at most (three in th, zh).
 */
export function placedSmsText(order: Pick<OrderRow, 'language' | 'reference' | 'total' | 'paymentMethod'>, link: string): string {
  const key = order.paymentMethod === 'cod' ? 'sms.placedCod' : 'sms.placedTransfer';
  return smsText(order.language, serverT(order.language, 'orders')(key, { reference: order.reference, total: smsAmount(order.language, order.total.VND), link }));
}

/** The SMS telling the customer their payment arrived: one GSM-7 segment in en and vi (vi without diacritics), one UCS-2 segment in th and zh. */
export function paidSmsText(order: Pick<OrderRow, 'language' | 'reference' | 'total'>): string {
  return smsText(order.language, serverT(order.language, 'orders')('sms.paid', { reference: order.reference, total: smsAmount(order.language, order.total.VND) }));
}
