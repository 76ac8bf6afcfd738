import { useState } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { F, has, WeatherMessages as M, type ListItem } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { notifyError, notifySuccess } from '../../ui/notify';
import { saveServiceWeather } from './mutations';
import { serviceWeatherQuery, weatherConditionsQuery } from './queries';

export type ServiceWeatherDialogProps = {
  /** The service whose weather is shown; null keeps the dialog closed. */
  service: { Id: number; ServiceName: string } | null;
  onClose: () => void;
};

/** The weather a service was done in: picked from the settings list with Full, read with ReadOnly. */
export function ServiceWeatherDialog({ service, onClose }: ServiceWeatherDialogProps) {
  return (
    <Modal opened={service !== null} onClose={onClose} title={`Weather: ${service?.ServiceName ?? ''}`}>
      {service && <WeatherPicker serviceId={service.Id} onClose={onClose} />}
    </Modal>
  );
}

function WeatherPicker({ serviceId, onClose }: { serviceId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const canEdit = has(useClaims(), 'WorkOrders_ServiceWeatherCondition', F);
  const conditions = useQuery({ ...weatherConditionsQuery, enabled: canEdit });
  const picked = useQuery(serviceWeatherQuery(serviceId));

  const error = picked.error ?? conditions.error;
  if (error)
    return (
      <LoadNotice
        title="The weather conditions could not be loaded"
        error={error}
        onRetry={() => void Promise.all([picked.refetch(), conditions.refetch()])}
      />
    );
  if (!picked.data || (canEdit && !conditions.data))
    return <Text size="sm">Loading weather conditions…</Text>;

  if (!canEdit)
    return picked.data.WeatherConditions.length ? (
      <Text size="sm">{picked.data.WeatherConditions.map((c) => c.Name).join(', ')}</Text>
    ) : (
      <Text size="sm" c="dimmed">
        No weather conditions recorded.
      </Text>
    );

  async function save(ids: number[]) {
    await saveServiceWeather(queryClient, serviceId, ids);
    notifySuccess(M.Saved);
  }

  return (
    <WeatherForm
      conditions={conditions.data!}
      picked={picked.data.WeatherConditions}
      onSave={save}
      onClose={onClose}
    />
  );
}

export type WeatherFormProps = {
  /** The settings list to pick from, and what the service has now. */
  conditions: ListItem[];
  picked: ListItem[];
  /** Saves the whole set; a failure keeps the form open with the message. */
  onSave: (ids: number[]) => Promise<void>;
  onClose: () => void;
};

/** The weather conditions as checkboxes, saved as the service's whole set. */
export function WeatherForm({ conditions, picked, onSave, onClose }: WeatherFormProps) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const value = chosen ?? picked.map((c) => String(c.Id));

  async function save() {
    setBusy(true);
    try {
      await onSave(value.map(Number));
      onClose();
    } catch (e) {
      notifyError(failureMessage(e, M.SaveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Checkbox.Group label="Weather conditions" value={value} onChange={setChosen}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
          {conditions.map((c) => (
            <Checkbox key={c.Id} value={String(c.Id)} label={c.Name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
