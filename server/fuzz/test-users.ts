import { authEndpoints } from '../../src/api/contract/auth';
import { urlOf } from '../../src/api/contract/endpoint';
import { smsOutboxEndpoints } from '../../src/api/contract/sms-outbox';
import { demoAccounts } from '../seed/demo-accounts';
import type { HttpClient, RawResponse } from './http-client';

/*
 * Signed-in test users, so that requests with a valid token get past the session check: signed in
 * through the real routes (code request, the code read from the SMS outbox on loopback, code
 * check). The two demo accounts (families, gene tests, reports) stay signed in for the whole run;
 * beside them a fresh account serves 25 requests and is replaced, so per-account limits (phone
 * changes, customer verifications: 10 an hour) leave most requests to reach their handlers.
 * Sign-out gets a throw-away user, whose token then joins the revoked ones. Each sign-in comes
 * from its own address in 198.18.0.0/15 (which the generated requests never use), since a code
 * works only from the address that asked for it.
 */

export interface TestUser {
  phone: string;
  token: string;
  address: string;
  uses: number;
}

const FRESH_USES = 25;

export class TestUsers {
  /** Requests the sign-ins took (not counted as fuzz requests). */
  setupRequests = 0;
  /** Every token handed out in the run, signed out or not. */
  readonly tokens = new Set<string>();
  readonly revoked: string[] = [];
  private readonly demo: Array<Promise<TestUser>> = [];
  private fresh: Promise<TestUser> | null = null;
  private next = 0;
  private signIns = 0;
  private addresses = 0;

  constructor(
    private readonly client: HttpClient,
    /** Numbering of the fresh accounts starts here (the seed's), so two runs on one database do not collide. */
    private readonly firstNumber: number,
  ) {}

  /** A signed-in user, in turn: each demo account, then the current fresh one. */
  async pick(): Promise<TestUser> {
    const turn = this.next++ % (demoAccounts.length + 1);
    if (turn < demoAccounts.length) {
      this.demo[turn] ??= this.signIn(demoAccounts[turn].phoneNumber);
      return this.demo[turn];
    }
    this.fresh ??= this.signIn(this.freshPhone());
    const pending = this.fresh;
    const user = await pending;
    user.uses += 1;
    if (user.uses >= FRESH_USES && this.fresh === pending) this.fresh = null;
    return user;
  }

  /** A user of its own, for a request that signs out. */
  throwaway(): Promise<TestUser> {
    return this.signIn(this.freshPhone());
  }

  /** The token no longer works (signed out, or refused): the next pick of its user signs in again. */
  async forget(token: string): Promise<void> {
    if (!this.revoked.includes(token)) this.revoked.push(token);
    for (const [index, demo] of this.demo.entries()) {
      if (demo && (await demo).token === token && this.demo[index] === demo) delete this.demo[index];
    }
    const fresh = this.fresh;
    if (fresh && (await fresh).token === token && this.fresh === fresh) this.fresh = null;
  }

  /** Numbers of the fresh accounts: +84 90 999 xxxx. */
  private freshPhone(): string {
    const number = (this.firstNumber + this.signIns) % 10_000;
    this.signIns += 1;
    return `+8490999${String(number).padStart(4, '0')}`;
  }

  private async call(method: string, url: string, address: string | null, body?: unknown): Promise<RawResponse> {
    this.setupRequests += 1;
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (address) headers['x-forwarded-for'] = address;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.client.send({ method, url, headers, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)) });
  }

  private async signIn(phone: string): Promise<TestUser> {
    const serial = this.firstNumber + this.addresses++;
    const address = `198.18.${(serial >> 8) & 255}.${(serial & 255) || 1}`;
    const refused = (step: string, response: RawResponse) =>
      new Error(`The fuzz harness could not sign ${phone} in (${step}): ${response.status} ${response.body.toString('utf8').slice(0, 300)}`);

    const sent = await this.call('POST', urlOf(authEndpoints.signin), address, { otp_key: phone });
    if (sent.status !== 200) throw refused('code request', sent);
    // The newest one-time codes to the number: fuzz requests may have asked for one too, from another address.
    const outbox = await this.call('GET', `${urlOf(smsOutboxEndpoints.list)}?phone=${encodeURIComponent(phone)}&limit=20`, null);
    if (outbox.status !== 200) throw refused('SMS outbox', outbox);
    const messages = (JSON.parse(outbox.body.toString('utf8')) as { data: Array<{ body: string; purpose: string }> }).data;
    const codes = messages.filter((message) => message.purpose.startsWith('otp')).flatMap((message) => /(?<!\d)(\d{6})(?!\d)/.exec(message.body)?.[1] ?? []);
    if (codes.length === 0) throw new Error(`The fuzz harness found no code for ${phone} in the SMS outbox: ${JSON.stringify(messages.slice(0, 3))}`);
    let verified = await this.call('POST', urlOf(authEndpoints.otpVerify), address, { otp_key: phone, otp: codes[0] });
    for (const code of codes.slice(1, 3)) {
      if (verified.status === 200) break;
      verified = await this.call('POST', urlOf(authEndpoints.otpVerify), address, { otp_key: phone, otp: code });
    }
    if (verified.status !== 200) throw refused('code check', verified);
    const token = (JSON.parse(verified.body.toString('utf8')) as { data: { key: string } }).data.key;
    this.tokens.add(token);
    return { phone, token, address, uses: 0 };
  }
}
