import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  BuilderMessages as M,
  centsToDollars,
  dollarsToExactCents,
  materialPrice,
  type ProposalItemMaterial,
  type SaveProposalItemMaterial,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { ConcurrencyDialog } from '../../ui/ConcurrencyDialog';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError } from '../../ui/notify';
import { money } from './money';
import { saveItemMaterial } from './mutations';
import { PhotoList } from './PhotoList';
import { builderKeys } from './queries';

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
  const qc = useQueryClient();
  const [form, setForm] = useState({
    Quantity: item.Quantity as number | string,
    UnitPrice: item.UnitPrice as number | string,
    EditedCost: (item.EditedCost ?? '') as number | string,
    Description: item.Description ?? '',
    ShowPricing: item.ShowPricing,
  });
  const [version, setVersion] = useState(item.Version);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
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

  async function save(v = version) {
    const b = body(v);
    if (!b) {
      notifyError(M.FormInvalid);
      return;
    }
    setBusy(true);
    try {
      await saveItemMaterial(qc, proposalId, b);
      setConflict(false);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.isConflict) {
        setVersion((e.data as ProposalItemMaterial).Version);
        setConflict(true);
      } else handleApiError(e, M.SaveFailed, { fieldsShown: false });
    } finally {
      setBusy(false);
    }
  }

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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
      <ConcurrencyDialog
        opened={conflict}
        loading={busy}
        onAccept={() => void save(version)}
        onDecline={() => {
          setConflict(false);
          void qc.invalidateQueries({ queryKey: builderKeys.one(proposalId) });
          onClose();
        }}
      />
    </Modal>
  );
}
