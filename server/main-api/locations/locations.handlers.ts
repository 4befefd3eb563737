import type { Country, LegacyAddress, locationEndpoints } from '../../../src/api/contract/locations';
import { VIETNAM_COUNTRY_ID } from '../../../src/api/contract/locations';
import type { Language } from '../../../src/api/contract/language';
import type { Services } from '../../app-services';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { answerLanguage } from '../shared/localize';
import { vietnamLocations } from './locations.data';

/**
 * Countries the delivery form offers after Vietnam: the neighbours and the countries our
 * customers most often live in or send a kit to. Any of them takes a free-text address.
 */
export const OTHER_COUNTRIES = [
  'TH', 'CN', 'LA', 'KH', 'SG', 'MY', 'ID', 'PH', 'MM', 'KR', 'JP', 'TW', 'HK', 'IN',
  'AU', 'NZ', 'US', 'CA', 'GB', 'FR', 'DE', 'NL', 'CZ', 'RU', 'AE',
] as const;

/** Vietnam first, then the others sorted by their name in `language`. */
export function countriesIn(language: Language): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  const others = OTHER_COUNTRIES.map((id) => ({ id, name: names.of(id) ?? id, hasProvinces: false })).sort((a, b) => collator.compare(a.name, b.name));
  return [{ id: VIETNAM_COUNTRY_ID, name: names.of(VIETNAM_COUNTRY_ID) ?? 'Việt Nam', hasProvinces: true }, ...others];
}

export function locationHandlers(_services: Services): EndpointHandlers<typeof locationEndpoints> {
  return {
    async countries(c, { query }) {
      return { status: 200, body: { data: countriesIn(answerLanguage(c, query.lang)) } };
    },

    async provinces(c, { query }) {
      answerLanguage(c, query.lang);
      return { status: 200, body: { data: query.countryId === VIETNAM_COUNTRY_ID ? vietnamLocations().provinces : [] } };
    },

    async wards(c, { query }) {
      answerLanguage(c, query.lang);
      const wards = vietnamLocations().wardsByProvince.get(query.provinceId);
      if (!wards) throw new HttpError(404, 'not_found');
      return { status: 200, body: { data: wards } };
    },

    async legacy(c, { query }) {
      answerLanguage(c, query.lang);
      const data = vietnamLocations();
      const oldWard = query.wardId === undefined ? undefined : data.oldWardById.get(query.wardId.padStart(5, '0'));
      if (query.wardId !== undefined && !oldWard) throw new HttpError(404, 'not_found');
      // The ward names its old province; a province given beside it must be that one.
      const oldProvinceId = query.provinceId ?? oldWard?.oldProvinceId;
      const oldProvince = oldProvinceId === undefined ? undefined : data.oldProvinceById.get(oldProvinceId);
      if (!oldProvince || (oldWard && oldWard.oldProvinceId !== oldProvince.id)) throw new HttpError(404, 'not_found');
      const address: LegacyAddress = {
        oldProvince: { id: oldProvince.id, name: oldProvince.name },
        oldDistrict: oldWard ? { name: oldWard.district } : null,
        oldWard: oldWard ? { id: oldWard.id, name: oldWard.name } : null,
        province: data.provinceById.get(oldProvince.newProvinceId) ?? null,
        wards: (oldWard?.newWardIds ?? []).flatMap((id) => data.wardById.get(id) ?? []),
      };
      return { status: 200, body: { data: address } };
    },
  };
}
