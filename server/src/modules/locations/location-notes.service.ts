import {
  isIsoDate,
  LOCATION_NOTE_MAX,
  LOCATION_NOTE_PAGE_SIZE,
  LocationNoteStatuses,
  LocationNoteStatusList,
  Messages,
  parseDate,
  type IsoDate,
  type LocationNote,
  type LocationNoteQuery,
  type LocationNoteSearch,
  type SaveLocationNote,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { conflict, notFound, formErrors } from '../../platform/errors';
import { pageOf, type Page } from '../../platform/lists';
import { saveVersioned, savedId } from '../../platform/catalogue';
import { locationAccess as access, reachLocation } from './locations.access';
import { locationNotesRepo, type LocationNotesRepo, type NoteFilter } from './location-notes.repo';

type Row = NonNullable<Awaited<ReturnType<LocationNotesRepo['byId']>>>;

const toNote = (r: Row): LocationNote => ({
  Id: r.id,
  LocationId: r.location_id,
  Notes: r.notes,
  TypeId: r.type_id,
  TypeName: r.type_name,
  StatusId: r.status_id,
  PrintOnWorkOrder: r.print_on_work_order === 1,
  DateCreated: iso(r.created_at)!,
  CreatedBy: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
  Version: r.version,
});

/** The instant a calendar day starts in the server's time zone, which is the company's. */
function dayStart(day: IsoDate): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
}

/** Notes of a location: typed from the note types list, flagged to print on work orders. */
export function locationNotesService(db: Db) {
  const repo = locationNotesRepo(db);

  async function list(locationId: number, page: Page, f: NoteFilter) {
    const { rows, total } = await repo.search(locationId, page, f);
    return { rows: rows.map(toNote), total };
  }

  /** Checks the form; the note's save failure heads every message list. */
  async function checked(req: SaveLocationNote, stored?: Row) {
    const form = formErrors();
    const notes = req.Notes.trim();
    if (!notes) form.add('Notes', 'Notes is required.');
    else if (notes.length > LOCATION_NOTE_MAX)
      form.add('Notes', `Notes must be at most ${LOCATION_NOTE_MAX} characters.`);
    const typeId = req.TypeId === undefined ? (stored?.type_id ?? null) : req.TypeId;
    if (typeId !== null && !(await repo.typeExists(typeId))) form.add('TypeId', 'Please choose a note type.');
    const statusId = req.StatusId ?? stored?.status_id ?? LocationNoteStatuses.Active;
    if (!LocationNoteStatusList.some((s) => s.Id === statusId))
      form.add('StatusId', 'Please choose a status.');
    form.check(Messages.LocationNoteSaveFailed);
    const print = req.PrintOnWorkOrder ?? (stored ? stored.print_on_work_order === 1 : false);
    return { notes, type_id: typeId, status_id: statusId, print_on_work_order: print ? 1 : 0 };
  }

  return {
    /** Filters: print (true, false, or any) and created between two calendar days, both inclusive. */
    async search(auth: AuthContext, req: LocationNoteSearch) {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, req.LocationId);
      const form = formErrors();
      const day = (field: 'DateFrom' | 'DateTo') => {
        const raw = req[field]?.trim();
        if (!raw) return null;
        const d = isIsoDate(raw) ? raw : parseDate(raw);
        if (!d) form.add(field, `${field} is not a date.`);
        return d;
      };
      const from = day('DateFrom');
      const to = day('DateTo');
      form.check();
      const next = to ? new Date(dayStart(to)) : null;
      next?.setDate(next.getDate() + 1);
      return list(req.LocationId, pageOf(req, LOCATION_NOTE_PAGE_SIZE), {
        printOnWorkOrder: req.PrintOnWorkOrder,
        from: from ? dayStart(from) : null,
        to: next ? next.toISOString() : null,
      });
    },

    async query(auth: AuthContext, locationId: number, q: LocationNoteQuery) {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, locationId);
      return list(
        locationId,
        pageOf({ Query: q.q, Skip: q.skip, Take: q.take }, LOCATION_NOTE_PAGE_SIZE),
        {},
      );
    },

    async get(auth: AuthContext, locationId: number, id: number): Promise<LocationNote> {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, locationId);
      const row = await repo.byId(locationId, id);
      if (!row) throw notFound();
      return toNote(row);
    },

    async create(auth: AuthContext, locationId: number, req: SaveLocationNote): Promise<LocationNote> {
      requireClaim(auth, access.edit);
      await reachLocation(db, auth, locationId, true);
      const v = await checked(req);
      const id = await repo.insert({
        ...v,
        location_id: locationId,
        created_at: nowIso(),
        created_by: auth.employeeId,
      });
      return toNote((await repo.byId(locationId, id))!);
    },

    async save(auth: AuthContext, locationId: number, req: SaveLocationNote): Promise<LocationNote> {
      requireClaim(auth, access.edit);
      await reachLocation(db, auth, locationId, true);
      const id = savedId(req.Id);
      const stored = await repo.byId(locationId, id);
      if (!stored) throw notFound();
      const v = await checked(req, stored);
      const saved = await saveVersioned(db, 'location_notes', id, req.Version, v);
      const current = await repo.byId(locationId, id);
      if (!current) throw notFound();
      if (!saved) throw conflict(toNote(current));
      return toNote(current);
    },

    async remove(auth: AuthContext, locationId: number, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      await reachLocation(db, auth, locationId, true);
      if (!(await repo.byId(locationId, id))) throw notFound();
      await repo.remove(id);
    },
  };
}
export type LocationNotesService = ReturnType<typeof locationNotesService>;
