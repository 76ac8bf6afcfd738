import {
  META_ITEM_DESCRIPTION_MAX,
  META_ITEM_NAME_MAX,
  META_ITEM_PAGE_SIZE,
  MetaItemKindIds,
  SCIENTIFIC_NAME_MAX,
  uniqueIds,
  WEED_TYPES_LAWN_ONLY,
  type MetaItemKind,
  type MetaItemOption,
  type MetaItemRecord,
  type MetaItemRow,
  type MetaItemSearch,
  type SaveMetaItem,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { conflict, notFound, ValidationError, formErrors } from '../../platform/errors';
import { IMAGE_LIMITS, type FilesService, type Upload } from '../../platform/files/files';
import { IMAGE_KINDS, sniff } from '../../platform/files/sniff';
import { pageOf } from '../../platform/lists';
import {
  addRow,
  checkedName,
  flagOf,
  isFlag,
  missingIds,
  nameTaken,
  savedId,
  saveVersioned,
  toggleArchived,
  unlessDuplicate,
} from '../../platform/catalogue';
import { metaItemsRepo } from './meta-items.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { metaItemAccess as access } from './meta-items.access';

export const META_IMAGE_UPLOAD = { ...IMAGE_LIMITS, kinds: IMAGE_KINDS };

const article = (name: string) => (/^[aeiou]/i.test(name) ? 'An' : 'A');
const nameTakenMessage = (k: MetaItemKind) =>
  `${article(k.Name)} ${k.Name.toLowerCase()} with this name already exists.`;

/** Insects, diseases, weed types and ecological problems: one service, told which kind each call is. */
export function metaItemsService(db: Db, files: FilesService) {
  const repo = metaItemsRepo(db);

  async function get(kind: MetaItemKind, id: number, on: Db = db): Promise<MetaItemRecord> {
    const r = metaItemsRepo(on);
    const m = await r.byId(kind.Kind, id);
    if (!m) throw notFound();
    const [types, chemicals, images] = await Promise.all([
      r.itemTypeIds(id),
      r.chemicalIds(id),
      r.images(id),
    ]);
    return {
      Item: {
        Id: m.id,
        Name: m.name,
        ScientificName: m.scientific_name,
        Description: m.description,
        Archived: isFlag(m.archived),
        Version: m.version,
      },
      ServiceItemIds: types,
      ChemicalIds: chemicals,
      Images: images.map((i) => ({
        Id: i.id,
        Route: `${kind.Path}/${id}/${i.id}`,
        FileName: i.original_name,
        Url: files.signedUrl(i.file_id)!,
      })),
    };
  }

  /** Merges the form over the stored item (lists left out stay) and checks it all at once. */
  async function checked(kind: MetaItemKind, req: SaveMetaItem, stored?: MetaItemRecord) {
    const form = formErrors();
    const item = req.Item;
    const name = checkedName(form, item.Name, META_ITEM_NAME_MAX);
    if (
      !form.has('Name') &&
      (await nameTaken(db, 'inventory_meta_items', name, stored?.Item.Id, {
        column: 'kind',
        value: kind.Kind,
      }))
    )
      form.add('Name', nameTakenMessage(kind));
    const scientific =
      item.ScientificName === undefined
        ? (stored?.Item.ScientificName ?? null)
        : item.ScientificName?.trim() || null;
    if (scientific && scientific.length > SCIENTIFIC_NAME_MAX)
      form.add('ScientificName', `ScientificName must be at most ${SCIENTIFIC_NAME_MAX} characters.`);
    const description =
      item.Description === undefined ? (stored?.Item.Description ?? null) : item.Description?.trim() || null;
    if (description && description.length > META_ITEM_DESCRIPTION_MAX)
      form.add('Description', `Description must be at most ${META_ITEM_DESCRIPTION_MAX} characters.`);
    const typeIds = uniqueIds(req.ServiceItemIds ?? stored?.ServiceItemIds ?? []);
    const chemicalIds = uniqueIds(req.ChemicalIds ?? stored?.ChemicalIds ?? []);
    const unknownTypes = await missingIds(db, 'inventory_item_types', typeIds);
    if (unknownTypes.length) form.add('ServiceItemIds', `Unknown item type: ${unknownTypes.join(', ')}.`);
    else if (kind.Kind === MetaItemKindIds.WeedType) {
      const notLawn = await repo.typesWithoutLawnCare(typeIds);
      if (notLawn.length) form.add('ServiceItemIds', `${WEED_TYPES_LAWN_ONLY} ${notLawn.join(', ')}.`);
    }
    const unknownChemicals = await missingIds(db, 'chemicals', chemicalIds);
    if (unknownChemicals.length) form.add('ChemicalIds', `Unknown chemical: ${unknownChemicals.join(', ')}.`);
    form.check();
    return {
      columns: {
        name,
        scientific_name: scientific,
        description,
        archived: flagOf(item.Archived ?? stored?.Item.Archived ?? false),
      },
      typeIds,
      chemicalIds,
    };
  }

  type Values = Awaited<ReturnType<typeof checked>>;
  async function writeLinks(on: Db, id: number, v: Values, req: SaveMetaItem, isNew: boolean) {
    const r = metaItemsRepo(on);
    if (isNew || req.ServiceItemIds) await r.replaceItemTypes(id, v.typeIds);
    if (isNew || req.ChemicalIds) await r.replaceChemicals(id, v.chemicalIds);
  }
  const duplicate = (kind: MetaItemKind) => () => new ValidationError({ Name: [nameTakenMessage(kind)] });

  return {
    async get(auth: AuthContext, kind: MetaItemKind, id: number) {
      requireClaim(auth, access.view);
      return get(kind, id);
    },

    async search(
      auth: AuthContext,
      kind: MetaItemKind,
      req: MetaItemSearch,
    ): Promise<{ rows: MetaItemRow[]; total: number }> {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(kind.Kind, pageOf(req, META_ITEM_PAGE_SIZE));
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          ScientificName: r.scientific_name,
          Archived: isFlag(r.archived),
          ImageCount: Number(r.image_count ?? 0),
          Version: r.version,
        })),
      };
    },

    async simple(auth: AuthContext, kind: MetaItemKind): Promise<MetaItemOption[]> {
      requireClaim(auth, access.pick);
      return (await repo.simple(kind.Kind)).map((r) => ({ Id: r.id, Name: r.name }));
    },

    async create(auth: AuthContext, kind: MetaItemKind, req: SaveMetaItem): Promise<MetaItemRecord> {
      requireClaim(auth, access.edit);
      const v = await checked(kind, req);
      const id = await unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            const id = await addRow(trx, 'inventory_meta_items', { ...v.columns, kind: kind.Kind });
            await writeLinks(trx, id, v, req, true);
            return id;
          }),
        duplicate(kind),
      );
      return get(kind, id);
    },

    async save(auth: AuthContext, kind: MetaItemKind, req: SaveMetaItem): Promise<MetaItemRecord> {
      requireClaim(auth, access.edit);
      const id = savedId(req.Item.Id, 'Item.Id');
      const v = await checked(kind, req, await get(kind, id));
      const saved = await unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            if (!(await saveVersioned(trx, 'inventory_meta_items', id, req.Item.Version, v.columns)))
              return false;
            await writeLinks(trx, id, v, req, false);
            return true;
          }),
        duplicate(kind),
      );
      if (!saved) throw conflict(await get(kind, id));
      return get(kind, id);
    },

    async toggleArchived(auth: AuthContext, kind: MetaItemKind, id: number): Promise<MetaItemRecord> {
      requireClaim(auth, access.edit);
      await get(kind, id);
      await toggleArchived(db, 'inventory_meta_items', id);
      return get(kind, id);
    },

    /** Stores images (checked by their bytes, not their names); one file of another kind refuses all. */
    async addImages(
      auth: AuthContext,
      kind: MetaItemKind,
      id: number,
      uploads: Upload[],
      userId: number,
    ): Promise<MetaItemRecord> {
      requireClaim(auth, access.edit);
      await get(kind, id);
      const isImage = (u: Upload) => IMAGE_KINDS.some((k) => k === sniff(u.buffer));
      const refused = uploads.filter((u) => !isImage(u));
      if (refused.length)
        throw new ValidationError({
          File: refused.map((u) => `"${u.filename}" is not an image (PNG, JPEG, GIF or WebP).`),
        });
      for (const u of uploads) {
        const fileId = await files.save(u, IMAGE_KINDS, userId);
        await repo.addImage(id, fileId, new Date().toISOString());
      }
      return get(kind, id);
    },

    async removeImage(
      auth: AuthContext,
      kind: MetaItemKind,
      id: number,
      imageId: number,
    ): Promise<MetaItemRecord> {
      requireClaim(auth, access.edit);
      await get(kind, id);
      const image = await repo.image(id, imageId);
      if (!image) throw notFound();
      await repo.removeImage(imageId);
      await files.remove(image.file_id);
      return get(kind, id);
    },
  };
}
export type MetaItemsService = ReturnType<typeof metaItemsService>;
