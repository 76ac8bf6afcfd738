import type { FastifyInstance } from 'fastify';
import { ServiceGroups } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import type { Headers } from './to-schedule';

const PAGES = 5;

/**
 * Printing a proposal of five pages (spec §9 numbering: cover, definition, two pages of
 * recommendations, summary): an Arbor Care proposal on a demo location's trees, each of its
 * services offered with descriptions long enough to fill the recommendations, built through the
 * builder's own calls. Times POST proposals/emailProposal/{id}/false (print only: no mail).
 */
export async function proposalPrintBench(
  app: FastifyInstance,
  admin: Headers,
  db: Db,
): Promise<[string, () => Promise<unknown>][]> {
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url: `/api/v1${url}`, headers: admin, payload });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res;
  };
  const tree = await db
    .selectFrom('service_items as i')
    .innerJoin('account_locations as l', 'l.id', 'i.account_location_id')
    .select(['i.id', 'l.id as location_id'])
    .where('l.branch_id', '=', 1)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  const services = await db
    .selectFrom('services')
    .select('id')
    .where('service_group_id', '=', ServiceGroups.ArborCare)
    .where('status_id', '=', 1)
    .orderBy('id')
    .execute();
  const proposal = (await call('POST', '/proposals', { AccountLocationId: tree.location_id })).json<{
    Id: number;
  }>();
  const print = () => call('POST', `/proposals/emailProposal/${proposal.Id}/false`, {});
  const pages = async () =>
    (await print()).rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  const description =
    'Remove dead, dying and broken branches over one inch; raise the canopy to clear the drive and ' +
    'the roof by eight feet; reduce end weight on the long limbs over the patio; haul away all brush.';
  for (let i = 0; (await pages()) < PAGES; i++) {
    const b = (
      await call('POST', '/proposals/ProposalData', {
        ProposalId: proposal.Id,
        ServiceGroupId: ServiceGroups.ArborCare,
        ServiceId: services[i % services.length]!.id,
        ServiceItemIds: [tree.id],
      })
    ).json<{
      ProposalGroups: {
        ProposalOptionGroups: {
          ProposalOptions: { ProposalItemServices: { Id: number; Version: number }[] }[];
        }[];
      }[];
    }>();
    const line =
      b.ProposalGroups.at(-1)!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
    await call('PUT', `/proposals/ProposalItemService/${proposal.Id}`, {
      Id: line.Id,
      Version: line.Version,
      Quantity: 1,
      RequiresNoEquipment: true,
      Description: description,
    });
  }
  return [[`proposal print: ${PAGES}-page PDF`, print]];
}
