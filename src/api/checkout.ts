import type { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import { checkoutEndpoints } from './contract/checkout';
import type { DeliveryInformation, Order, OrderList, transactionRequestSchema } from './contract/checkout';
import { HEADERS } from './contract/paths';
import type { Language } from './contract/language';

/*
 * Checkout on the Main API (src/api/contract/checkout.ts): the transaction (with its
 * Idempotency-Key header), the signed-in customer's last delivery details and the order read
 * (by session, or with the order's secret in the Order-Secret header: never in a URL the server
 * sees, so never in a log).
 */

export type TransactionRequest = z.input<typeof transactionRequestSchema>;

export async function createTransaction(client: CallClient, body: TransactionRequest, idempotencyKey: string, signal?: AbortSignal): Promise<Order> {
  return (await callEndpoint(client, checkoutEndpoints.createTransaction, { body, headers: { [HEADERS.idempotencyKey]: idempotencyKey }, signal })).data;
}

export async function lastDeliveryInformation(client: CallClient, signal?: AbortSignal): Promise<DeliveryInformation | null> {
  return (await callEndpoint(client, checkoutEndpoints.lastDeliveryInformation, { signal })).data;
}

export async function retrieveOrder(client: CallClient, reference: string, secret: string | null, lang: Language, signal?: AbortSignal): Promise<Order> {
  return (await callEndpoint(client, checkoutEndpoints.retrieveOrder, { params: { reference }, query: { lang }, headers: { [HEADERS.orderSecret]: secret }, signal })).data;
}

/** The customer cancels their pending order: by the session, or with the order's secret (Order-Secret). */
export async function cancelOrder(client: CallClient, reference: string, secret: string | null, lang: Language, signal?: AbortSignal): Promise<Order> {
  return (await callEndpoint(client, checkoutEndpoints.cancelOrder, { params: { reference }, query: { lang }, headers: { [HEADERS.orderSecret]: secret }, signal })).data;
}

/** A page of the signed-in customer's orders, newest first. */
export async function listMyOrders(client: CallClient, page: number, signal?: AbortSignal): Promise<OrderList> {
  return callEndpoint(client, checkoutEndpoints.listMyOrders, { query: { page }, signal });
}
