import { describe, expect, it, vi } from 'vitest';
import { API_BASES, urlOf } from './contract/endpoint';
import { locationEndpoints } from './contract/locations';
import { useTestServer } from './http-test-server';
import { getCountries, getLegacyAddress, getProvinces, getWards } from './locations-api';
import { createMainApi } from './main-api';

const api = useTestServer();

const client = () =>
  createMainApi(
    { getToken: () => null, getLanguage: () => 'vi', onUnauthorized: vi.fn(), reportError: vi.fn() },
    { mainApiBase: `${api.server.url}${API_BASES.main}` },
  );

describe('location calls', () => {
  it('GETs the countries in the app language', async () => {
    api.server.handle(() => ({ json: { data: [{ id: 'VN', name: 'Việt Nam', has_provinces: true }] } }));
    await expect(getCountries(client())).resolves.toEqual([{ id: 'VN', name: 'Việt Nam', hasProvinces: true }]);
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(locationEndpoints.countries) });
    expect(api.sent().headers['accept-language']).toBe('vi');
  });

  it('GETs provinces by country_id', async () => {
    api.server.handle(() => ({ json: { data: [{ id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' }] } }));
    await expect(getProvinces('VN', client())).resolves.toEqual([{ id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' }]);
    expect(api.sent().url).toBe(`${urlOf(locationEndpoints.provinces)}?country_id=VN`);
  });

  it('GETs wards by province_id', async () => {
    api.server.handle(() => ({ json: { data: [{ id: '26734', name: 'Phường Sài Gòn', type: 'ward', province_id: '79' }] } }));
    await expect(getWards('79', client())).resolves.toEqual([{ id: '26734', name: 'Phường Sài Gòn', type: 'ward', provinceId: '79' }]);
    expect(api.sent().url).toBe(`${urlOf(locationEndpoints.wards)}?province_id=79`);
  });

  it('GETs an old address by its codes', async () => {
    const data = {
      old_province: { id: '74', name: 'Tỉnh Bình Dương' },
      old_district: null,
      old_ward: null,
      province: { id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' },
      wards: [],
    };
    api.server.handle(() => ({ json: { data } }));
    await expect(getLegacyAddress({ provinceId: '74' }, client())).resolves.toMatchObject({ oldProvince: { id: '74' }, province: { id: '79' } });
    expect(api.sent().url).toBe(`${urlOf(locationEndpoints.legacy)}?province_id=74`);
  });
});
