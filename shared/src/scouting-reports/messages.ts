// Messages of scouting reports: work-orders.md §8 'Scouting report' verbatim, then our own wording
// for rules the spec states without a message (§4, §5).
export const ScoutingReportMessages = {
  SendFailed: 'Failed To Send Scouting Report',
  SendShortFailed: 'Failed To Send Scouting Report (Short Version)',
  AddingInfoFailed: 'Adding info failed',
  ArchivingFailed: 'Archiving failed',
  TryAgain: 'Error please try again',
  Sent: 'Scouting Report Sent Successfully',
  // The service form's message (§5), for an entry with no inventory item
  SelectInventoryItem: 'Please select inventory item',
  // Our own wording
  WeedTypesLawnCareOnly: 'Weed types are recorded only for Lawn Care work orders.',
  ItemNotAtLocation: "The inventory item is not at this work order's location.",
  AlreadySent: 'The scouting report was already sent to the customer. Confirm to send it again.',
  NoEntries: 'The scouting report has no entries to send.',
  NoRecipient: 'No contact of this location or account has an e-mail address to send the report to.',
  DoNotEmail: 'This account is marked Do Not Email.',
} as const;

/** A chosen insect, disease, ecological problem or weed type that is not in the catalogue. */
export const metaItemsFromListMessage = (plural: string) => `${plural} must be chosen from the list.`;
