import {
  centsToDollars,
  dollarsToCents,
  optionLabel,
  ServiceClassifications,
  type SprayService,
  type SpraySummary,
  type SpraySummaryRequest,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import { toBuilder } from '../proposal-builder/proposal-builder.mapper';
import { readHierarchy } from '../proposal-builder/proposal-builder.repo';
import { proposalAccess, reachProposal } from '../proposals/proposals.access';
import { proposalFormatRepo } from './proposal-format.repo';

/**
 * POST proposals/spray-summary: what a proposal asks the spray crews to do — each service of the
 * Spray classification with the trees it treats, its chemicals and the visits included this year —
 * and, over them, the number of applications this year, every chemical once and the cost.
 */
export function spraySummaryService(db: Db, files: FilesService) {
  const repo = proposalFormatRepo(db);
  return async function spraySummary(auth: AuthContext, body: SpraySummaryRequest): Promise<SpraySummary> {
    requireClaim(auth, proposalAccess.view);
    const row = await reachProposal(db, auth, body.ProposalId);
    const h = await readHierarchy(db, row.id);
    const classes = await repo.classifications([...new Set(h.services.map((s) => s.service_id))]);
    const sprays = new Set(
      h.services.filter((s) => classes.get(s.service_id) === ServiceClassifications.Spray).map((s) => s.id),
    );
    const b = toBuilder(row, false, h, [], files);
    const services: SprayService[] = [];
    for (const g of b.ProposalGroups)
      for (const og of g.ProposalOptionGroups)
        og.ProposalOptions.forEach((o, i) => {
          for (const s of o.ProposalItemServices.filter((x) => sprays.has(x.Id)))
            services.push({
              ProposalItemServiceId: s.Id,
              Group: g.Name,
              Option: optionLabel(i, og.ProposalOptions.length),
              Service: s.Service,
              Items: s.ProposalItemServiceServiceItems.map((x) => x.Name).filter(Boolean),
              Chemicals: s.Chemicals.map((c) => c.Name),
              VisitsThisYear: s.Visits.filter((v) => v.IncludeThisYear).map((v) => v.Title),
              VisitsInProgram: s.Visits.filter((v) => v.IncludeInProgram).length,
              PerVisitCost: s.PerVisitCost,
              Cost: s.Cost,
            });
        });
    const cents = services.reduce((sum, s) => sum + (dollarsToCents(s.Cost) ?? 0), 0);
    return {
      ProposalId: row.id,
      Services: services,
      // A single-visit spray without a visit schedule is one application.
      Applications: services.reduce((n, s) => n + Math.max(s.VisitsThisYear.length, 1), 0),
      Chemicals: [...new Set(services.flatMap((s) => s.Chemicals))].sort(),
      Total: centsToDollars(cents),
    };
  };
}
