import { z } from 'zod';
import { endpoint, listEnvelope, resourceEnvelope } from './endpoint';
import { PUBLIC_READ_DESCRIPTION, langQuerySchema, notFoundError, publicReadErrors } from './listing';

/*
 * The delivery form's location lists (issue 11). Vietnam's administrative units as they stand
 * since 1 July 2025 (Resolution 202/2025/QH15): 34 provinces and centrally-run cities, and the
 * wards, communes and special zones directly under them (no district level). Other countries
 * have no lists: their address is free text. Ids are codes, as strings: 'VN' (ISO 3166-1), '79'
 * (a province), '26734' (a ward). The data is server/data/locations/vn.json (its README names
 * the source and licence).
 *
 * Addresses recorded before 1 July 2025 carry the old 63-province codes, which overlap the new
 * ones without meaning the same place (old 52 was Bình Định, new 52 is Gia Lai): `legacy` reads
 * them. Vietnamese names are the same in every language; country names follow the language.
 */

import { VIETNAM_COUNTRY_ID } from './locations-values';

export { VIETNAM_COUNTRY_ID };

const countryIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/)
  .meta({ description: 'ISO 3166-1 alpha-2 code', example: 'VN' });
const provinceIdSchema = z
  .string()
  .regex(/^\d{2}$/)
  .meta({ description: 'Province code (2 digits)', example: '79' });
const wardIdSchema = z
  .string()
  .regex(/^\d{1,5}$/)
  .meta({ description: 'Ward code (up to 5 digits; leading zeros may be left out)', example: '26734' });

export const countrySchema = z
  .object({
    id: z.string().meta({ description: 'ISO 3166-1 alpha-2 code', example: 'VN' }),
    name: z.string().meta({ description: "The country's name in the answer's language", example: 'Việt Nam' }),
    hasProvinces: z.boolean().meta({ description: 'Whether /locations/provinces lists its provinces (else the address is free text)' }),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const provinceTypes = ['municipality', 'province'] as const;
export const provinceSchema = z
  .object({
    id: z.string().meta({ example: '79' }),
    name: z.string().meta({ description: 'Official Vietnamese name (every language)', example: 'Thành phố Hồ Chí Minh' }),
    type: z.enum(provinceTypes).meta({ description: 'municipality: a centrally-run city; province: a tỉnh' }),
  })
  .meta({ id: 'Province' });
export type Province = z.infer<typeof provinceSchema>;

export const wardTypes = ['ward', 'commune', 'special_zone'] as const;
export const wardSchema = z
  .object({
    id: z.string().meta({ example: '26734' }),
    name: z.string().meta({ description: 'Official Vietnamese name, with its kind (Phường, Xã, Đặc khu)', example: 'Phường Sài Gòn' }),
    type: z.enum(wardTypes).meta({ description: 'ward (phường), commune (xã) or special_zone (đặc khu)' }),
    provinceId: z.string().meta({ example: '79' }),
  })
  .meta({ id: 'Ward' });
export type Ward = z.infer<typeof wardSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const legacyAddressSchema = z
  .object({
    oldProvince: namedSchema.nullable().meta({ description: 'The province the old code named (63-province era)' }),
    oldDistrict: z
      .object({ name: z.string() })
      .nullable()
      .meta({ description: "The old ward's district (known from the ward; the data has no district codes)" }),
    oldWard: namedSchema.nullable(),
    province: provinceSchema.nullable().meta({ description: 'The province it is part of now' }),
    wards: z.array(wardSchema).meta({ description: 'The ward(s) the old ward is part of now (more than one when it was split); empty without a ward' }),
  })
  .meta({ id: 'LegacyAddress' });
export type LegacyAddress = z.infer<typeof legacyAddressSchema>;

export const legacyQuerySchema = z
  .object({
    provinceId: provinceIdSchema.optional().meta({ description: 'Old (63-province era) province code' }),
    districtId: z
      .string()
      .regex(/^\d{1,3}$/)
      .optional()
      .meta({ description: 'Old district code: accepted (addresses of that time carry it), not needed; the district is read from the ward' }),
    wardId: wardIdSchema.optional().meta({ description: 'Old ward code' }),
    lang: langQuerySchema,
  })
  .refine((query) => query.provinceId !== undefined || query.wardId !== undefined, { message: 'province_id or ward_id is required', path: ['provinceId'], params: { i18nKey: 'field.required' } });

const cached = `${PUBLIC_READ_DESCRIPTION.replace(' a change of the data invalidates it.', ' the lists change only with a deploy.')}`;

const locations = { api: 'main', tags: ['checkout'] } as const;

export const locationEndpoints = {
  countries: endpoint(locations, {
    method: 'get', path: '/locations/countries', request: { query: z.object({ lang: langQuerySchema }) },
    summary: 'Countries of the delivery form: Vietnam first, then the others by name',
    description: `Names in the request's language (\`lang\`, else Accept-Language). ${cached}`,
    response: { statuses: { 200: 'Vietnam, then the other countries sorted by name' }, body: listEnvelope(countrySchema, 'CountryList') }, errors: publicReadErrors,
  }),
  provinces: endpoint(locations, {
    method: 'get', path: '/locations/provinces', request: { query: z.object({ countryId: countryIdSchema.default(VIETNAM_COUNTRY_ID), lang: langQuerySchema }) },
    summary: "A country's provinces: Vietnam's 34 since 1 July 2025 (none for another country)",
    description: cached,
    response: { statuses: { 200: 'Provinces sorted by name' }, body: listEnvelope(provinceSchema, 'ProvinceList') }, errors: publicReadErrors,
  }),
  wards: endpoint(locations, {
    method: 'get', path: '/locations/wards', request: { query: z.object({ provinceId: provinceIdSchema, lang: langQuerySchema }) },
    summary: "A province's wards, communes and special zones (directly under it since 1 July 2025)",
    description: cached,
    response: { statuses: { 200: 'Wards sorted by name' }, body: listEnvelope(wardSchema, 'WardList') }, errors: { ...publicReadErrors, 404: notFoundError('province') },
  }),
  legacy: endpoint(locations, {
    method: 'get', path: '/locations/legacy', request: { query: legacyQuerySchema },
    summary: 'Reads an address recorded under the old 63-province codes: its old names and where it is now',
    description: `Give the old province code, the old ward code, or both (the district code is accepted and not needed). ${cached}`,
    response: { statuses: { 200: 'Old names and the current province and ward(s)' }, body: resourceEnvelope(legacyAddressSchema, 'LegacyAddressResponse') }, errors: { ...publicReadErrors, 404: notFoundError('old province or ward (or the ward is not in that province)') },
  }),
};
