import {
  CatalogueStatuses,
  centsToDollars,
  dilutionText,
  type Chemical,
  type ChemicalOption,
  type ChemicalRow,
} from '@canopy/shared';
import { statusName } from '../services/services.mapper';
import type { ChemicalsRepo } from './chemicals.repo';

type Row = NonNullable<Awaited<ReturnType<ChemicalsRepo['byId']>>>;

const num = (v: number | null) => (v == null ? null : Number(v));
const dilution = (c: Row) => dilutionText(num(c.mix_rate), c.unit_name, c.carrier_name);

export const toChemical = (c: Row): Chemical => ({
  Id: c.id,
  Name: c.name,
  EpaNumber: c.epa_number,
  Description: c.description,
  MixRate: num(c.mix_rate),
  RateOfApplication: c.rate_of_application,
  Target: c.target,
  TemperatureRangeLow: num(c.temperature_range_low),
  TemperatureRangeHigh: num(c.temperature_range_high),
  MethodId: c.method_id,
  Method: c.method_name,
  UnitId: c.unit_id,
  Unit: c.unit_name,
  CarrierId: c.carrier_id,
  Carrier: c.carrier_name,
  StatusId: c.status_id,
  Status: statusName(c.status_id),
  InactiveReasonId: c.inactive_reason_id,
  Active: c.status_id !== CatalogueStatuses.Inactive,
  IncludedInBaseVisit: c.included_in_base_visit === 1,
  ChemicalUpCharge: centsToDollars(Number(c.chemical_up_charge_cents)),
  DilutionText: dilution(c),
  Version: c.version,
});

export const toChemicalRow = (c: Row): ChemicalRow => ({
  Id: c.id,
  Name: c.name,
  EpaNumber: c.epa_number,
  Target: c.target,
  Method: c.method_name,
  DilutionText: dilution(c),
  StatusId: c.status_id,
  Status: statusName(c.status_id),
  Active: c.status_id !== CatalogueStatuses.Inactive,
  IncludedInBaseVisit: c.included_in_base_visit === 1,
  ChemicalUpCharge: centsToDollars(Number(c.chemical_up_charge_cents)),
  Version: c.version,
});

export const toChemicalOption = (c: Row): ChemicalOption => ({
  Id: c.id,
  Name: c.name,
  EpaNumber: c.epa_number,
  DilutionText: dilution(c),
});
