import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import { promotionCodeEndpoints } from './contract/promotion-codes';
import type { z } from 'zod';
import type { claimCodeRequestSchema } from './contract/promotion-codes';
import type { Language } from './contract/language';

/* Campaign codes on the Main API (src/api/contract/promotion-codes.ts): the campaign, and the claim. */


export async function getRedeemCodePattern(client: CallClient, code: string, lang: Language, signal?: AbortSignal) {
  return (await callEndpoint(client, promotionCodeEndpoints.retrieveRedeemCodePattern, { params: { code }, query: { lang, include: 'packages.thumbnail' }, signal })).data;
}

export async function claimCode(client: CallClient, body: z.input<typeof claimCodeRequestSchema>, signal?: AbortSignal) {
  return (await callEndpoint(client, promotionCodeEndpoints.claimCode, { body, signal })).data;
}
