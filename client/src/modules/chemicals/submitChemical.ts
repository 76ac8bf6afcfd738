import type { QueryClient } from '@tanstack/react-query';
import type { Chemical } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { confirm } from '../../ui/confirm';
import { nameNeedsCheck, toFormValues, toSaveBody, type ChemicalFormValues } from './chemicalForm';
import { ChemicalMessages } from './messages';
import { createChemical, saveChemical } from './mutations';
import { chemicalNameExists } from './queries';

export type SubmitChemicalOptions = {
  loaded: ChemicalFormValues;
  queryClient: QueryClient;
  /**
   * The lower-cased name the user already agreed to keep despite a duplicate, so the 409 resubmit
   * (or a second save) does not ask again.
   */
  acceptedName: { current: string | null };
};

/**
 * Asks the spec's duplicate-name question when another chemical has the name (case-insensitive).
 * Going back to the form rejects with a field error on Name: RecordForm then keeps the edits, shows
 * why the save stopped beside the name, and raises no failure message.
 */
async function checkName(v: ChemicalFormValues, opts: SubmitChemicalOptions): Promise<void> {
  const name = v.Name.trim().toLowerCase();
  if (!nameNeedsCheck(v, opts.loaded) || opts.acceptedName.current === name) return;
  if (!(await chemicalNameExists(v.Name.trim(), v.Id || undefined))) return;
  const proceed = await confirm({
    title: 'Duplicate chemical name',
    message: ChemicalMessages.NameExists,
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
  });
  if (!proceed) throw new ApiError(400, ChemicalMessages.NameInUse, { Name: [ChemicalMessages.NameInUse] });
  opts.acceptedName.current = name;
}

/** Saves the chemical form: the name question first, then add or save (a stale Version gives 409). */
export async function submitChemical(v: ChemicalFormValues, opts: SubmitChemicalOptions): Promise<Chemical> {
  await checkName(v, opts);
  try {
    return v.Id === 0
      ? await createChemical(opts.queryClient, toSaveBody(v))
      : await saveChemical(opts.queryClient, v.Id, { ...toSaveBody(v), Id: v.Id, Version: v.Version });
  } catch (error) {
    throw conflictAsFormValues(error);
  }
}

/** A 409 carries the server's chemical; the concurrency dialog needs it as form values. */
export function conflictAsFormValues(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.isConflict || !error.data || typeof error.data !== 'object')
    return error;
  return new ApiError(409, error.message, error.modelState, toFormValues(error.data as Chemical));
}
