import { useQuery } from '@tanstack/react-query';
import type { Proposal } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ChoicesPanel } from './ChoicesPanel';

const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/** The account's live purchase orders chosen for the proposal (PUT proposals/{id}/purchaseOrders). */
export function ProposalPurchaseOrders({ proposal: p }: { proposal: Proposal }) {
  const pos = useQuery({
    queryKey: ['proposals', 'accountPos', p.AccountId],
    queryFn: async () =>
      (await api.get('/accountPos/account/{accountId}', { path: { accountId: p.AccountId } })).data,
    enabled: p.CanEdit,
    retry: false,
  });
  return (
    <ChoicesPanel
      proposal={p}
      title="Purchase orders"
      chosen={p.AccountPOs.map((po) => ({ Id: po.Id, label: po.Po }))}
      options={pos.data?.map((po) => ({ Id: po.Id, label: po.Po }))}
      emptyText="No purchase orders"
      save={async (ids) =>
        (
          await api.put('/proposals/{id}/purchaseOrders', {
            path: { id: p.Id },
            body: ids.map((Id) => ({ Id })),
          })
        ).data
      }
    />
  );
}

/** Promotions applied to the proposal, chosen from those still offered (PUT proposals/{id}/promotions). */
export function ProposalPromotions({ proposal: p }: { proposal: Proposal }) {
  const offered = useQuery({
    queryKey: ['proposals', 'promotions', 'builder'],
    queryFn: async () => (await api.get('/promotions/builder')).data,
    enabled: p.CanEdit,
    retry: false,
  });
  return (
    <ChoicesPanel
      proposal={p}
      title="Promotions"
      chosen={p.Promotions.map((x) => ({ Id: x.Id, label: `${x.Name} (${percent(x.DiscountPercentage)})` }))}
      options={offered.data?.map((x) => ({
        Id: x.Id,
        label: `${x.Name} (${percent(x.DiscountPercentage)})`,
      }))}
      emptyText="No promotions"
      save={async (ids) =>
        (await api.put('/proposals/{id}/promotions', { path: { id: p.Id }, body: ids.map((Id) => ({ Id })) }))
          .data
      }
    />
  );
}
