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
