import type { QueryClient } from '@tanstack/react-query';
import type { Branch, NewBranch, SaveBranch, ServiceGroupContent } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { recordCache } from '../../kernel/api/recordCache';
import { branchKeys } from './queries';

const branches = recordCache<Branch>(branchKeys);

/** A saved branch replaces the cached one, and the list shows it. */
export const branchChanged = branches.changed;

export async function createBranch(body: NewBranch): Promise<Branch> {
  return (await api.post('/branches', { body })).data;
}

/** A stale save (409) shows the server's branch before the error goes on to the form. */
export async function saveBranch(queryClient: QueryClient, body: SaveBranch): Promise<Branch> {
  try {
    return (await api.put('/branches', { body })).data;
  } catch (error) {
    branches.conflicted(queryClient, body.Id, error);
    throw error;
  }
}

export async function saveServiceGroupContent(body: ServiceGroupContent): Promise<ServiceGroupContent> {
  return (await api.post('/branches/serviceGroupContent', { body })).data;
}

/** Resolves once the branch has left the cache and the list is read again. */
export async function deleteBranch(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/branches/{id}', { path: { id } });
  await branches.deleted(queryClient, id);
}
