import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';

/** PUT proposals/{id}/docs (and the other ordered shelves): document ids in their new order. */
export const DocumentOrder = Type.Array(Bounds.Id(), { maxItems: 500 });
export type DocumentOrder = Static<typeof DocumentOrder>;

export const ProposalDocParams = Type.Object({ id: Bounds.Id(), docId: Bounds.Id() });
export const ServiceGroupDocsParams = Type.Object({ id: Bounds.Id(), groupId: Bounds.Id() });
export const ServiceGroupDocParams = Type.Object({
  id: Bounds.Id(),
  groupId: Bounds.Id(),
  docId: Bounds.Id(),
});

/** PUT proposals/attachments/{id}: a print attachment's title and whether it is appended (active). */
export const SavePrintAttachment = Type.Object({
  Name: Type.Optional(Type.String({ maxLength: 255 })),
  Active: Type.Optional(Type.Boolean()),
});
export type SavePrintAttachment = Static<typeof SavePrintAttachment>;

/** A proposal service group as its documents screen names it. */
export const ProposalServiceGroupRef = Type.Object({
  Id: Type.Integer(),
  ProposalId: Type.Integer(),
  ServiceGroupId: Type.Integer(),
  Name: Type.String(),
  CanEdit: Type.Boolean(),
});
export type ProposalServiceGroupRef = Static<typeof ProposalServiceGroupRef>;
