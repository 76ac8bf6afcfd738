import { useState } from 'react';
import { Checkbox, Group, Modal, MultiSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BuilderMessages as M, type ProposalItemService, type SaveProposalItemService } from '@canopy/shared';
import { ItemLinesField } from './ItemLinesField';
import { money } from './money';
import { saveItemService } from './mutations';
import { useItemSave } from './itemSave';
import { PhotoList } from './PhotoList';
import { equipmentQuery } from './queries';

export type EditServiceDialogProps = {
  proposalId: number;
  item: ProposalItemService;
  onClose: () => void;
};

const num = (v: number | string) => (v === '' ? null : Number(v));

/** The item edit form: crew, hours, equipment, visits and the edited cost; saved whole, 409 asks. */
export function EditServiceDialog({ proposalId, item, onClose }: EditServiceDialogProps) {
  const equipment = useQuery(equipmentQuery);
  const [form, setForm] = useState({
    Quantity: item.Quantity as number | string,
    Crew: (item.Crew ?? '') as number | string,
    EstimatedHours: (item.EstimatedHours ?? '') as number | string,
    EditedCost: (item.EditedCost ?? '') as number | string,
    Description: item.Description ?? '',
    RequiresNoEquipment: item.RequiresNoEquipment,
    EquipmentIds: item.Equipment.map((e) => String(e.EquipmentId)),
    Visits: item.Visits.map((v) => ({ ...v })),
    Lines: item.ProposalItemServiceServiceItems.map((l) => ({
      ServiceItemId: l.ServiceItemId,
      Name: l.Name,
      ServiceUnits: l.ServiceUnits as number | string,
      PricingUnits: l.PricingUnits as number | string,
    })),
  });
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));

  const body = (v: number): SaveProposalItemService | null => {
    const quantity = Number(form.Quantity);
    if (!Number.isInteger(quantity) || quantity < 1) return null;
    const edited = num(form.EditedCost);
    if (edited !== null && edited < 0) return null;
    if (form.Lines.some((l) => l.ServiceUnits === '' || l.PricingUnits === '')) return null;
    return {
      Id: item.Id,
      Version: v,
      Quantity: quantity,
      Crew: num(form.Crew),
      EstimatedHours: num(form.EstimatedHours),
      EditedCost: edited,
      Description: form.Description || null,
      RequiresNoEquipment: form.RequiresNoEquipment,
      EquipmentIds: form.RequiresNoEquipment ? [] : form.EquipmentIds.map(Number),
      Visits: form.Visits.map((x) => ({
        ServiceVisitId: x.ServiceVisitId,
        IncludeInProgram: x.IncludeInProgram,
        IncludeThisYear: x.IncludeThisYear,
      })),
      ServiceItems: form.Lines.map((l) => ({
        ServiceItemId: l.ServiceItemId,
        ServiceUnits: Number(l.ServiceUnits),
        PricingUnits: Number(l.PricingUnits),
      })),
    };
  };

  const footer = useItemSave({
    proposalId,
    version: item.Version,
    body,
    send: saveItemService,
    failMessage: M.FailedToUpdateService,
    onClose,
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${item.Service}`} centered>
      <Stack gap="sm">
        <Group grow>
          <NumberInput label="Quantity" value={form.Quantity} onChange={(v) => set('Quantity', v)} min={1} />
          <NumberInput label="Crew" value={form.Crew} onChange={(v) => set('Crew', v)} min={0} />
        </Group>
        <Group grow>
          <NumberInput
            label="Estimated hours"
            value={form.EstimatedHours}
            onChange={(v) => set('EstimatedHours', v)}
            min={0}
            decimalScale={2}
          />
          <NumberInput
            label="Edited cost"
            value={form.EditedCost}
            onChange={(v) => set('EditedCost', v)}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
          />
        </Group>
        <Text size="xs" c="dimmed">
          Catalogue price ${(item.TotalCost ?? 0).toFixed(2)}
          {item.PerVisitCost !== null ? ` (${item.PerVisitCost.toFixed(2)} a visit)` : ''}
        </Text>
        <Checkbox
          label="Requires no equipment"
          checked={form.RequiresNoEquipment}
          onChange={(e) => set('RequiresNoEquipment', e.currentTarget.checked)}
        />
        {!form.RequiresNoEquipment && (
          <MultiSelect
            label="Equipment"
            data={(equipment.data ?? []).map((e) => ({ value: String(e.Id), label: e.Name }))}
            value={form.EquipmentIds}
            onChange={(v) => set('EquipmentIds', v)}
            searchable
          />
        )}
        {form.Visits.map((v, i) => (
          <Group key={v.ServiceVisitId} gap="xs" wrap="wrap">
            <Text size="sm" w={80}>
              {v.Title}
            </Text>
            <Checkbox
              label="In program"
              checked={v.IncludeInProgram}
              onChange={(e) =>
                set(
                  'Visits',
                  form.Visits.map((x, j) =>
                    j === i ? { ...x, IncludeInProgram: e.currentTarget.checked } : x,
                  ),
                )
              }
            />
            <Checkbox
              label="This year"
              checked={v.IncludeThisYear}
              onChange={(e) =>
                set(
                  'Visits',
                  form.Visits.map((x, j) =>
                    j === i ? { ...x, IncludeThisYear: e.currentTarget.checked } : x,
                  ),
                )
              }
            />
          </Group>
        ))}
        {item.PerVisitCost !== null && form.Visits.length > 0 && (
          <Text size="xs" c="dimmed">
            {money(item.PerVisitCost)} a visit · {form.Visits.filter((v) => v.IncludeThisYear).length} of{' '}
            {form.Visits.length} visits this year
          </Text>
        )}
        {item.Chemicals.length > 0 && (
          <Text size="xs" c="dimmed">
            Chemicals: {item.Chemicals.map((c) => c.Name).join(', ')}
          </Text>
        )}
        <ItemLinesField lines={form.Lines} onChange={(v) => set('Lines', v)} />
        <Textarea
          label="Description"
          value={form.Description}
          onChange={(e) => set('Description', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <PhotoList
          proposalId={proposalId}
          kind="service"
          ownerId={item.Id}
          name={item.Service}
          photos={item.Photos}
        />
        {footer}
      </Stack>
    </Modal>
  );
}
