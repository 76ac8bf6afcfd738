/** Equipment problem and damage messages, verbatim from work-orders.md §8, and a few of ours. */
export const WorkOrderProblemMessages = {
  AddingProblemFailed: 'Adding Equipment Problem Failed',
  UpdatingProblemFailed: 'Updating Equipment Problem Failed',
  AddingDamageFailed: 'Adding Damage Failed',
  UpdatingDamageFailed: 'Updating Damage Failed',
  ArchivingDamageFailed: 'Archiving Damage Failed',
  AddingDamageServiceFailed: 'Adding DamageService Failed',
  UpdatingDamageServiceFailed: 'Updating DamageService Failed',
  ArchivingDamageServiceFailed: 'Archiving DamageService Failed',
  Archived: 'Successfully archived',
  // Ours: §8 names no archive message for equipment problems; this matches the damage ones.
  ArchivingProblemFailed: 'Archiving Equipment Problem Failed',
  // Ours: the form picks the equipment from the work order's schedules.
  EquipmentNotOnWorkOrder: "Please choose equipment from this work order's schedules.",
  // Ours: Other (Id 0) needs the words; a listed description needs none.
  OtherDescriptionRequired: 'Please describe the problem.',
  DescriptionNotValid: 'Please choose a problem description.',
  DamageDescriptionRequired: 'Please describe the damage.',
  // Ours: a damage service names the damage repair work order (sub type Damages) it is done on.
  NotADamageWorkOrder: 'The work order for a damage service must be a Damages work order.',
  DamageRequired: 'Please choose a damage.',
  DamageServiceExists: 'This damage is already linked to that work order.',
  ProblemSaved: 'Equipment Problem Saved Successfully',
  ProblemAdded: 'Equipment Problem Added Successfully',
  DamageSaved: 'Damage Saved Successfully',
  DamageAdded: 'Damage Added Successfully',
} as const;
