import { expect } from 'vitest';
import { F, P, todayIsoDate, type WaService, type WorkAuthorization } from '@canopy/shared';
import type { Session, TestCtx } from './harness';
import { formatProposal, type FormatProposal } from './proposal-format.fixtures';
import { signInWith } from './support';

// A confirmed proposal's work authorization: the format fixture's proposal (pruning offered as two
// options, $650 or $250, a $45.50 chip disposal and a three-visit $180 spray program), confirmed by
// its rep at a service address with a 6.25 % tax rate.

export const WA = '/api/v1/workAuthorization';
let n = 0;

export interface ConfirmedWa {
  p: FormatProposal;
  id: number;
  /** An office user of the proposal's branch: WorkAuthorizations and Payments Full. */
  office: Session;
  officeId: number;
}

export async function taxRateFor(ctx: TestCtx, locationId: number) {
  const db = ctx.dbh.db;
  const loc = await db
    .selectFrom('account_locations')
    .select('zip')
    .where('id', '=', locationId)
    .executeTakeFirstOrThrow();
  const zip = loc.zip.slice(0, 5).padStart(5, '0');
  await db.deleteFrom('tax_rates').where('zip_code', '=', zip).execute();
  await db
    .insertInto('tax_rates')
    .values({ zip_code: zip, rate_e4: 62_500, effective_date: todayIsoDate() })
    .execute();
}

export async function confirmedWa(
  ctx: TestCtx,
  officeClaims: Record<string, number> = {},
): Promise<ConfirmedWa> {
  const p = await formatProposal(ctx, { Proposals: P, InventoryItems: F, WorkAuthorizations: P });
  await taxRateFor(ctx, p.locationId);
  const res = await ctx.call(p.s, 'POST', `/api/v1/proposals/confirmProposal/${p.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const idRes = await ctx.call(p.s, 'GET', `${WA}/idByProposalId/${p.id}`);
  expect(idRes.statusCode, idRes.body).toBe(200);
  const who = await signInWith(
    ctx,
    `wa-office${++n}-${ctx.engine}`,
    { WorkAuthorizations: F, WorkAuthorizations_Payments: F, Proposals: F, ...officeClaims },
    1,
  );
  return { p, id: idRes.json<{ Id: number }>().Id, office: who.session, officeId: who.employeeId };
}

export const servicesOf = (wa: WorkAuthorization): WaService[] =>
  wa.ProposalGroups.flatMap((g) =>
    g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions.flatMap((o) => o.ProposalItemServices)),
  );
export const materialsOf = (wa: WorkAuthorization) =>
  wa.ProposalGroups.flatMap((g) =>
    g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions.flatMap((o) => o.ProposalItemMaterials)),
  );

export async function getWa(ctx: TestCtx, s: Session, id: number): Promise<WorkAuthorization> {
  const res = await ctx.call(s, 'GET', `${WA}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkAuthorization>();
}

export async function approveService(
  ctx: TestCtx,
  s: Session,
  id: number,
  serviceId: number,
  approved: boolean,
  visitId?: number,
): Promise<WorkAuthorization> {
  const res = await ctx.call(s, 'PUT', `${WA}/service/UpdateApproveStatus`, {
    WorkAuthorizationId: id,
    ProposalItemServiceId: serviceId,
    VisitId: visitId ?? null,
    Approved: approved,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkAuthorization>();
}

/** A payment as the payment dialog sends it, under an idempotency key. */
export function pay(
  ctx: TestCtx,
  s: Session,
  id: number,
  kind: 'deposit' | 'promotion',
  body: object,
  key?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `${WA}/${id}/${kind}`,
    headers: {
      authorization: `Bearer ${s.token}`,
      'x-csrf-token': s.csrf,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body as object,
  });
}
