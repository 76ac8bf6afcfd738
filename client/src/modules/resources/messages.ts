/**
 * The spec's success message for adds (scheduling-proposals-catalogues.md §8), used by the price and
 * resource lists; not yet in shared Messages.
 */
export const ADDED_SUCCESSFULLY = 'Added Successfully';
