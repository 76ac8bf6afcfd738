import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  centsToDollars,
  ManagePricingOptions,
  Messages,
  readPriceChange,
  type Cents,
  type PriceChange,
  type PriceTable,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { CurrencyInput, PercentInput } from '../../ui/inputs';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PricePreviewTable } from './PricePreviewTable';
import { priceFieldsFor } from './priceFields';
import { describeChange, previewRows } from './pricePreview';
import { updatePrices } from './mutations';

export type PriceUpdateDialogProps = {
  opened: boolean;
  table: PriceTable;
  onClose: () => void;
};

const OPTIONS = [
  { value: String(ManagePricingOptions.Percentage), label: 'Percentage' },
  { value: String(ManagePricingOptions.Dollars), label: 'Dollars' },
];

/**
 * Raises or lowers every price of a table by a percentage or a dollar amount. The change is read
 * with the shared rule (negative dollars refused with the spec's message), then a preview of a few
 * rows asks for confirmation before PUT price/updateById/{id}/{option}.
 */
export function PriceUpdateDialog({ opened, table, onClose }: PriceUpdateDialogProps) {
  const queryClient = useQueryClient();
  const [option, setOption] = useState<number>(ManagePricingOptions.Percentage);
  const [cents, setCents] = useState<Cents | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, setChange] = useState<PriceChange | null>(null);
  const [busy, setBusy] = useState(false);
  const dollars = option === ManagePricingOptions.Dollars;
  const value = dollars ? (cents === null ? null : centsToDollars(cents)) : percent;
  const fields = priceFieldsFor(table.PricingType);

  function close() {
    if (busy) return;
    setCents(null);
    setPercent(null);
    setError(null);
    setChange(null);
    onClose();
  }

  function review(e: FormEvent) {
    e.preventDefault();
    if (value === null) {
      setError(dollars ? 'Please enter a dollar amount.' : 'Please enter a percentage.');
      return;
    }
    const read = readPriceChange(option, value);
    if ('error' in read) setError(read.error);
    else setChange(read.change);
  }

  async function apply() {
    if (value === null) return;
    setBusy(true);
    try {
      await updatePrices(queryClient, table.Id, option, value);
      notifySuccess(Messages.PricesUpdated);
      setBusy(false);
      setChange(null);
      setCents(null);
      setPercent(null);
      onClose();
    } catch (err) {
      setBusy(false);
      const fieldError = err instanceof ApiError ? err.fieldErrors['Value']?.[0] : undefined;
      if (fieldError) {
        setError(fieldError);
        setChange(null);
      } else notifyError(failureMessage(err, Messages.UpdateFailed));
    }
  }

  const form = (
    <form onSubmit={review} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Change every price in &lsquo;{table.Name}&rsquo; ({table.Details.length}{' '}
          {table.Details.length === 1 ? 'row' : 'rows'}) at once.
        </Text>
        <SegmentedControl
          aria-label="Update by"
          data={OPTIONS}
          value={String(option)}
          onChange={(v) => {
            setOption(Number(v));
            setError(null);
          }}
        />
        {dollars ? (
          <CurrencyInput
            label="Dollar amount"
            description="Added to every price."
            data-autofocus
            value={cents}
            onChange={(v) => {
              setCents(v);
              setError(null);
            }}
            error={error}
          />
        ) : (
          <PercentInput
            label="Percentage"
            description="A negative percentage lowers prices."
            decimals={4}
            data-autofocus
            value={percent}
            onChange={(v) => {
              setPercent(v);
              setError(null);
            }}
            error={error}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Review</Button>
        </Group>
      </Stack>
    </form>
  );

  const confirmation = change && (
    <Stack gap="sm">
      <Text size="sm">
        This will {describeChange(change)} in &lsquo;{table.Name}&rsquo;. Prices are rounded to the cent.
      </Text>
      <PricePreviewTable
        rows={previewRows(table.Details, fields, change)}
        fields={fields}
        pricingType={table.PricingType}
        totalRows={table.Details.length}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setChange(null)} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => void apply()} loading={busy}>
          Confirm update
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={change ? 'Confirm price update' : 'Update prices'}
      size={change ? 'lg' : 'md'}
      centered
    >
      {confirmation || form}
    </Modal>
  );
}
