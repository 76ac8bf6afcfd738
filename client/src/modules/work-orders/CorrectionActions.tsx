import { useState } from 'react';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { B, F, has, WorkOrderMessages as M, type CorrectionLink, type WorkOrder } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { RecordLink } from '../account-extras/RecordLink';

const linksKey = (id: number) => ['workOrders', 'one', id, 'corrections'] as const;

function LinkLine({ link }: { link: CorrectionLink }) {
  return (
    <List.Item>
      <RecordLink href={`/workorders/info?id=${link.Id}`}>Work order {link.Id}</RecordLink>
      <Text span size="sm" c="dimmed">
        {' '}
        · {link.WorkOrderStatus}
        {link.Description ? ` · ${link.Description}` : ''}
      </Text>
    </List.Item>
  );
}

/**
 * The correction work order dialogs of the info screen: creating one from the services flagged Needs
 * Correction (WorkOrders Branch or Full, spec §6) and the links between an order and its corrections.
 */
export function CorrectionActions({ workOrder: w }: { workOrder: WorkOrder }) {
  const claims = useClaims();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The order whose links are shown: following a link opens another order on this same screen, and
  // the dialog then closes instead of staying over it.
  const [linksOf, setLinksOf] = useState<number | null>(null);
  const showLinks = linksOf === w.Id;
  const [creating, setCreating] = useState(false);
  const links = useQuery({
    queryKey: linksKey(w.Id),
    queryFn: async () => (await api.get('/workOrders/{id}/correctionWorkOrder', { path: { id: w.Id } })).data,
    // Read when the dialog opens: the info screen's first load stays as it was.
    enabled: showLinks,
  });
  const none = links.data && !links.data.Original && !links.data.Corrections.length;

  async function create() {
    const go = await confirm({
      title: 'Create correction work order?',
      message: `A new work order is made from the services of work order ${w.Id} checked Needs Correction.`,
      confirmLabel: 'Create correction work order',
    });
    if (!go) return;
    setCreating(true);
    try {
      const { data } = await api.put('/workOrders/{id}/createCorrectionWorkOrder', { path: { id: w.Id } });
      notifySuccess(M.CorrectionGenerated);
      await queryClient.invalidateQueries({ queryKey: ['workOrders'] });
      void navigate({ to: '/workorders/info', search: { id: data.WorkOrderId } as never });
    } catch (error) {
      notifyError(failureMessage(error, M.CorrectionFailed));
    } finally {
      setCreating(false);
    }
  }

  return (
    <>
      {has(claims, 'WorkOrders', B | F) && (
        <Button variant="default" onClick={() => void create()} loading={creating}>
          Create correction work order
        </Button>
      )}
      <Button variant="default" onClick={() => setLinksOf(w.Id)}>
        Correction links
      </Button>
      <Modal opened={showLinks} onClose={() => setLinksOf(null)} title="Correction work orders">
        <Stack gap="sm">
          {none && <Text size="sm">This work order has no correction work orders.</Text>}
          {links.data?.Original && (
            <div>
              <Text fw={500} size="sm">
                Corrects
              </Text>
              <List>
                <LinkLine link={links.data.Original} />
              </List>
            </div>
          )}
          {!!links.data?.Corrections.length && (
            <div>
              <Text fw={500} size="sm">
                Corrections
              </Text>
              <List>
                {links.data.Corrections.map((c) => (
                  <LinkLine key={c.Id} link={c} />
                ))}
              </List>
            </div>
          )}
        </Stack>
      </Modal>
    </>
  );
}
