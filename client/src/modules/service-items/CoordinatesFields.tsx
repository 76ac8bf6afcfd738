import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { NumericInput } from '../../ui/inputs';
import { notifyError } from '../../ui/notify';
import { ServiceItemMessages as M } from './messages';
import type { ServiceItemFormValues } from './serviceItemForm';

export type CoordinatesFieldsProps = {
  form: UseFormReturnType<ServiceItemFormValues>;
  readOnly?: boolean;
};

// Seven places are about a centimetre: finer than any phone's fix, so nothing real is lost.
const DECIMALS = 7;
const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

const canLocate = () => typeof navigator !== 'undefined' && !!navigator.geolocation;

/**
 * Where the item stands. The inputs do not clamp (a typo of 95 should be reported, not become 90);
 * the form's rules check the ranges. On site, the device's own position fills both at once.
 */
export function CoordinatesFields({ form, readOnly }: CoordinatesFieldsProps) {
  const [locating, setLocating] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null>(null);

  function locate() {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        form.setValues({
          Latitude: round(position.coords.latitude),
          Longitude: round(position.coords.longitude),
        });
        form.clearFieldError('Latitude');
        form.clearFieldError('Longitude');
        setAccuracy(position.coords.accuracy);
        setLocating(false);
      },
      (error) => {
        notifyError(error.code === error.PERMISSION_DENIED ? M.PositionDenied : M.PositionUnavailable);
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  }

  return (
    <div>
      <Group align="flex-start" gap="sm" grow={false} wrap="wrap">
        <NumericInput
          label="Latitude"
          placeholder="42.0451"
          decimals={DECIMALS}
          w={180}
          {...form.getInputProps('Latitude')}
        />
        <NumericInput
          label="Longitude"
          placeholder="-87.6877"
          decimals={DECIMALS}
          w={180}
          {...form.getInputProps('Longitude')}
        />
        {!readOnly && canLocate() && (
          <Button
            variant="default"
            mt={25}
            leftSection={<IconCurrentLocation size={16} />}
            loading={locating}
            onClick={locate}
          >
            Use my position
          </Button>
        )}
      </Group>
      {accuracy !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          Position from this device, accurate to about {Math.round(accuracy)} m.
        </Text>
      )}
    </div>
  );
}
