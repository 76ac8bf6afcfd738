import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ManagePricingOptions, Messages, readPriceChange, PERCENT_CHANGE_DECIMALS } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { NumericInput, PercentInput } from '../../ui/inputs';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notify';
import { ServiceMessages } from './messages';
import { updateServicePrices } from './mutations';

export type UpdatePricesDialogProps = {
  opened: boolean;
  /** The chosen services. */
  services: { Id: number; Name: string }[];
  onClose: () => void;
  /** After the prices changed (the list clears its selection). */
  onUpdated: () => void;
};

const OPTIONS = [
  { value: String(ManagePricingOptions.Dollars), label: 'Dollars' },
  { value: String(ManagePricingOptions.Percentage), label: 'Percentage' },
];

/**
 * Moves the unit-of-measure rate of the chosen services by dollars or a percentage. A negative
 * dollar amount is refused with the spec's message before anything is sent.
 */
export function UpdatePricesDialog({ opened, services, onClose, onUpdated }: UpdatePricesDialogProps) {
  const queryClient = useQueryClient();
  const [option, setOption] = useState<number>(ManagePricingOptions.Dollars);
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dollars = option === ManagePricingOptions.Dollars;

  function close() {
    setValue(null);
    setError(null);
    onClose();
  }

  async function submit() {
    if (value === null) return setError('Please enter a value.');
    const read = readPriceChange(option, value);
    if ('error' in read) return setError(read.error);
    setBusy(true);
    try {
      const result = await updateServicePrices(
        queryClient,
        option,
        value,
        services.map((s) => s.Id),
      );
      notifySuccess(ServiceMessages.PricesUpdated);
      if (result.Unchanged.length)
        notifyWarning(
          `${result.Unchanged.length} of the chosen services are not priced by unit of measure; their prices are in price tables and did not change.`,
        );
      onUpdated();
      close();
    } catch (e) {
      const field = e instanceof ApiError ? e.modelState['Value']?.[0] : undefined;
      if (field) setError(field);
      else notifyError(failureMessage(e, Messages.UpdateFailed));
    } finally {
      setBusy(false);
    }
  }

  const input = {
    label: dollars ? 'Amount to add' : 'Percentage',
    description: dollars
      ? 'Added to each unit-of-measure rate.'
      : 'Raises each unit-of-measure rate by this percentage; a negative one lowers it.',
    value,
    onChange: (v: number | null) => {
      setValue(v);
      setError(null);
    },
    error,
    'data-autofocus': true,
  };
  return (
    <Modal opened={opened} onClose={() => !busy && close()} title="Update prices" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {services.length === 1
              ? `Changes the price of '${services[0]!.Name}'.`
              : `Changes the prices of ${services.length} services.`}
          </Text>
          <SegmentedControl
            aria-label="Change by"
            data={OPTIONS}
            value={String(option)}
            onChange={(v) => {
              setOption(Number(v));
              setError(null);
            }}
          />
          {dollars ? (
            <NumericInput {...input} decimals={2} leftSection="$" />
          ) : (
            <PercentInput {...input} decimals={PERCENT_CHANGE_DECIMALS} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Update prices
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
