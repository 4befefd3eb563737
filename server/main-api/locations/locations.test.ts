import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../src/api/contract/endpoint';
import { locationEndpoints } from '../../../src/api/contract/locations';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import type { VietnamLocationsFile } from './locations.data';

const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../data/locations/vn.json', import.meta.url)), 'utf8')) as VietnamLocationsFile;

describe('server/data/locations/vn.json', () => {
  it('has the 34 provinces and cities of 1 July 2025, 6 of them centrally run', () => {
    expect(file.provinces).toHaveLength(34);
    expect(file.provinces.filter((p) => p.type === 'municipality').map((p) => p.name).sort()).toEqual(
      ['Thành phố Cần Thơ', 'Thành phố Hà Nội', 'Thành phố Hải Phòng', 'Thành phố Huế', 'Thành phố Hồ Chí Minh', 'Thành phố Đà Nẵng'].sort(),
    );
    expect(file.provinces.find((p) => p.code === '79')).toEqual({ code: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' });
    expect(file.provinces.find((p) => p.code === '01')).toEqual({ code: '01', name: 'Thành phố Hà Nội', type: 'municipality' });
  });

  it('has unique codes, names written in NFC, and every ward under one of the 34', () => {
    const provinceCodes = new Set(file.provinces.map((p) => p.code));
    expect(provinceCodes.size).toBe(34);
    const wardCodes = new Set(file.wards.map((w) => w.code));
    expect(wardCodes.size).toBe(file.wards.length);
    expect(file.wards.length).toBe(3321);
    for (const ward of file.wards) {
      expect(provinceCodes.has(ward.provinceCode), ward.code).toBe(true);
      expect(ward.code).toMatch(/^\d{5}$/);
      expect(ward.name).toBe(ward.name.normalize('NFC'));
    }
    for (const code of provinceCodes) expect(file.wards.some((w) => w.provinceCode === code), code).toBe(true);
  });

  it('names known wards rightly (Bến Thành and Sài Gòn in Hồ Chí Minh City, Ba Đình and Hoàn Kiếm in Hà Nội, the special zone of Phú Quốc)', () => {
    const ward = (name: string) => file.wards.find((w) => w.name === name);
    expect(ward('Phường Bến Thành')?.provinceCode).toBe('79');
    expect(ward('Phường Sài Gòn')?.provinceCode).toBe('79');
    expect(ward('Phường Ba Đình')).toMatchObject({ provinceCode: '01', type: 'ward' });
    expect(ward('Phường Hoàn Kiếm')?.provinceCode).toBe('01');
    expect(ward('Đặc khu Phú Quốc')).toMatchObject({ provinceCode: '91', type: 'special_zone' });
  });

  it('maps the 63 old provinces, merged ones into their new province', () => {
    expect(file.oldProvinces).toHaveLength(63);
    const into = (name: string) => file.oldProvinces.find((p) => p.name === name)?.newProvinceCode;
    expect(into('Tỉnh Bình Dương')).toBe('79'); // Bình Dương and Bà Rịa - Vũng Tàu joined Hồ Chí Minh City
    expect(into('Tỉnh Bà Rịa - Vũng Tàu')).toBe('79');
    expect(into('Tỉnh Hà Giang')).toBe('08'); // into Tuyên Quang
    expect(into('Tỉnh Bình Định')).toBe('52'); // into Gia Lai, which took Bình Định's old code 52
    expect(into('Tỉnh Kiên Giang')).toBe('91'); // into An Giang
    expect(into('Thành phố Hà Nội')).toBe('01');
    for (const old of file.oldProvinces) expect(file.provinces.some((p) => p.code === old.newProvinceCode), old.name).toBe(true);
  });

  it('maps old wards by code to their district and new ward(s)', () => {
    for (const [, district, newCodes] of Object.values(file.oldWards)) {
      expect(file.oldDistricts[district]).toBeDefined();
      expect(newCodes.length).toBeGreaterThan(0);
      for (const code of newCodes) expect(file.wards.some((w) => w.code === code)).toBe(true);
    }
    expect(Object.keys(file.oldWards).length).toBeGreaterThan(10_000);
  });
});

const get = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

describe.each(databaseKinds)('locations on %s', (kind) => {
  const ctx = useTestContext(kind);

  describe('GET /locations/countries', () => {
    it('lists Vietnam first, then the others by their name in the language', async () => {
      const response = await ctx.request(urlOf(locationEndpoints.countries), { language: 'vi' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
      expect(response.headers.get('etag')).toBeTruthy();
      const { data } = (await response.json()) as { data: Array<{ id: string; name: string; has_provinces: boolean }> };
      expect(data[0]).toEqual({ id: 'VN', name: 'Việt Nam', has_provinces: true });
      expect(data.find((c) => c.id === 'TH')?.name).toBe('Thái Lan');
      const rest = data.slice(1).map((c) => c.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator('vi').compare));
      expect(data.filter((c) => c.has_provinces)).toHaveLength(1);
    });

    it.each([
      ['en', 'Vietnam', 'Thailand'],
      ['th', 'เวียดนาม', 'ไทย'],
      ['zh', '越南', '泰国'],
    ])('names countries in %s', async (lang, vietnam, thailand) => {
      const { data } = (await (await ctx.request(get(urlOf(locationEndpoints.countries), { lang }))).json()) as { data: Array<{ id: string; name: string }> };
      expect(data[0].name).toBe(vietnam);
      expect(data.find((c) => c.id === 'TH')?.name).toBe(thailand);
    });

    it('answers 304 to the ETag it gave', async () => {
      const first = await ctx.request(get(urlOf(locationEndpoints.countries), { lang: 'en' }));
      const etag = first.headers.get('etag') ?? '';
      const again = await ctx.request(get(urlOf(locationEndpoints.countries), { lang: 'en' }), { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    });

    it('refuses an unknown language', async () => {
      const response = await ctx.request(get(urlOf(locationEndpoints.countries), { lang: 'fr' }));
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty('lang');
    });
  });

  describe('GET /locations/provinces', () => {
    it("lists Vietnam's 34 by name, the same in every language", async () => {
      const vi = await (await ctx.request(get(urlOf(locationEndpoints.provinces), { country_id: 'VN' }), { language: 'vi' })).json();
      const zh = await (await ctx.request(get(urlOf(locationEndpoints.provinces), { country_id: 'vn', lang: 'zh' }))).json();
      expect(vi.data).toHaveLength(34);
      expect(zh.data).toEqual(vi.data);
      expect(vi.data).toContainEqual({ id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' });
      expect(vi.data).toContainEqual({ id: '52', name: 'Gia Lai', type: 'province' });
      // By name without "Thành phố"/"Tỉnh", as Vietnamese shops list them: Hà Nội and Hồ Chí Minh under H, not T (issue 23 §13).
      const names = (vi.data as Array<{ name: string }>).map((province) => province.name);
      const bare = names.map((name) => name.replace(/^Thành phố /, ''));
      expect(bare).toEqual([...bare].sort(new Intl.Collator('vi').compare));
      expect(names.slice(names.indexOf('Gia Lai'), names.indexOf('Gia Lai') + 3)).toEqual(['Gia Lai', 'Thành phố Hà Nội', 'Hà Tĩnh']);
      expect(names.indexOf('Thành phố Hồ Chí Minh')).toBeLessThan(names.indexOf('Khánh Hòa'));
    });

    it("defaults to Vietnam, and lists none for another country (its address is free text)", async () => {
      expect((await (await ctx.request(urlOf(locationEndpoints.provinces))).json()).data).toHaveLength(34);
      expect((await (await ctx.request(get(urlOf(locationEndpoints.provinces), { country_id: 'TH' }))).json()).data).toEqual([]);
    });

    it.each(['VNM', '7', ''])('refuses country_id %j', async (countryId) => {
      const response = await ctx.request(get(urlOf(locationEndpoints.provinces), { country_id: countryId }));
      expect(response.status, countryId).toBe(400);
    });
  });

  describe('GET /locations/wards', () => {
    it("lists a province's wards, communes and special zones", async () => {
      const response = await ctx.request(get(urlOf(locationEndpoints.wards), { province_id: '79' }));
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ id: string; name: string; type: string; province_id: string }> };
      expect(data.length).toBe(168);
      expect(data.every((w) => w.province_id === '79')).toBe(true);
      expect(data.map((w) => w.name)).toContain('Phường Bến Thành');
      expect(data.find((w) => w.name === 'Đặc khu Côn Đảo')?.type).toBe('special_zone');
      expect(new Set(data.map((w) => w.type))).toEqual(new Set(['ward', 'commune', 'special_zone']));
    });

    it('answers 404 for a province code that is not one of the 34, 400 for a malformed or missing one', async () => {
      const unknown = await ctx.request(get(urlOf(locationEndpoints.wards), { province_id: '02' }));
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.code).toBe('not_found');
      expect((await ctx.request(get(urlOf(locationEndpoints.wards), { province_id: '7' }))).status).toBe(400);
      const missing = await ctx.request(urlOf(locationEndpoints.wards));
      expect(missing.status).toBe(400);
      expect((await missing.json()).error.fields).toHaveProperty('province_id');
    });
  });

  describe('GET /locations/legacy', () => {
    it('reads an old province code as the province it joined (old 74 Bình Dương is in Hồ Chí Minh City now)', async () => {
      const { data } = await (await ctx.request(get(urlOf(locationEndpoints.legacy), { province_id: '74' }))).json();
      expect(data).toEqual({
        old_province: { id: '74', name: 'Tỉnh Bình Dương' },
        old_district: null,
        old_ward: null,
        province: { id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' },
        wards: [],
      });
    });

    it('reads an old ward code with its district and the ward it is part of now', async () => {
      const { data } = await (await ctx.request(get(urlOf(locationEndpoints.legacy), { province_id: '79', district_id: '764', ward_id: '26881' }))).json();
      expect(data).toEqual({
        old_province: { id: '79', name: 'Thành phố Hồ Chí Minh' },
        old_district: { name: 'Quận Gò Vấp' },
        old_ward: { id: '26881', name: 'Phường 12' },
        province: { id: '79', name: 'Thành phố Hồ Chí Minh', type: 'municipality' },
        wards: [{ id: '26882', name: 'Phường An Hội Tây', type: 'ward', province_id: '79' }],
      });
    });

    it('takes a ward alone, its leading zeros left out', async () => {
      const { data } = await (await ctx.request(get(urlOf(locationEndpoints.legacy), { ward_id: '4' }))).json();
      expect(data.old_province).toEqual({ id: '01', name: 'Thành phố Hà Nội' });
      expect(data.old_ward.id).toBe('00004');
      expect(data.wards[0].province_id).toBe('01');
    });

    it.each([
      [{ province_id: '03' }, 404],
      [{ ward_id: '99999' }, 404],
      [{ province_id: '01', ward_id: '26881' }, 404],
      [{}, 400],
      [{ district_id: '764' }, 400],
      [{ ward_id: 'abc' }, 400],
      [{ province_id: '123' }, 400],
    ])('%j answers %i', async (query, status) => {
      const response = await ctx.request(get(urlOf(locationEndpoints.legacy), query));
      expect(response.status).toBe(status);
      if (status === 400) expect(Object.keys((await response.json()).error.fields ?? {}).length).toBeGreaterThan(0);
    });
  });
});
