import { applied, unlessGone, type MutationCtx, type Outcome, type Versioned } from './sync-push.handlers';

type Archivable = { Id: number; Version: number; Archived: boolean };

/** How one record kind is saved, read and archived through its online service. */
export interface ArchivableSteps<T extends Archivable> {
  /** The online save, with the fields the device changed, its Id and the Version it started from. */
  save(body: Record<string, unknown>): Promise<T>;
  /** The record, once the service has checked the caller may change it. */
  current(): Promise<T>;
  /** The online archive toggle. */
  toggle(): Promise<T>;
}

/**
 * An update of a record the online screens archive with a toggle (materials, damages, problems): the
 * device sends the changed fields and, when the user archived or restored it, `Archived`. The fields
 * go through the save (so a stale Version is a conflict), then the toggle when Archived differs.
 */
export function saveThenArchive<T extends Archivable>(
  c: MutationCtx,
  table: Versioned,
  steps: ArchivableSteps<T>,
): Promise<Outcome> {
  const { Archived, ...fields } = c.data;
  return unlessGone(c, table, async () => {
    let dto = Object.keys(fields).length
      ? await steps.save({ ...fields, Id: c.id, Version: c.m.BaseVersion })
      : await steps.current();
    if (typeof Archived === 'boolean' && Archived !== dto.Archived) dto = await steps.toggle();
    return applied(dto);
  });
}

/** A delete from a device archives the record (none of these is ever deleted online). */
export function archiveOnDelete<T extends Archivable>(
  c: MutationCtx,
  table: Versioned,
  steps: Pick<ArchivableSteps<T>, 'current' | 'toggle'>,
): Promise<Outcome> {
  return unlessGone(c, table, async () => {
    const dto = await steps.current();
    return applied(dto.Archived ? dto : await steps.toggle());
  });
}
