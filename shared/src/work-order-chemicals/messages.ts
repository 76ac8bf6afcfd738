// Messages of chemicals applied on work order services: the Chemicals area of work-orders.md §8
// verbatim; the rest are our own wording for the chemical line's required fields (§5) and the
// application record that state pesticide rules ask of a licensed applicator.
export const WorkOrderChemicalMessages = {
  // §8 Chemicals
  AddingChemicalFailed: 'Adding Chemical Failed',
  UpdatingChemicalFailed: 'Updating Chemical Failed',
  UpdatingChemicalReportFailed: 'Updating chemical report Failed',
  ChemicalAdded: 'Chemical Added Successfully',
  ChemicalUpdated: 'Chemical Updated Successfully',
  Archived: 'Successfully archived',
  // §5 chemical line: all four are required
  ChemicalRequired: 'Chemical is required.',
  CarrierRequired: 'Carrier is required.',
  UnitRequired: 'Chemical Unit is required.',
  GallonsRequired: 'Actual Gallons Used is required.',
  // Our own wording
  UnknownChemical: 'The chemical is not in the chemical list.',
  UnknownCarrier: 'The carrier is not in the carrier list.',
  UnknownUnit: 'The chemical unit is not in the unit list.',
  ArchivedLine: 'An archived chemical cannot be changed; unarchive it first.',
  RecordSaved: 'Application record saved',
  RecordFailed: 'Saving the application record failed',
  UnknownApplicator: 'The applicator is not an employee of this branch.',
  RecordIdTaken: 'This record id is already used by another record.',
  ExportRange: 'The export needs a from date on or before the to date, at most 366 days apart.',
  ProfilesSaved: 'State profiles saved',
  ProfileStateTwice: 'Each state can have only one profile.',
} as const;

/** The heading of the message refusing to complete a service whose application records are short. */
export const COMPLETION_REFUSED_HEADING =
  'Cannot complete service. The chemical application records are missing:';
