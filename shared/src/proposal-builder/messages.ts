// The builder's messages, verbatim from the spec (§5 Proposals and builder, §8 Proposals); the few
// marked "ours" state rules the spec gives without words.
export const BuilderMessages = {
  SelectServiceOrMaterial: 'Please select service or material',
  SelectServiceGroup: 'Please select service group',
  SelectInventoryItem: 'Please select a customer inventory item',
  SelectService: 'Please select service',
  MaterialNeedsService: "A proposal can't have a material without at least one service",
  FormInvalid: 'Make sure all information entered is correct.',
  CaptionTooLong: 'Caption cannot exceed 200 characters.',
  GroupNeedsTwoOptions: 'Please select at least 2 options to create group',
  GroupNeedsSameServiceGroup: 'Please select at least 2 services from same service group to create group',
  ItemsWithoutCost: 'Items Without Cost',
  SaveFailed: 'Save Failed',
  FailedToUpdateService: 'Failed to update service',
  FailedToUpdateGroup: 'Failed to update group',
  FailedToUpdate: 'Failed to update',
  UnknownError: 'An unknown error occurred.',
  Added: 'Added Successfully',
  Deleted: 'Deleted successfully',
  GroupsUpdated: 'Groups Updated Successfully',
  ImagesSaved: 'Images Saved Successfully',
  ImageDeleted: 'Image Deleted Successfully',
  // ours: an inventory item must stand at the proposal's location.
  ItemNotAtLocation: "The inventory item is not at the proposal's location.",
  // ours: a Multi service comes with its visits and no materials (spec §5 "Multi-type services clear materials").
  MultiTakesNoMaterials: 'A Multi service takes no materials.',
  // ours: an added service or material joins an option of its own service group.
  NotThisServiceGroup: "The service is not of this group's service group.",
} as const;
