import {
  CatalogueStatuses,
  centsToDollars,
  dilutionText,
  dollarsToCents,
  keptInactiveReason,
  type Cents,
  type Chemical,
  type NewChemical,
} from '@canopy/shared';

export type ChemicalFormValues = {
  Id: number;
  Version: number;
  Name: string;
  EpaNumber: string;
  Description: string;
  MixRate: number | null;
  RateOfApplication: string;
  Target: string;
  TemperatureRangeLow: number | null;
  TemperatureRangeHigh: number | null;
  MethodId: number | null;
  UnitId: number | null;
  CarrierId: number | null;
  StatusId: number;
  InactiveReasonId: number | null;
  IncludedInBaseVisit: boolean;
  /** Cents, as CurrencyInput edits money; dollars on the wire. */
  ChemicalUpCharge: Cents | null;
};

/** A new chemical from the chemicals screens: status 1, Active (the spec's default here). */
export function emptyChemical(): ChemicalFormValues {
  return {
    Id: 0,
    Version: 0,
    Name: '',
    EpaNumber: '',
    Description: '',
    MixRate: null,
    RateOfApplication: '',
    Target: '',
    TemperatureRangeLow: null,
    TemperatureRangeHigh: null,
    MethodId: null,
    UnitId: null,
    CarrierId: null,
    StatusId: CatalogueStatuses.Active,
    InactiveReasonId: null,
    IncludedInBaseVisit: false,
    ChemicalUpCharge: 0,
  };
}

export function toFormValues(c: Chemical): ChemicalFormValues {
  return {
    Id: c.Id,
    Version: c.Version,
    Name: c.Name,
    EpaNumber: c.EpaNumber ?? '',
    Description: c.Description ?? '',
    MixRate: c.MixRate,
    RateOfApplication: c.RateOfApplication ?? '',
    Target: c.Target ?? '',
    TemperatureRangeLow: c.TemperatureRangeLow,
    TemperatureRangeHigh: c.TemperatureRangeHigh,
    MethodId: c.MethodId,
    UnitId: c.UnitId,
    CarrierId: c.CarrierId,
    StatusId: c.StatusId,
    InactiveReasonId: c.InactiveReasonId,
    IncludedInBaseVisit: c.IncludedInBaseVisit,
    ChemicalUpCharge: dollarsToCents(c.ChemicalUpCharge),
  };
}

/** The body of a save. The inactive reason goes only with status 3 (the spec keeps it for no other). */
export function toSaveBody(v: ChemicalFormValues): NewChemical {
  return {
    Name: v.Name.trim(),
    EpaNumber: v.EpaNumber,
    Description: v.Description,
    MixRate: v.MixRate,
    RateOfApplication: v.RateOfApplication,
    Target: v.Target,
    TemperatureRangeLow: v.TemperatureRangeLow,
    TemperatureRangeHigh: v.TemperatureRangeHigh,
    MethodId: v.MethodId,
    UnitId: v.UnitId,
    CarrierId: v.CarrierId,
    StatusId: v.StatusId,
    InactiveReasonId: keptInactiveReason(v.StatusId, v.InactiveReasonId),
    IncludedInBaseVisit: v.IncludedInBaseVisit,
    ChemicalUpCharge: centsToDollars(v.ChemicalUpCharge ?? 0),
  };
}

/** Whether saving must first ask about a duplicate name: a new chemical, or one whose name changed. */
export function nameNeedsCheck(v: ChemicalFormValues, loaded: ChemicalFormValues): boolean {
  const name = v.Name.trim().toLowerCase();
  return name !== '' && (v.Id === 0 || name !== loaded.Name.trim().toLowerCase());
}

/** The dilution as the crew reads it, from the form's rate and the chosen unit's and carrier's names. */
export function formDilution(
  v: Pick<ChemicalFormValues, 'MixRate' | 'UnitId' | 'CarrierId'>,
  names: { units: { Id: number; Name: string }[]; carriers: { Id: number; Name: string }[] },
): string {
  const unit = names.units.find((u) => u.Id === v.UnitId)?.Name ?? null;
  const carrier = names.carriers.find((c) => c.Id === v.CarrierId)?.Name ?? null;
  return dilutionText(v.MixRate, unit, carrier);
}
