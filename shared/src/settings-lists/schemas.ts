import { Type, type Static } from 'typebox';

export const LIST_ITEM_NAME_MAX = 100;

/** An item of a settings list (account types, sources, note types …). */
export const ListItem = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export type ListItem = Static<typeof ListItem>;

/** A row as saved: Id 0 (or none) adds it; a blank Name drops it. */
export const ListItemInput = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.Union([Type.String({ maxLength: LIST_ITEM_NAME_MAX }), Type.Null()]),
});
export type ListItemInput = Static<typeof ListItemInput>;

/** The whole list; rows left out are removed (refused while they are in use). */
export const SaveListItems = Type.Array(ListItemInput, { maxItems: 500 });
export type SaveListItems = Static<typeof SaveListItems>;

/** The account settings lists, their calls (under /api/v1/) and display names. */
export const SettingsLists = [
  { Key: 'accountTypes', Path: 'accounts/accountTypes', Name: 'Account Types' },
  { Key: 'clientTypes', Path: 'accounts/clientTypes', Name: 'Client Types' },
  { Key: 'sources', Path: 'accounts/sources', Name: 'Sources' },
  { Key: 'inactiveReasons', Path: 'accounts/inactiveReasons', Name: 'Inactive Reasons' },
  { Key: 'contactTitles', Path: 'accounts/contactTitles', Name: 'Contact Titles' },
  { Key: 'sourceCodes', Path: 'accounts/sourceCodes', Name: 'Source Codes' },
  { Key: 'noteTypes', Path: 'accounts/accountLocations/notesTypes', Name: 'Note Types' },
  { Key: 'serviceLines', Path: 'accounts/serviceLines', Name: 'Service Lines' },
] as const;
export type SettingsListKey = (typeof SettingsLists)[number]['Key'];
