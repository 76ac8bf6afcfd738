import { PhoneTypes } from '@canopy/shared';

/** Choices of the phone type select: Home 1, Work 2, Mobile 3, Fax 4. */
export const PHONE_TYPE_OPTIONS = Object.entries(PhoneTypes).map(([label, value]) => ({ value, label }));
