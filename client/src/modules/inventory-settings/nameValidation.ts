import { INVENTORY_NAME_MAX } from '@canopy/shared';

/** The server's name rule for types, locations and sizes, checked before the round trip. */
export const nameValidation = {
  Name: (v: string) =>
    !v.trim()
      ? 'Name is required.'
      : v.trim().length > INVENTORY_NAME_MAX
        ? `Name must be at most ${INVENTORY_NAME_MAX} characters.`
        : null,
};
