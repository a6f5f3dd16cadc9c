import { readFileSync } from 'node:fs';
import type { AdministrativeUnit } from '@shop/contract';
import { ADMINISTRATIVE_UNITS_FILE } from '../../paths';

interface UnitFile {
  provinces: (AdministrativeUnit & { wards: AdministrativeUnit[] })[];
}

/** The provinces, each with its wards by code, read once from the data file. */
export interface AdministrativeUnits {
  provinces: AdministrativeUnit[];
  wardsOf(provinceCode: string): AdministrativeUnit[] | undefined;
  province(code: string): AdministrativeUnit | undefined;
  /** The ward of that code, only if it lies in that province. */
  wardIn(provinceCode: string, wardCode: string): AdministrativeUnit | undefined;
}

const unit = ({ code, name, fullName, nameEn }: AdministrativeUnit): AdministrativeUnit => ({
  code,
  name,
  fullName,
  nameEn,
});

/** Builds the lookups from the dataset's shape (`{ provinces: [{ …, wards: [...] }] }`). */
export function administrativeUnitsFrom(file: UnitFile): AdministrativeUnits {
  const provinces = file.provinces.map(unit);
  const byProvince = new Map(file.provinces.map((p) => [p.code, p.wards.map(unit)]));
  const provinceByCode = new Map(provinces.map((p) => [p.code, p]));
  const wardMaps = new Map(
    [...byProvince].map(([code, wards]) => [code, new Map(wards.map((w) => [w.code, w]))]),
  );
  return {
    provinces,
    wardsOf: (code) => byProvince.get(code),
    province: (code) => provinceByCode.get(code),
    wardIn: (provinceCode, wardCode) => wardMaps.get(provinceCode)?.get(wardCode),
  };
}

let loaded: AdministrativeUnits | undefined;

/** The units in force since 1 July 2025 (34 provinces, 3,321 wards), loaded on first use. */
export function administrativeUnits(): AdministrativeUnits {
  loaded ??= administrativeUnitsFrom(
    JSON.parse(readFileSync(ADMINISTRATIVE_UNITS_FILE, 'utf8')) as UnitFile,
  );
  return loaded;
}
