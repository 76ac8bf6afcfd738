import { queryOptions } from '@tanstack/react-query';
import { ClaimTypeList, type ClaimType } from '@canopy/shared';
import { api } from './client';

/**
 * The branches a user may filter a list by: those their claim of `claim` reaches. Each list asks by
 * its own claim, so one user can see different branch choices on different screens.
 */
export const branchChoicesFor = (claim: ClaimType, me: number) =>
  queryOptions({
    queryKey: ['branchChoices', claim, me] as const,
    queryFn: async () =>
      (
        await api.get('/branches/employee/{employeeId}/{claimTypeId}', {
          path: { employeeId: me, claimTypeId: ClaimTypeList.find((c) => c.Name === claim)!.Id },
        })
      ).data,
    staleTime: 5 * 60_000,
  });
