import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Province, Ward } from '../../../src/api/contract/locations';

/**
 * server/data/locations/vn.json (written by scripts/refresh-locations.ts; its README names the
 * source and licence), read once, with the indexes the routes need.
 */
export interface VietnamLocationsFile {
  provinces: Array<{ code: string; name: string; type: Province['type'] }>;
  wards: Array<{ code: string; name: string; type: Ward['type']; provinceCode: string }>;
  oldProvinces: Array<{ code: string; name: string; newProvinceCode: string }>;
  oldDistricts: Array<{ name: string; oldProvinceCode: string }>;
  /** old ward code → [old ward name, index into oldDistricts, new ward codes] */
  oldWards: Record<string, [name: string, district: number, newWardCodes: string[]]>;
}

export interface VietnamLocations {
  /** Sorted by name without the administrative prefix (Vietnamese collation: placeName). */
  provinces: Province[];
  provinceById: Map<string, Province>;
  /** Each province's wards, sorted by name. */
  wardsByProvince: Map<string, Ward[]>;
  wardById: Map<string, Ward>;
  oldProvinceById: Map<string, { id: string; name: string; newProvinceId: string }>;
  oldWardById: Map<string, { id: string; name: string; district: string; oldProvinceId: string; newWardIds: string[] }>;
}

const DATA_FILE = fileURLToPath(new URL('../../data/locations/vn.json', import.meta.url));

/**
 * A province's name without its administrative prefix ("Thành phố Hà Nội" → "Hà Nội", "Tỉnh …"):
 * what the list is sorted by, as Vietnamese shops list them, so Hà Nội and Hồ Chí Minh sort under
 * H, not T (issue 23 §13).
 */
export function placeName(name: string): string {
  return name.replace(/^(Thành phố|Tỉnh)\s+/u, '');
}

export function indexLocations(file: VietnamLocationsFile): VietnamLocations {
  const collator = new Intl.Collator('vi');
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  const byPlaceName = (a: { name: string }, b: { name: string }) => collator.compare(placeName(a.name), placeName(b.name)) || byName(a, b);
  const provinces = file.provinces.map(({ code, name, type }) => ({ id: code, name, type })).sort(byPlaceName);
  const wards = file.wards.map(({ code, name, type, provinceCode }) => ({ id: code, name, type, provinceId: provinceCode })).sort(byName);
  const wardsByProvince = new Map<string, Ward[]>(provinces.map((p) => [p.id, []]));
  for (const ward of wards) wardsByProvince.get(ward.provinceId)?.push(ward);
  return {
    provinces,
    provinceById: new Map(provinces.map((p) => [p.id, p])),
    wardsByProvince,
    wardById: new Map(wards.map((w) => [w.id, w])),
    oldProvinceById: new Map(file.oldProvinces.map(({ code, name, newProvinceCode }) => [code, { id: code, name, newProvinceId: newProvinceCode }])),
    oldWardById: new Map(
      Object.entries(file.oldWards).map(([code, [name, district, newWardIds]]) => {
        const { name: districtName, oldProvinceCode } = file.oldDistricts[district];
        return [code, { id: code, name, district: districtName, oldProvinceId: oldProvinceCode, newWardIds }];
      }),
    ),
  };
}

let loaded: VietnamLocations | null = null;

/** The data, read and indexed on first use (about 0.7 MB; it changes only with a deploy). */
export function vietnamLocations(): VietnamLocations {
  loaded ??= indexLocations(JSON.parse(readFileSync(DATA_FILE, 'utf8')) as VietnamLocationsFile);
  return loaded;
}
