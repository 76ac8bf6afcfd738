import {
  centsToDecimalString,
  dollarsToCents,
  type Cents,
  type SaveWorkOrder,
  type WorkOrder,
} from '@canopy/shared';

/**
 * The editable basic info (SaveWorkOrder) as the form holds it. Names match the server's so its
 * field errors land on the inputs; EstimatedValue is held in cents, text fields as strings.
 */
export type BasicValues = {
  Id: number;
  Version: number;
  Description: string;
  SalesRepId: number | null;
  SalesTerritoryId: number | null;
  EstimatedCrew: number | null;
  EstimatedHours: number | null;
  EstimatedValue: Cents | null;
  QualifiesForPrevailingWage: boolean;
  /** A PNG data URL, or null when there is no signature. */
  Signature: string | null;
  ScoutingReportNotes: string;
};

export function toBasicValues(w: WorkOrder): BasicValues {
  return {
    Id: w.Id,
    Version: w.Version,
    Description: w.Description ?? '',
    SalesRepId: w.SalesRepId,
    SalesTerritoryId: w.SalesTerritoryId,
    EstimatedCrew: w.EstimatedCrew,
    EstimatedHours: w.EstimatedHours,
    // Null for a user who may not see prices: the save then leaves the value alone.
    EstimatedValue: w.EstimatedValue === null ? null : dollarsToCents(w.EstimatedValue),
    QualifiesForPrevailingWage: w.QualifiesForPrevailingWage,
    Signature: w.Signature,
    ScoutingReportNotes: w.ScoutingReportNotes ?? '',
  };
}

/** The save body; blank numbers that cannot be null on the server are left out (kept as stored). */
export function toSaveWorkOrder(v: BasicValues): SaveWorkOrder {
  return {
    Id: v.Id,
    Version: v.Version,
    Description: v.Description.trim() || null,
    SalesRepId: v.SalesRepId,
    SalesTerritoryId: v.SalesTerritoryId,
    EstimatedCrew: v.EstimatedCrew,
    ...(v.EstimatedHours !== null ? { EstimatedHours: v.EstimatedHours } : {}),
    ...(v.EstimatedValue !== null ? { EstimatedValue: Number(centsToDecimalString(v.EstimatedValue)) } : {}),
    QualifiesForPrevailingWage: v.QualifiesForPrevailingWage,
    Signature: v.Signature,
    ScoutingReportNotes: v.ScoutingReportNotes.trim() || null,
  };
}
