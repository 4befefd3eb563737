/**
 * What a bench visitor holds, made through the app's real routes on a running server started with
 * DEV_TOOLS=true (the development SMS outbox gives the sign-in code): a signed-in token (the
 * server bench's signed-in read, the booking wizard's Lighthouse run) and a cart with a package
 * (the cart's and the checkout's Lighthouse runs).
 */
import { cartEndpoints } from '../src/api/contract/cart';
import { urlOf } from '../src/api/contract/endpoint';
import { authEndpoints } from '../src/api/contract/auth';
import { smsOutboxEndpoints } from '../src/api/contract/sms-outbox';

const json = { 'content-type': 'application/json' };

/** The seeded demo account An (server/seed/demo-accounts.ts), with gene-test reports of his own and his daughter's: the booking wizard has something to offer. */
export const DEMO_PHONE = '+84901234567';

/** Signs in through the real routes, the code read from the development outbox; answers the session token. */
export async function signIn(base: string, phone = DEMO_PHONE): Promise<string> {
  const sent = await fetch(`${base}${urlOf(authEndpoints.signin)}`, { method: 'POST', headers: json, body: JSON.stringify({ otp_key: phone, otp_method: 'sms' }) });
  if (!sent.ok) throw new Error(`sign-in code refused: ${sent.status}`);
  const outbox = (await (await fetch(`${base}${urlOf(smsOutboxEndpoints.list)}?phone=${encodeURIComponent(phone)}&limit=1`)).json()) as { data: Array<{ body: string }> };
  const code = /\d{6}/.exec(outbox.data[0]?.body ?? '')?.[0];
  if (!code) throw new Error('no sign-in code in the outbox');
  const verified = await fetch(`${base}${urlOf(authEndpoints.otpVerify)}`, { method: 'POST', headers: json, body: JSON.stringify({ otp_key: phone, otp: code }) });
  const key = ((await verified.json()) as { data?: { key?: string } }).data?.key;
  if (!key) throw new Error(`sign-in refused: ${verified.status}`);
  return key;
}

/** A new guest cart holding one test package; answers its id (what the browser keeps as localStorage `cartId`). */
export async function cartWithPackage(base: string, slug = 'g-intel'): Promise<string> {
  const created = await fetch(`${base}${urlOf(cartEndpoints.createCart)}`, { method: 'POST', headers: json, body: JSON.stringify({ product_slugs: [slug] }) });
  const id = ((await created.json()) as { data?: { id?: string } }).data?.id;
  if (created.status !== 201 || !id) throw new Error(`cart refused: ${created.status}`);
  return id;
}
