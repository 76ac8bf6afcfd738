import { useState } from 'react';
import { Badge, Box, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPercentage, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { LoadNotice } from '../../ui/LoadNotice';
import { useGoBack } from '../../ui/useGoBack';
import { deleteConfirmed } from '../resources/deleteConfirmed';
import { PriceDetailList } from './PriceDetailList';
import { pricingMethodName, pricingTypeName } from './priceFields';
import { PriceUpdateDialog } from './PriceUpdateDialog';
import { deletePriceTable } from './mutations';
import { priceTableQuery } from './queries';

/** /price/detail?priceId&typeId&name: a table's prices, edited a row at a time or all at once. */
export function PriceDetailPage() {
  const { priceId, typeId, name } = useSearch({ from: '/app/price/detail' });
  const queryClient = useQueryClient();
  const canEdit = has(useClaims(), 'Price', F);
  const goBack = useGoBack('/price/');
  const table = useQuery({ ...priceTableQuery(priceId), enabled: priceId > 0 });
  const [updating, setUpdating] = useState(false);
  const pricingType = table.data?.PricingType ?? typeId;
  const missing = priceId === 0 || isNotFound(table.error);

  async function removeTable() {
    if (!table.data) return;
    const rows = table.data.Details.length;
    const removed = await deleteConfirmed({
      title: 'Delete price table',
      message: `Delete the price table '${table.data.Name}'${rows ? ` and its ${rows} ${rows === 1 ? 'row' : 'rows'}` : ''}?`,
      run: () => deletePriceTable(queryClient, priceId),
      failure: Messages.DeleteFailed,
    });
    if (removed) await goBack();
  }

  const header = (
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback="/price/" />
        <Title order={1} size="h3">
          {table.data?.Name ?? name ?? 'Price Table'}
        </Title>
        {pricingType !== undefined && (
          <Badge variant="light" size="sm">
            {pricingTypeName(pricingType)}
          </Badge>
        )}
        {table.data && (
          <Badge variant="light" color="gray" size="sm">
            {pricingMethodName(table.data.PricingMethod)}
          </Badge>
        )}
        {table.data?.Archived && (
          <Badge variant="outline" color="gray" size="sm">
            Archived
          </Badge>
        )}
      </Group>
      {canEdit && table.data && (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            leftSection={<IconPercentage size={16} />}
            disabled={table.data.Details.length === 0}
            onClick={() => setUpdating(true)}
          >
            Update prices
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void removeTable()}
          >
            Delete table
          </Button>
        </Group>
      )}
    </Group>
  );

  if (missing)
    return (
      <>
        {header}
        <LoadNotice color="yellow" title="Price table not found">
          This price table does not exist or was deleted.
        </LoadNotice>
      </>
    );

  return (
    <Stack gap={0}>
      {header}
      {table.isPending && priceId > 0 && !name && <Skeleton height={8} width={200} mb="sm" />}
      {table.error && (
        <Box mb="sm">
          <LoadNotice title="The price table could not be loaded" error={table.error} />
        </Box>
      )}
      <PriceDetailList priceId={priceId} table={table.data} pricingType={pricingType} canEdit={canEdit} />
      {table.data && (
        <PriceUpdateDialog opened={updating} table={table.data} onClose={() => setUpdating(false)} />
      )}
    </Stack>
  );
}
