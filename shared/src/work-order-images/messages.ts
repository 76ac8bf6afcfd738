/** Work order image messages, verbatim from work-orders.md §5 and §8 'Images'. */
export const WorkOrderImageMessages = {
  CaptionTooLong: 'Caption cannot exceed 200 characters.',
  ImagesSaved: 'Images Saved Successfully',
  ImageDeleted: 'Image Deleted Successfully',
  // Ours: the record an image is filed under must belong to the work order.
  KeyNotValid: 'The record this image belongs to is not on this work order.',
} as const;
