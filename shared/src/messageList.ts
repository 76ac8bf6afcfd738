// User-facing messages, verbatim from the spec's error catalogues. Grouped by area.
// Shared behaviour and guards
export const NotAuthorized = 'Not Authorized';
export const ConnectionError = 'Error connecting. Check your connection.';
export const LoginFailed = 'Username/Password is not correct';
// Conventions of our own (the spec leaves these to us)
export const TooManyAttempts = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const NotFound = 'The record was not found.';
export const ServerError = 'Something went wrong on our side. Please try again.';
export const ValidationHeading = 'Please correct the following';
export const ConcurrencyConflict = 'This record was changed by someone else since you opened it.';
export const SessionExpired = 'Your session has ended. Please sign in again.';
export const ForgotPasswordSent = 'If that e-mail belongs to an account, a reset link is on its way.';
export const ResetTokenInvalid = 'This reset link is invalid or has expired.';
export const PasswordsDoNotMatch = 'Password and confirmation do not match.';
export const PasswordTooShort = 'Password must be at least 8 characters.';
export const InvalidEmail = 'Please enter a valid e-mail address.';
export const BadClient = 'Unknown client.';
// Work orders (work-orders.md §8)
export const UpdatingWorkOrderFailed = 'Updating Work Order Failed';
export const UpdatingWorkOrderStatusFailed = 'Updating Work Order Status Failed';
export const InvalidStatusUpdate = 'Invalid status update';
// Roles (scheduling-proposals-catalogues.md §8)
export const ErrorSavingRole = 'Error Saving Role';
export const ErrorLoadingRole = 'Error Loading Role';
export const RoleCreated = 'Role Created Successfully';
export const RoleSaved = 'Role Saved Successfully';
export const DeleteFailed = 'Delete Failed';
export const RoleInUse = "Be sure this user role isn't assigned to any users before deleting.";
// Employees (accounts-finance-people.md §5 and §8)
export const EmployeeNeedsJobAndBranch = 'Please select a job title and primary branch to create employee';
export const UsernameTaken = 'This username is already taken.';
export const RoleNameTaken = 'A role with this name already exists.';
export const EmployeeHasNoEmail = 'The employee has no e-mail address to send a reset link to.';
export const WorkShiftTimes = 'A shift must end after it starts.';
// General
export const SaveFailed = 'Save Failed';
export const UpdateFailed = 'Update Failed';
export const UpdatedSuccessfully = 'Updated Successfully';
export const DeletedSuccessfully = 'Deleted Successfully';
export const SearchSaved = 'Search Saved Successfully';
export const SearchSaveFailed = 'Failed to Save Search';
export const SearchesLoadFailed = 'Failed to Retrieve searches';
export const SearchDeleteFailed = 'Failed to Delete Search';
export const SearchDeleted = 'Deleted Search Successfully';
export const NoInformationEntered = 'Cannot Save. No information entered.';
export const UsernameSaved = 'Username Save Successful!';
export const PasswordSaved = 'Password Save Successful!';
// Branches (scheduling-proposals-catalogues.md §5, §8)
export const BranchFormInvalid = 'Please fix errors in form.';
export const BranchSaved = 'Branch Saved Successfully';
// Sales territories (scheduling-proposals-catalogues.md §8)
export const SalesTerritoryUpdateFailed = 'Sales Territory Updating Failed';
export const SalesTerritoryDeleteFailed = 'Sales Territory Deleting Failed';
export const SalesTerritorySaveFailed = 'Sales Territory Saving Failed';
export const ZipCodesSaveFailed = 'Zip Codes save failed';
export const ZipCodesDuplicated = 'The following zip codes are duplicated: ';
// Settings lists (accounts-finance-people.md §8)
export const SettingsListInUse = 'Update failed. Make sure any removed items are not being used.';
export const SettingsListUpdated = 'Updated Successfully!';
// Branches, territories, lists and sign-in settings: conventions of our own
export const BranchManagerRequired = 'Please select a branch manager.';
export const ListNamesDuplicated = 'The following names are duplicated: ';
export const UsernameLength = 'Username must be between 3 and 100 characters.';
export const UsernameSpaces = 'Username cannot contain spaces.';
export const UsernameCharacters = 'Username may contain letters, digits and . _ - @ + only.';
export const CurrentPasswordWrong = 'The current password is not correct.';
// Catalogues: tax rates, promotions, prices, resources, inventory (scheduling-proposals-catalogues.md §5, §8)
export const TaxRateSaveFailed = 'Tax Rate Save Failed';
export const TaxRateDeleteFailed = 'Deleting Tax Rate Failed';
export const TaxRateImportFailed = 'Tax Rate Import Failed';
export const NegativeDollarAmounts = 'Please avoid entering negative dollar amounts.';
export const PricesUpdated = 'Prices Updated Successfully';
export const UniqueAssetNumber = 'Please enter Unique Asset Number';
export const ResourceDeleteFailed = 'Delete failed';
// Catalogues: services and chemicals (scheduling-proposals-catalogues.md §5, §8)
export const SelectServiceType = 'Select Service Type';
export const InvalidVisitDate = 'Invalid date for service visit month';
export const SelectPricingUnitOfMeasure = 'please select pricing unit of measure';
export const EnterPricingRate = 'please enter Pricing Rate';
export const SaveRequiredFields = 'Error occured while saving data, look for required fields';
export const ServiceInUse = 'Delete Failed. Please check if service being used on proposal';
export const ChemicalUsedByServices =
  'Delete Failed. Please make sure this chemical is not referenced by any services.';
