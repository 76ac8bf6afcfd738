// User-facing messages, verbatim from the spec's error catalogues. Grouped by area.
export const Messages = {
  // Shared behaviour and guards
  NotAuthorized: 'Not Authorized',
  ConnectionError: 'Error connecting. Check your connection.',
  LoginFailed: 'Username/Password is not correct',
  // Conventions of our own (the spec leaves these to us)
  TooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  NotFound: 'The record was not found.',
  ServerError: 'Something went wrong on our side. Please try again.',
  ValidationHeading: 'Please correct the following',
  ConcurrencyConflict: 'This record was changed by someone else since you opened it.',
  SessionExpired: 'Your session has ended. Please sign in again.',
  ForgotPasswordSent: 'If that e-mail belongs to an account, a reset link is on its way.',
  ResetTokenInvalid: 'This reset link is invalid or has expired.',
  PasswordsDoNotMatch: 'Password and confirmation do not match.',
  PasswordTooShort: 'Password must be at least 8 characters.',
  InvalidEmail: 'Please enter a valid e-mail address.',
  BadClient: 'Unknown client.',
  // Work orders (work-orders.md §8)
  UpdatingWorkOrderFailed: 'Updating Work Order Failed',
  UpdatingWorkOrderStatusFailed: 'Updating Work Order Status Failed',
  InvalidStatusUpdate: 'Invalid status update',
  // Roles (scheduling-proposals-catalogues.md §8)
  ErrorSavingRole: 'Error Saving Role',
  ErrorLoadingRole: 'Error Loading Role',
  RoleCreated: 'Role Created Successfully',
  RoleSaved: 'Role Saved Successfully',
  DeleteFailed: 'Delete Failed',
  RoleInUse: "Be sure this user role isn't assigned to any users before deleting.",
  // Employees (accounts-finance-people.md §5 and §8)
  EmployeeNeedsJobAndBranch: 'Please select a job title and primary branch to create employee',
  UsernameTaken: 'This username is already taken.',
  RoleNameTaken: 'A role with this name already exists.',
  EmployeeHasNoEmail: 'The employee has no e-mail address to send a reset link to.',
  WorkShiftTimes: 'A shift must end after it starts.',
  // General
  SaveFailed: 'Save Failed',
  UpdateFailed: 'Update Failed',
  UpdatedSuccessfully: 'Updated Successfully',
  DeletedSuccessfully: 'Deleted Successfully',
  SearchSaved: 'Search Saved Successfully',
  SearchSaveFailed: 'Failed to Save Search',
  SearchesLoadFailed: 'Failed to Retrieve searches',
  SearchDeleteFailed: 'Failed to Delete Search',
  SearchDeleted: 'Deleted Search Successfully',
  NoInformationEntered: 'Cannot Save. No information entered.',
  UsernameSaved: 'Username Save Successful!',
  PasswordSaved: 'Password Save Successful!',
  // Branches (scheduling-proposals-catalogues.md §5, §8)
  BranchFormInvalid: 'Please fix errors in form.',
  BranchSaved: 'Branch Saved Successfully',
  // Sales territories (scheduling-proposals-catalogues.md §8)
  SalesTerritoryUpdateFailed: 'Sales Territory Updating Failed',
  SalesTerritoryDeleteFailed: 'Sales Territory Deleting Failed',
  SalesTerritorySaveFailed: 'Sales Territory Saving Failed',
  ZipCodesSaveFailed: 'Zip Codes save failed',
  ZipCodesDuplicated: 'The following zip codes are duplicated: ',
  // Settings lists (accounts-finance-people.md §8)
  SettingsListInUse: 'Update failed. Make sure any removed items are not being used.',
  SettingsListUpdated: 'Updated Successfully!',
  // Branches, territories, lists and sign-in settings: conventions of our own
  BranchManagerRequired: 'Please select a branch manager.',
  ListNamesDuplicated: 'The following names are duplicated: ',
  UsernameLength: 'Username must be between 3 and 100 characters.',
  UsernameSpaces: 'Username cannot contain spaces.',
  UsernameCharacters: 'Username may contain letters, digits and . _ - @ + only.',
  CurrentPasswordWrong: 'The current password is not correct.',
  // Catalogues: tax rates, promotions, prices, resources, inventory (scheduling-proposals-catalogues.md §5, §8)
  TaxRateSaveFailed: 'Tax Rate Save Failed',
  TaxRateDeleteFailed: 'Deleting Tax Rate Failed',
  TaxRateImportFailed: 'Tax Rate Import Failed',
  NegativeDollarAmounts: 'Please avoid entering negative dollar amounts.',
  PricesUpdated: 'Prices Updated Successfully',
  UniqueAssetNumber: 'Please enter Unique Asset Number',
  ResourceDeleteFailed: 'Delete failed',
  // Catalogues: services and chemicals (scheduling-proposals-catalogues.md §5, §8)
  SelectServiceType: 'Select Service Type',
  InvalidVisitDate: 'Invalid date for service visit month',
  SelectPricingUnitOfMeasure: 'please select pricing unit of measure',
  EnterPricingRate: 'please enter Pricing Rate',
  SaveRequiredFields: 'Error occured while saving data, look for required fields',
  ServiceInUse: 'Delete Failed. Please check if service being used on proposal',
  ChemicalUsedByServices: 'Delete Failed. Please make sure this chemical is not referenced by any services.',
  ChemicalUsedInProposal: 'Deleted Failed, Please check if chemical being used in proposal',
  ChemicalNameExists: 'A chemical with this name already exists. Are you sure you want to continue?',
  ChemicalCreateFailed: 'An error occurred creating the chemical',
  ChemicalCreated: 'Chemical Created Successfully',
  MaxRecurrenceUpdateFailed: 'Max Recurrence Years Update failed.',
  // Services and chemicals: conventions of our own
  SelectPricingTable: 'please select pricing table',
  MultiServiceNeedsVisit: 'A multi service needs at least one visit.',
  // Locations, notes, neighbors, documents and customer inventory (accounts-finance-people.md §5, §8)
  LocationPrimaryContactRequired: 'Please select primary contact in contact info panel',
  LocationTaxRateMissing:
    'A tax rate does not exist for the service address. Add a tax rate for the zip code.',
  LocationSaveFailed: 'Failed to save location',
  LocationNoteSaveFailed: 'Note Save Failed',
  LocationNeighborSaveFailed: 'Neighbor Save Failed',
  LocationDocumentUploadFailed: 'Document Upload Failed',
  LocationDocumentDeletionFailed: 'Document Deletion Failed',
  // Locations and customer inventory: conventions of our own
  LocationTransferredNotChoosable: 'A location becomes Transferred only by a transfer to another account.',
  ServiceItemKindRequired: 'Please choose an item type or enter another kind of plant.',
  ServiceItemOneKind: 'An item is either of an item type or of another kind of plant, not both.',
  ServiceItemsFull: 'A location can hold at most 9999 inventory items.',
  CoordinatesInvalid: 'Coordinates must be a latitude and a longitude, e.g. 42.0451, -87.6877.',
  // Accounts, contacts, office comments and purchase orders (accounts-finance-people.md §4, §5, §8)
  AccountFormInvalid: 'Verify that all fields are filled out correctly.',
  BillingAddressMissing: 'Please enter a billing address',
  BillingAddressIncomplete: 'Please complete entering a billing address',
  ContactNeedsEmail: 'Contact must have an email to receive billing or proposals',
  ContactFormInvalid: 'Verify that contact information is filled out correctly',
  PrimaryContactNotDeletable:
    'Cannot delete a primary contact. Please reassign the primary contact to another account.',
  PurchaseOrderFormInvalid: 'Verify that purchase order form is filled out correctly.',
  AccountNotRetrieved: 'Could not retrieve account',
  AccountCreateFailed: 'Failed to Create Account',
  AccountCreated: 'Account Created Successfully',
  ContactAddFailed: 'Failed to add contact to Account',
  ContactUpdateFailed: 'Failed to update contact',
  FailedToUpdate: 'Failed to update',
  PurchaseOrderSaveFailed: 'Purchase Order Save Failed',
  PurchaseOrderArchiveFailed: 'Archiving Purchase Order Failed',
  PurchaseOrderSaved: 'Purchase Order Saved Successfully',
  OpenInvoicesNotRetrieved: 'Failed to retrieve open invoices',
  // Accounts: conventions of our own (the spec names the rule, not the words)
  InactiveLocationsStayInactive: 'The account is active again; its inactive locations remain inactive.',
  AccountNameExists: 'An account with this name already exists. Are you sure you want to continue?',
  AccountNeedsContact: 'Please add a contact.',
  AccountNeedsPrimaryContact: 'An account needs a primary contact: make another contact primary instead.',
  AccountHasLocations: 'The account has locations and cannot be deleted; make it inactive instead.',
  AccountInUse: 'The account is still in use and cannot be deleted; make it inactive instead.',
  ServiceItemInUse: 'The item is on work orders or scouting reports and cannot be deleted.',
  ContactInUse: 'The contact is a contact of a location and cannot be deleted; make it inactive instead.',
  PurchaseOrderDatesOrder: 'The effective end date must not be before the start date.',
  PurchaseOrderNumberTaken: 'The account already has a purchase order with this number.',
  // Work order materials (work-orders.md §8; scheduling-proposals-catalogues.md §5, §8)
  AddingMaterialFailed: 'Adding Material Failed',
  UpdatingMaterialFailed: 'Updating Material Failed',
  MaterialFillAllFields: 'Please fill out all fields',
  FailedToAddMaterial: 'Failed to add material',
  FailedToUpdateMaterial: 'Failed to update material',
  FailedToArchiveMaterial: 'Failed to archive material',
  MaterialUnknownError: 'Unknown error',
  MaterialCostAdded: 'Material cost added successfully',
  MaterialArchived: 'Material archived successfully',
  // Purchase orders of a work order (work-orders.md §8)
  WorkOrderPurchaseOrdersFailed: 'Failed to Save Purchase Orders',
  CorrectionNeedsService: 'Atleast one service should be checked to create correction work order',
  CorrectionGenerated: 'Generated correction work order successfully',
  SomethingWentWrong: 'Something went wrong',
} as const;

/** The '--' marker: a heading followed by items; the client shows a heading and a bulleted list. */
export const LIST_MARKER = '--';

export function markerMessage(heading: string, items: string[]): string {
  return [heading, ...items].join(LIST_MARKER);
}

export function splitMarker(message: string): { heading: string; items: string[] } | null {
  if (!message.includes(LIST_MARKER)) return null;
  const [heading = '', ...items] = message.split(LIST_MARKER).map((s) => s.trim());
  return { heading, items: items.filter(Boolean) };
}
