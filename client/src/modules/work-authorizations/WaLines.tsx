import { Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatCurrency, WorkAuthorizationMessages as M, type WorkAuthorization } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { keep } from './queries';
import { WaContractLines } from './WaContractLines';

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

/**
 * The proposal's groups with an approve box per service, visit and material. The server applies the
 * §4 rules (a visit approves its service, a service sets its visits) and answers the whole record.
 */
export function WaLines({ wa, view }: { wa: WorkAuthorization; view: 'proposal' | 'contract' }) {
  const queryClient = useQueryClient();
  const edit = wa.CanEdit;

  async function service(serviceId: number, approved: boolean, visitId?: number) {
    try {
      const body = {
        WorkAuthorizationId: wa.Id,
        ProposalItemServiceId: serviceId,
        VisitId: visitId ?? null,
        Approved: approved,
      };
      keep(queryClient, (await api.put('/workAuthorization/service/UpdateApproveStatus', { body })).data);
    } catch (e) {
      handleApiError(e, M.SomethingWrong);
    }
  }
  async function material(materialId: number, approved: boolean) {
    try {
      const body = { WorkAuthorizationId: wa.Id, ProposalItemMaterialId: materialId, Approved: approved };
      keep(queryClient, (await api.put('/workAuthorization/material/UpdateApproveStatus', { body })).data);
    } catch (e) {
      handleApiError(e, M.SomethingWrong);
    }
  }

  if (view === 'contract')
    return <WaContractLines wa={wa} onService={(s, on, v) => void service(s, on, v)} />;
  return (
    <Stack gap="sm" aria-label="Proposal view">
      {wa.ProposalGroups.map((g) => (
        <Paper key={g.Id} withBorder p="sm">
          <Title order={2} size="h5" mb="xs">
            {g.Name}
          </Title>
          {g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions).map((o) => (
            <Stack key={o.Id} gap={6}>
              {o.ProposalItemServices.map((s) => (
                <Stack key={s.Id} gap={4}>
                  <Group justify="space-between" wrap="nowrap">
                    <Checkbox
                      label={s.ServiceName}
                      checked={s.Approved}
                      indeterminate={s.ApproveStatusId === 3}
                      disabled={!edit}
                      onChange={(e) => void service(s.Id, e.currentTarget.checked)}
                    />
                    <Text size="sm">{money(s.Cost)}</Text>
                  </Group>
                  {s.Visits.map((v) => (
                    <Checkbox
                      key={v.Id}
                      ml="xl"
                      size="xs"
                      label={v.Title || 'Visit'}
                      checked={v.Approved}
                      disabled={!edit}
                      onChange={(e) => void service(s.Id, e.currentTarget.checked, v.Id)}
                    />
                  ))}
                </Stack>
              ))}
              {o.ProposalItemMaterials.map((m) => (
                <Group key={m.Id} justify="space-between" wrap="nowrap">
                  <Checkbox
                    label={m.MaterialName}
                    checked={m.Approved}
                    disabled={!edit}
                    onChange={(e) => void material(m.Id, e.currentTarget.checked)}
                  />
                  <Text size="sm">{money(m.Cost)}</Text>
                </Group>
              ))}
            </Stack>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