export const ChemicalUsedInProposal = 'Deleted Failed, Please check if chemical being used in proposal';
export const ChemicalNameExists =
  'A chemical with this name already exists. Are you sure you want to continue?';
export const ChemicalCreateFailed = 'An error occurred creating the chemical';
export const ChemicalCreated = 'Chemical Created Successfully';
export const MaxRecurrenceUpdateFailed = 'Max Recurrence Years Update failed.';
// Services and chemicals: conventions of our own
export const SelectPricingTable = 'please select pricing table';
export const MultiServiceNeedsVisit = 'A multi service needs at least one visit.';
// Locations, notes, neighbors, documents and customer inventory (accounts-finance-people.md §5, §8)
export const LocationPrimaryContactRequired = 'Please select primary contact in contact info panel';
export const LocationTaxRateMissing =
  'A tax rate does not exist for the service address. Add a tax rate for the zip code.';
export const LocationSaveFailed = 'Failed to save location';
export const LocationNoteSaveFailed = 'Note Save Failed';
export const LocationNeighborSaveFailed = 'Neighbor Save Failed';
export const LocationDocumentUploadFailed = 'Document Upload Failed';
export const LocationDocumentDeletionFailed = 'Document Deletion Failed';
// Locations and customer inventory: conventions of our own
export const LocationTransferredNotChoosable =
  'A location becomes Transferred only by a transfer to another account.';
export const ServiceItemKindRequired = 'Please choose an item type or enter another kind of plant.';
export const ServiceItemOneKind = 'An item is either of an item type or of another kind of plant, not both.';
export const ServiceItemsFull = 'A location can hold at most 9999 inventory items.';
export const CoordinatesInvalid = 'Coordinates must be a latitude and a longitude, e.g. 42.0451, -87.6877.';
// Accounts, contacts, office comments and purchase orders (accounts-finance-people.md §4, §5, §8)
export const AccountFormInvalid = 'Verify that all fields are filled out correctly.';
export const BillingAddressMissing = 'Please enter a billing address';
export const BillingAddressIncomplete = 'Please complete entering a billing address';
export const ContactNeedsEmail = 'Contact must have an email to receive billing or proposals';
export const ContactFormInvalid = 'Verify that contact information is filled out correctly';
export const PrimaryContactNotDeletable =
  'Cannot delete a primary contact. Please reassign the primary contact to another account.';
export const PurchaseOrderFormInvalid = 'Verify that purchase order form is filled out correctly.';
export const AccountNotRetrieved = 'Could not retrieve account';
export const AccountCreateFailed = 'Failed to Create Account';
export const AccountCreated = 'Account Created Successfully';
export const ContactAddFailed = 'Failed to add contact to Account';
export const ContactUpdateFailed = 'Failed to update contact';
export const FailedToUpdate = 'Failed to update';
export const PurchaseOrderSaveFailed = 'Purchase Order Save Failed';
export const PurchaseOrderArchiveFailed = 'Archiving Purchase Order Failed';
export const PurchaseOrderSaved = 'Purchase Order Saved Successfully';
export const OpenInvoicesNotRetrieved = 'Failed to retrieve open invoices';
// Accounts: conventions of our own (the spec names the rule, not the words)
export const InactiveLocationsStayInactive =
  'The account is active again; its inactive locations remain inactive.';
export const AccountNameExists =
  'An account with this name already exists. Are you sure you want to continue?';
export const AccountNeedsContact = 'Please add a contact.';
export const AccountNeedsPrimaryContact =
  'An account needs a primary contact: make another contact primary instead.';
export const AccountHasLocations =
  'The account has locations and cannot be deleted; make it inactive instead.';
export const AccountInUse = 'The account is still in use and cannot be deleted; make it inactive instead.';
export const ServiceItemInUse = 'The item is on work orders or scouting reports and cannot be deleted.';
export const ContactInUse =
  'The contact is a contact of a location and cannot be deleted; make it inactive instead.';
export const PurchaseOrderDatesOrder = 'The effective end date must not be before the start date.';
export const PurchaseOrderNumberTaken = 'The account already has a purchase order with this number.';
// Work order materials (work-orders.md §8; scheduling-proposals-catalogues.md §5, §8)
export const AddingMaterialFailed = 'Adding Material Failed';
export const UpdatingMaterialFailed = 'Updating Material Failed';
export const MaterialFillAllFields = 'Please fill out all fields';
export const FailedToAddMaterial = 'Failed to add material';
export const FailedToUpdateMaterial = 'Failed to update material';
export const FailedToArchiveMaterial = 'Failed to archive material';
export const MaterialUnknownError = 'Unknown error';
export const MaterialCostAdded = 'Material cost added successfully';
export const MaterialArchived = 'Material archived successfully';
// Purchase orders of a work order (work-orders.md §8)
export const WorkOrderPurchaseOrdersFailed = 'Failed to Save Purchase Orders';
export const CorrectionNeedsService = 'Atleast one service should be checked to create correction work order';
export const CorrectionGenerated = 'Generated correction work order successfully';
export const SomethingWentWrong = 'Something went wrong';
