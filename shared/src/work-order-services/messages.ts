// Messages of work order services: the service form's (work-orders.md §5) and the Services area's
// (§8) verbatim; the rest are our own wording for rules the spec states without a message.
export const WorkOrderServiceMessages = {
  // §5 service form
  FormInvalid: 'Make sure all information entered is correct.',
  SelectInventoryItem: 'Please select inventory item',
  FillRequiredFields: 'Please fill out all required fields.',
  ServiceCostRequired: 'Service Cost is required.',
  ServiceGroupRequired: 'Service Group is required.',
  InventoryItemRequired: 'Customer Inventory Item is required for this Service Group.',
  ServiceRequired: 'Service is required.',
  SelectServiceGroupFirst: 'Please select a Service Group first.',
  // §8 Services
  AddingServiceFailed: 'Adding Service Failed',
  UpdatingServiceFailed: 'Updating Service Failed',
  UpdatingServiceReportFailed: 'Updating Service report Failed',
  AddServiceCheckErrors: 'Failed to add service. Please check errors.',
  AddServiceToWorkOrderFailed: 'Failed to add service to Work Order.',
  ServiceUpdated: 'Service Updated Successfully',
  Archived: 'Successfully archived',
  // Our own wording
  MayNotEditServices: 'You may not add services to work orders.',
  NoLocation: 'Services can be added only to a work order with a location.',
  ArborCareOnly: 'Services can be added only to Arbor Care work orders.',
  ServiceNotInGroup: 'The service does not belong to the selected Service Group.',
  ServiceInactive: 'The service is inactive and cannot be added.',
  ItemNotAtLocation: "The inventory item is not at this work order's location.",
  ItemListedTwice: 'Each inventory item can be listed only once.',
  ItemAlreadyOnService: 'The inventory item is already on this service.',
  LocationMismatch: "The location is not this work order's location.",
} as const;

/** Why a work order in this status takes no new services. */
export const servicesClosedMessage = (statusName: string) =>
  `Services cannot be added to a work order that is ${statusName}.`;

/** The service report mailed to the customer: §8's failure message verbatim, the rest our own. */
export const ServiceReportMessages = {
  EmailFailed: 'Email Failed to Send',
  Sent: 'Service Report Sent Successfully',
  NoServices: 'The work order has no services to report.',
  NoRecipient: 'No contact of this location or account has an e-mail address to send the report to.',
  DoNotEmail: 'This account is marked Do Not Email.',
} as const;
