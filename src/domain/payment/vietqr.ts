/**
 * VietQR bank-transfer payloads (EMVCo Merchant-Presented QR as NAPAS profiles it) and the
 * VietQR quick-link image address (spec section 9).
 *
 * A payload is a run of TLV fields: a 2-digit tag, a 2-digit length (in characters) and the value.
 * The fields, in order:
 *   00 payload format indicator '01'
 *   01 point of initiation: '12' dynamic (carries an amount, one payment) or '11' static
 *   38 merchant account information:
 *        00 GUID 'A000000727' (NAPAS)
 *        01 beneficiary organisation: 00 bank BIN (6 digits), 01 account or card number
 *        02 service code 'QRIBFTTA' (transfer to an account; 'QRIBFTTC' is to a card)
 *   53 transaction currency '704' (VND)
 *   54 transaction amount (VND has no minor unit: a whole number, only in a dynamic QR)
 *   58 country code 'VN'
 *   62 additional data: 08 purpose of transaction (the order reference, ASCII without diacritics)
 *   63 CRC: CRC-16/CCITT-FALSE over everything before it including '6304', 4 upper-case hex digits
 */

export const NAPAS_GUID = 'A000000727';
export const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
export const CURRENCY_VND = '704';
export const COUNTRY_VN = 'VN';
/** The longest purpose (62/08) we write: banks' apps show and pass on 25 characters reliably. */
export const MAX_PURPOSE_LENGTH = 25;

export interface VietQrInput {
  /** The bank's 6-digit BIN as NAPAS lists it (970415 is VietinBank). */
  bankBin: string;
  /** Beneficiary account number (digits and letters, at most 19). */
  accountNumber: string;
  /** Whole VND; omitted (or undefined) makes a static QR the payer types the amount into. */
  amount?: number;
  /** Order reference; written without diacritics (see `transferPurpose`). */
  purpose?: string;
}

export interface VietQrFields {
  pointOfInitiation: '11' | '12';
  guid: string;
  bankBin: string;
  accountNumber: string;
  service: string;
  currency: string;
  amount?: number;
  country: string;
  purpose?: string;
  crc: string;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; values longer than 99 characters cannot be written. */
export function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * A transfer description banks accept: Vietnamese letters without their marks (NFD, combining
 * marks removed, đ → d), only A–Z, a–z, 0–9 and single spaces, at most 25 characters.
 */
export function transferPurpose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, MAX_PURPOSE_LENGTH)
    .trim();
}

/** The payload a banking app scans. */
export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new RangeError('bankBin must be 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNumber)) throw new RangeError('accountNumber must be 1 to 19 letters or digits');
  const hasAmount = input.amount !== undefined;
  if (hasAmount && (!Number.isSafeInteger(input.amount) || (input.amount ?? 0) <= 0 || String(input.amount).length > 13)) {
    throw new RangeError('amount must be a positive whole number of dong');
  }
  const purpose = input.purpose === undefined ? '' : transferPurpose(input.purpose);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', tlv('00', input.bankBin) + tlv('01', input.accountNumber)) + tlv('02', SERVICE_TO_ACCOUNT);
  const body =
    tlv('00', '01') +
    tlv('01', hasAmount ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', CURRENCY_VND) +
    (hasAmount ? tlv('54', String(input.amount)) : '') +
    tlv('58', COUNTRY_VN) +
    (purpose ? tlv('62', tlv('08', purpose)) : '') +
    '6304';
  return body + crc16CcittFalse(body);
}

/** TLV fields of a run, in order; null when the run is not well formed. */
export function parseTlv(text: string): Array<[string, string]> | null {
  const fields: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) return null;
    fields.push([tag, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

/** Reads a VietQR payload back; null when it is malformed, not a NAPAS transfer, or its CRC is wrong. */
export function parseVietQrPayload(payload: string): VietQrFields | null {
  if (payload.length < 8 || crc16CcittFalse(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const top = parseTlv(payload);
  if (!top) return null;
  const field = (tag: string) => top.find(([t]) => t === tag)?.[1];
  const merchant = parseTlv(field('38') ?? '');
  const beneficiary = parseTlv(merchant?.find(([t]) => t === '01')?.[1] ?? '');
  const additional = parseTlv(field('62') ?? '') ?? [];
  const point = field('01');
  if (!merchant || !beneficiary || field('00') !== '01' || (point !== '11' && point !== '12')) return null;
  const amount = field('54');
  const purpose = additional.find(([t]) => t === '08')?.[1];
  return {
    pointOfInitiation: point,
    guid: merchant.find(([t]) => t === '00')?.[1] ?? '',
    bankBin: beneficiary.find(([t]) => t === '00')?.[1] ?? '',
    accountNumber: beneficiary.find(([t]) => t === '01')?.[1] ?? '',
    service: merchant.find(([t]) => t === '02')?.[1] ?? '',
    currency: field('53') ?? '',
    ...(amount === undefined ? {} : { amount: Number(amount) }),
    country: field('58') ?? '',
    ...(purpose === undefined ? {} : { purpose }),
    crc: field('63') ?? '',
  };
}

export interface QuickLinkInput {
  /** The image service's base, e.g. https://img.vietqr.io/image (VIETQR_BASE). */
  base: string;
  /** Bank BIN or the short name the service knows (970415 or ICB). */
  bank: string;
  accountNumber: string;
  /** compact, compact2, qr_only or print. */
  template: string;
  amount?: number;
  /** Transfer description; written without diacritics as in the payload. */
  addInfo?: string;
  accountName?: string;
}

/**
 * The VietQR quick-link image: `<base>/<bank>-<account>-<template>.png?amount=&addInfo=&accountName=`.
 * Parameters that are not given are left out.
 */
export function vietQrQuickLink(input: QuickLinkInput): string {
  const base = input.base.replace(/\/+$/, '');
  const path = [input.bank, input.accountNumber, input.template].map(encodeURIComponent).join('-');
  const query = new URLSearchParams();
  if (input.amount !== undefined) query.set('amount', String(input.amount));
  if (input.addInfo) query.set('addInfo', transferPurpose(input.addInfo));
  if (input.accountName) query.set('accountName', input.accountName);
  const search = query.toString();
  return `${base}/${path}.png${search ? `?${search}` : ''}`;
}
