import { Badge, Button, Checkbox, Stack, Text } from '@mantine/core';
import { dollarsToCents, formatCurrency, unitsText, type WorkOrderService } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { ServiceDescription } from './ServiceDescription';

export type ServiceFlagChange = {
  service: WorkOrderService;
  field: 'Completed' | 'NeedsCorrection';
  value: boolean;
};

export type ServiceColumnsOptions = {
  canComplete: boolean;
  canEdit: boolean;
  /** The service whose flag is being saved; its checkboxes wait. */
  savingId: number | null;
  onFlag: (change: ServiceFlagChange) => void;
  /** Opens a service's weather conditions; left out for a user who may not see them. */
  onWeather?: (s: WorkOrderService) => void;
  /** The user holds WorkOrders_Pricing: the Total Cost column shows. */
  prices: boolean;
};

const units = (n: number) => unitsText(Math.round(n * 100));

function visitText(s: WorkOrderService): string | null {
  const v = s.ServiceVisit;
  if (!v) return null;
  return [v.Title, v.ServiceCode && `(${v.ServiceCode})`].filter(Boolean).join(' ') || null;
}

export function serviceColumns(o: ServiceColumnsOptions): DataListColumn<WorkOrderService>[] {
  const flag = (s: WorkOrderService, field: ServiceFlagChange['field'], allowed: boolean, label: string) => (
    <Checkbox
      aria-label={`${label}: ${s.ServiceName}`}
      checked={s[field]}
      disabled={!allowed || s.Archived || o.savingId === s.Id}
      onChange={(e) => o.onFlag({ service: s, field, value: e.currentTarget.checked })}
    />
  );
  const columns: DataListColumn<WorkOrderService>[] = [
    {
      key: 'ServiceName',
      title: 'Service',
      render: (s) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {s.ServiceName}
            {s.Archived && (
              <Badge ml={6} size="xs" color="gray" variant="light">
                Archived
              </Badge>
            )}
          </Text>
          {visitText(s) && (
            <Text size="xs" c="dimmed">
              Visit: {visitText(s)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'Description',
      title: 'Description',
      render: (s) => <ServiceDescription parts={s.DescriptionParts} />,
    },
    {
      key: 'Items',
      title: 'Items',
      render: (s) =>
        s.WorkOrderServiceItems.length ? (
          <Stack gap={2}>
            {s.WorkOrderServiceItems.map((i) => (
              <Text key={i.Id} size="xs">
                {i.Name}
                {i.ScientificName && (
                  <>
                    {' '}
                    (<em>{i.ScientificName}</em>)
                  </>
                )}
                {i.SizeName && ` · ${i.SizeName}`} · {units(i.ServiceUnits)} service / {units(i.PricingUnits)}{' '}
                pricing units
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            None
          </Text>
        ),
    },
    ...(o.prices
      ? [
          {
            key: 'TotalCost',
            title: 'Total Cost',
            align: 'right' as const,
            render: (s: WorkOrderService) =>
              s.TotalCost === null ? '' : formatCurrency(dollarsToCents(s.TotalCost)),
          },
        ]
      : []),
    {
      key: 'Completed',
      title: 'Completed',
      align: 'center',
      render: (s) => flag(s, 'Completed', o.canComplete, 'Completed'),
    },
    {
      key: 'NeedsCorrection',
      title: 'Needs Correction',
      align: 'center',
      render: (s) => flag(s, 'NeedsCorrection', o.canEdit, 'Needs correction'),
    },
  ];
  const { onWeather } = o;
  if (onWeather)
    columns.push({
      key: 'Weather',
      title: 'Weather',
      align: 'center',
      render: (s) => (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Weather: ${s.ServiceName}`}
          onClick={() => onWeather(s)}
        >
          Weather
        </Button>
      ),
    });
  return columns;
}
