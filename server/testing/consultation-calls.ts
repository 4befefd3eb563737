import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { consultationEndpoints } from '../../src/api/contract/consultations';
import { urlOf } from '../../src/api/contract/endpoint';
import { availableTimeUrl, bookingBody } from './consultation-urls';
import type { BookingInput, TimeQuery } from './consultation-urls';
import { advisors, geneTests } from '../db/schema';
import { call } from './portal-calls';
import type { CallInit } from './portal-calls';
import type { TestContext } from './test-context';

/*
 * Consultation calls for the server tests: the gene tests of the demo accounts by kit code, the
 * wizard's queries in wire form, a booking, and the survey token as a person gets it (from the
 * link in the confirmation SMS).
 */

/** Demo kits with a report (server/seed/demo-accounts.ts). */
export const KITS = {
  /** Nguyễn Văn An, self, g-intel. */
  anSelf: 'GW-24-10001',
  /** Trần Thị Bình, An's spouse, g-care. */
  anSpouse: 'GW-24-10002',
  /** Nguyễn Minh Khang, An's son: analysing, no report yet. */
  anSonNoReport: 'GW-24-10003',
  /** Nguyễn Gia Hân, An's daughter, g-kid-care. */
  anDaughter: 'GW-24-10004',
  /** Lê Thị Hoa, self, g-pro. */
  hoaSelf: 'GW-24-20001',
} as const;

export const AN_PHONE = '+84901234567';
export const HOA_PHONE = '+84907654321';

export async function geneTestIds(ctx: TestContext, ...kits: string[]): Promise<string[]> {
  const rows = await ctx.database.db.select({ id: geneTests.id, kit: geneTests.kitCode }).from(geneTests).where(inArray(geneTests.kitCode, kits));
  return kits.map((kit) => {
    const row = rows.find((candidate) => candidate.kit === kit);
    if (!row) throw new Error(`no demo kit ${kit}`);
    return row.id;
  });
}

export async function advisorId(ctx: TestContext, slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.slug, slug));
  return row.id;
}

export interface WireDay {
  date: string;
  slots: Array<{ start_time: string; end_time: string; time: string }>;
}

export async function availableDays(ctx: TestContext, token: string, query: TimeQuery): Promise<WireDay[]> {
  const response = await call(ctx, availableTimeUrl(query), { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: WireDay[] }).data;
}

export function book(ctx: TestContext, token: string | undefined, input: BookingInput, init: CallInit = {}): Promise<Response> {
  return call(ctx, urlOf(consultationEndpoints.createAppointment), { method: 'POST', token, json: bookingBody(input), ...init });
}

/** Books and answers the new appointment's wire body. */
export async function booked(ctx: TestContext, token: string, input: BookingInput, language = 'en'): Promise<WireAppointment> {
  const response = await book(ctx, token, input, { language });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: WireAppointment }).data;
}

export interface WireAppointment {
  id: string;
  reference: string;
  status: string;
  start_time: string;
  end_time: string;
  date: string;
  time: string;
  doctor: { id: number; slug: string; name: string; title: string };
  consultation_method: { id: number; kind: string; title: string };
  payment: { type: string; status: string; amount: number; transfer: null | { amount: number; description: string; viet_qr_payload: string; account_number: string } };
  location: { kind: string; call_link: string | null; phone_number: string | null; clinic_name: string | null; address: string | null };
  cancellation: null | { answer: number; answer_title: string; answer_text: string | null };
  surveys: { pre_consultation: { has_done: boolean; is_open: boolean }; post_consultation: { has_done: boolean; is_open: boolean } };
  calendar_url: string;
  test_reports: Array<{ id: string; customer_name: string }>;
  family_members: Array<{ customer_profile_id: string | null; name: string; gender: number }>;
  is_family: boolean;
  duration_selected: { id: string; minutes: number };
  price: { VND: { value: number } };
}

/** The survey token of an appointment, as its owner gets it: from the link in the confirmation SMS. */
export async function surveyTokenOf(ctx: TestContext, phone: string, appointmentId: string): Promise<string> {
  const messages = await ctx.sms.list({ phone, limit: 500 });
  const confirmation = messages.find((message) => message.purpose === 'consultation-confirmation' && message.body.includes(appointmentId));
  const token = /#t=([A-Za-z0-9_-]{43})/.exec(confirmation?.body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation SMS with a link for ${appointmentId}`);
  return token;
}
