import { Badge, Group, Switch, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatDate, formatPercent, DISCOUNT_DECIMALS, type Promotion } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { PromotionRowEditor } from './PromotionRowEditor';
import { toPromotionForm, toSaveBody } from './promotionForm';
import { savePromotion, toggleArchived } from './mutations';
import { fetchPromotions, promotionKeys } from './queries';
import { toListState, toSearch, type PromotionFilters } from './search';

const columns: DataListColumn<Promotion>[] = [
  {
    key: 'Name',
    title: 'Name',
    render: (p) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c={p.Archived || p.Expired ? 'dimmed' : undefined}>
          {p.Name}
        </Text>
        {p.Archived && (
          <Badge size="xs" variant="light" color="gray">
            Archived
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'DiscountPercentage',
    title: 'Discount',
    align: 'right',
    width: 110,
    render: (p) => formatPercent(p.DiscountPercentage, { decimals: DISCOUNT_DECIMALS }),
  },
  {
    key: 'ExpirationDate',
    title: 'Expires',
    width: 190,
    render: (p) =>
      p.ExpirationDate === null ? (
        <Text size="sm" c="dimmed">
          Never
        </Text>
      ) : (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c={p.Expired ? 'red' : undefined}>
            {formatDate(p.ExpirationDate)}
          </Text>
          {p.Expired && (
            <Badge size="xs" variant="filled" color="red">
              Expired
            </Badge>
          )}
        </Group>
      ),
  },
  {
    key: 'Active',
    title: 'Active',
    width: 100,
    render: (p) => (
      <Badge size="sm" variant="light" color={p.Active ? 'green' : 'gray'}>
        {p.Active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

/** Promotions offered on contracts: the screen itself needs Contracts FullAccess, so all may edit. */
export function PromotionList() {
  const search = useSearch({ from: '/app/promotions' });
  const navigate = useNavigate();
  const state = toListState(search);

  const setState = (next: ListState<PromotionFilters>) =>
    void navigate({ to: '/promotions', search: toSearch(next), replace: true });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Promotions
      </Title>
      <DataList<Promotion, PromotionFilters>
        columns={columns}
        queryKey={promotionKeys.list}
        fetchPage={fetchPromotions}
        state={state}
        onStateChange={setState}
        searchPlaceholder="Search promotions"
        emptyText={state.filters.IncludeExpired ? 'No promotions match' : 'No current promotions match'}
        archivable
        onToggleArchived={toggleArchived}
        rowLabel={(p) => p.Name}
        editable={{
          addLabel: 'Add Promotion',
          renderEditor: (ctx) => <PromotionRowEditor {...ctx} />,
          onSave: (values) => savePromotion(toSaveBody(toPromotionForm(values))),
        }}
        toolbar={
          <Switch
            label="Include expired"
            checked={state.filters.IncludeExpired}
            onChange={(e) =>
              setState({ ...state, page: 1, filters: { IncludeExpired: e.currentTarget.checked } })
            }
          />
        }
      />
    </>
  );
}
