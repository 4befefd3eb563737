import type { ApiClient } from './client';
import { callEndpoint } from './call-endpoint';
import type { Country, LegacyAddress, Province, Ward } from './contract/locations';
import { mainApi } from './main-api';

/* The contract (zod schemas) loads with the first call, after zod (callEndpoint), not with the form. */
const endpoints = async () => (await import('./contract/locations')).locationEndpoints;

/*
 * The delivery form's location lists (src/api/contract/locations.ts). They throw on failure: the
 * form's machine decides what to show (a free-text address is always accepted).
 */

/** Vietnam first, then the other countries by their name in the app's language. */
export async function getCountries(api: ApiClient = mainApi(), signal?: AbortSignal): Promise<Country[]> {
  return (await callEndpoint(api, async () => (await endpoints()).countries, { query: {}, signal })).data;
}

/** A country's provinces (Vietnam's 34; none for another country). */
export async function getProvinces(countryId: string, api: ApiClient = mainApi(), signal?: AbortSignal): Promise<Province[]> {
  return (await callEndpoint(api, async () => (await endpoints()).provinces, { query: { countryId }, signal })).data;
}

/** A province's wards, communes and special zones. */
export async function getWards(provinceId: string, api: ApiClient = mainApi(), signal?: AbortSignal): Promise<Ward[]> {
  return (await callEndpoint(api, async () => (await endpoints()).wards, { query: { provinceId }, signal })).data;
}

/** An address recorded under the old 63-province codes: its old names and where it is now. */
export async function getLegacyAddress(
  codes: { provinceId?: string; districtId?: string; wardId?: string },
  api: ApiClient = mainApi(),
  signal?: AbortSignal,
): Promise<LegacyAddress> {
  return (await callEndpoint(api, async () => (await endpoints()).legacy, { query: codes, signal })).data;
}
