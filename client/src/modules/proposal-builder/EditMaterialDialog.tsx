import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  BuilderMessages as M,
  centsToDollars,
  dollarsToExactCents,
  materialPrice,
  type ProposalItemMaterial,
  type SaveProposalItemMaterial,
} from '@canopy/shared';
import { money } from './money';
import { saveItemMaterial } from './mutations';
import { useItemSave } from './itemSave';
import { PhotoList } from './PhotoList';

export type EditMaterialDialogProps = {
  proposalId: number;
  item: ProposalItemMaterial;
  onClose: () => void;
};

const num = (v: number | string) => (v === '' ? null : Number(v));

/**
 * A material's edit form: units, unit price, an edited cost (kept only when it differs from units
 * times price, the server's reset rule, shown here before saving), description, show pricing, photos.
 */
export function EditMaterialDialog({ proposalId, item, onClose }: EditMaterialDialogProps) {
  const [form, setForm] = useState({
    Quantity: item.Quantity as number | string,
    UnitPrice: item.UnitPrice as number | string,
    EditedCost: (item.EditedCost ?? '') as number | string,
    Description: item.Description ?? '',
    ShowPricing: item.ShowPricing,
  });
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const quantity = num(form.Quantity);
  const unitPrice = num(form.UnitPrice);
  const price =
    quantity !== null && unitPrice !== null && quantity >= 0
      ? centsToDollars(
          materialPrice({
            QuantityE2: Math.round(quantity * 100),
            UnitPriceCents: dollarsToExactCents(unitPrice) ?? 0,
          }),
        )
      : null;
  const edited = num(form.EditedCost);

  const body = (v: number): SaveProposalItemMaterial | null => {
    if (quantity === null || quantity < 0 || unitPrice === null || unitPrice < 0) return null;
    if (edited !== null && edited < 0) return null;
    return {
      Id: item.Id,
      Version: v,
      Quantity: quantity,
      UnitPrice: unitPrice,
      EditedCost: edited,
      Description: form.Description || null,
      ShowPricing: form.ShowPricing,
      ServiceItemId: item.ServiceItemId,
      ProposalItemServiceId: item.ProposalItemServiceId,
    };
  };

  const footer = useItemSave({
    proposalId,
    version: item.Version,
    body,
    send: saveItemMaterial,
    failMessage: M.SaveFailed,
    onClose,
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${item.Material}`} centered>
      <Stack gap="sm">
        <Group grow>
          <NumberInput
            label="Units"
            value={form.Quantity}
            onChange={(v) => set('Quantity', v)}
            min={0}
            decimalScale={2}
          />
          <NumberInput
            label="Unit price"
            value={form.UnitPrice}
            onChange={(v) => set('UnitPrice', v)}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
          />
        </Group>
        <NumberInput
          label="Edited cost"
          value={form.EditedCost}
          onChange={(v) => set('EditedCost', v)}
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" aria-label="Material price">
            Price {price === null ? '—' : money(price)}
          </Text>
          {edited !== null && (
            <Button size="compact-xs" variant="subtle" onClick={() => set('EditedCost', '')}>
              Reset to price
            </Button>
          )}
        </Group>
        {edited !== null && price !== null && edited === price && (
          <Text size="xs" c="dimmed">
            The edited cost equals the price: it is not kept, and the cost follows units and price.
          </Text>
        )}
        <Checkbox
          label="Show pricing"
          checked={form.ShowPricing}
          onChange={(e) => set('ShowPricing', e.currentTarget.checked)}
        />
        <Textarea
          label="Description"
          value={form.Description}
          onChange={(e) => set('Description', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <PhotoList
          proposalId={proposalId}
          kind="material"
          ownerId={item.Id}
          name={item.Material}
          photos={item.Photos}
        />
        {footer}
      </Stack>
    </Modal>
  );
}
