import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  formatCurrency,
  materialServiceOptional,
  type Material,
  type MaterialServiceChoice,
} from '@canopy/shared';
import { CurrencyInput } from '../../ui/inputs/CurrencyInput';
import { NumericInput } from '../../ui/inputs/NumericInput';
import { draftTotalCents, withMaterial, withService, type MaterialDraft } from './materialDraft';

export interface MaterialFieldsProps {
  draft: MaterialDraft;
  onChange: (next: MaterialDraft) => void;
  /** The catalogue's materials of the row's type. */
  materials: Material[];
  services: MaterialServiceChoice[];
  serviceGroupId: number;
  /** The user sees prices (WorkOrders_Pricing), so sets them. */
  prices: boolean;
  /** Every field is required (the schedule's material cost row). */
  required?: boolean;
  typeLabel: string;
}

const NONE = '';

/** The fields of a material row, shared by the work order's tab and the schedule's costs. */
export function MaterialFields({
  draft,
  onChange,
  materials,
  services,
  serviceGroupId,
  prices,
  required = false,
  typeLabel,
}: MaterialFieldsProps) {
  const optionalService = materialServiceOptional(serviceGroupId);
  const service = services.find((s) => s.WorkOrderServiceId === draft.WorkOrderServiceId);
  const total = draftTotalCents(draft);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <Select
        label={typeLabel}
        required
        searchable
        data={materials.map((m) => ({
          value: String(m.Id),
          label: m.Unit ? `${m.Name} (${m.Unit})` : m.Name,
        }))}
        value={draft.MaterialId ? String(draft.MaterialId) : null}
        onChange={(v) =>
          onChange(
            withMaterial(
              draft,
              materials.find((m) => String(m.Id) === v),
            ),
          )
        }
      />
      <Select
        label="Service"
        required={!optionalService}
        data={[
          ...(optionalService ? [{ value: NONE, label: 'No service (NA item)' }] : []),
          ...services.map((s) => ({ value: String(s.WorkOrderServiceId), label: s.ServiceName })),
        ]}
        value={draft.WorkOrderServiceId ? String(draft.WorkOrderServiceId) : optionalService ? NONE : null}
        onChange={(v) =>
          onChange(
            withService(
              draft,
              services.find((s) => String(s.WorkOrderServiceId) === v),
            ),
          )
        }
      />
      <Select
        label="Inventory item"
        required={!!service && required}
        disabled={!service}
        placeholder={service ? undefined : 'NA'}
        data={(service?.ServiceItems ?? []).map((i) => ({
          value: String(i.Id),
          label: i.Name || `Item ${i.Id}`,
        }))}
        value={draft.ServiceItemId && service ? String(draft.ServiceItemId) : null}
        onChange={(v) => onChange({ ...draft, ServiceItemId: v ? Number(v) : null })}
      />
      <NumericInput
        label="Units"
        required
        decimals={2}
        min={0}
        value={draft.Units}
        onChange={(v) => onChange({ ...draft, Units: v })}
      />
      {prices && (
        <CurrencyInput
          label="Unit price"
          required={required}
          min={0}
          value={draft.UnitPrice}
          onChange={(v) => onChange({ ...draft, UnitPrice: v })}
        />
      )}
      {prices && (
        <CurrencyInput
          label="Actual cost"
          required={required}
          min={0}
          value={draft.ActualCost}
          onChange={(v) => onChange({ ...draft, ActualCost: v })}
        />
      )}
      {!required && (
        <TextInput
          label="Notes"
          maxLength={2000}
          value={draft.Notes}
          onChange={(e) => onChange({ ...draft, Notes: e.currentTarget.value })}
        />
      )}
      {prices && (
        <Text size="sm" mt="lg" aria-label="Total">
          Total: {total === null ? '—' : formatCurrency(total)}
        </Text>
      )}
    </SimpleGrid>
  );
}
