import type { QueryClient } from '@tanstack/react-query';
import { Messages, type Branch } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError } from '../../ui/notify';
import { changedContents, toFormValues, toSaveBody, type BranchFormValues } from './branchForm';
import { notifyWarning } from '../../ui/notify';
import { branchChanged, createBranch, saveBranch, saveServiceGroupContent } from './mutations';
import { branchQuery } from './queries';

const saveContents = (branchId: number, v: BranchFormValues, loaded: BranchFormValues) =>
  Promise.all(
    changedContents(v, loaded).map((c) =>
      saveServiceGroupContent({ BranchId: branchId, ServiceGroupId: c.id, Content: c.text }),
    ),
  );

/**
 * Saves the branch form. Contents of an existing branch go first: they carry no Version, so a
 * refused branch save leaves nothing half-done that a retry would not redo. A new branch needs its
 * id before its contents can be saved.
 */
export async function submitBranch(
  v: BranchFormValues,
  loaded: BranchFormValues,
  queryClient: QueryClient,
): Promise<Branch> {
  return branchChanged(queryClient, await send(v, loaded, queryClient));
}

async function send(
  v: BranchFormValues,
  loaded: BranchFormValues,
  queryClient: QueryClient,
): Promise<Branch> {
  try {
    if (v.Id === 0) {
      const created = await createBranch(toSaveBody(v));
      try {
        await saveContents(created.Id, v, loaded);
      } catch (error) {
        // The branch exists now; its info page lets the user enter the content again.
        notifyError(failureMessage(error, Messages.SaveFailed));
      }
      return await queryClient.fetchQuery(branchQuery(created.Id));
    }
    await saveContents(v.Id, v, loaded);
    return await saveBranch(queryClient, { ...toSaveBody(v), Id: v.Id, Version: v.Version });
  } catch (error) {
    throw translateBranchError(error);
  }
}

/**
 * Fits the server's answer to the form: a 409 carries the current branch as form values (so
 * "Load their changes" shows it), and the missing-manager error (ModelState.BranchManagerNull)
 * lands on the manager field with the spec's warning. Field failures read 'Please fix errors in form.'.
 */
export function translateBranchError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.isConflict && error.data && typeof error.data === 'object')
    return new ApiError(409, error.message, error.modelState, toFormValues(error.data as Branch));
  const { BranchManagerNull, ...rest } = error.modelState;
  if (BranchManagerNull?.length) notifyWarning(BranchManagerNull[0]!, 'Branch manager missing');
  const modelState = BranchManagerNull?.length
    ? { ...rest, BranchManagerId: [...(rest.BranchManagerId ?? []), ...BranchManagerNull] }
    : rest;
  const fieldErrors = Object.keys(modelState).filter((k) => k !== 'Service');
  if (error.status === 400 && fieldErrors.length && !error.serviceMessage)
    notifyError(Messages.BranchFormInvalid);
  return new ApiError(error.status, error.message, modelState, error.data);
}
