import { useMemo, type ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { mapDirectionsUrl, Messages, type AccountLocation } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { RecordForm, type RecordFormProps } from '../../ui/RecordForm';
import { ContactInfoFields } from './ContactInfoFields';
import { saveContactInfo, saveDirections, saveInfo } from './mutations';
import { LocationFields } from './LocationFields';
import {
  contactInfoBody,
  directionsBody,
  hasPrimaryContact,
  infoBody,
  toContactInfo,
  toDirections,
  toInfo,
  type ContactInfoValues,
  type DirectionsValues,
  type InfoValues,
} from './locationValues';
import { usePanelSubmit } from './useLocationSave';

export interface PanelProps {
  location: AccountLocation;
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type PanelFormProps<V extends Record<string, unknown>> = PanelProps & {
  title: string;
  /** Module-level (stable) mapping of the location to this panel's values. */
  toValues: (l: AccountLocation) => V;
  send: (queryClient: QueryClient, values: V) => Promise<AccountLocation>;
} & Pick<RecordFormProps<V>, 'children' | 'validate' | 'invalidMessage'>;

/** One panel of the location: its part of the record in a RecordForm that saves under the shared Version. */
function PanelForm<V extends Record<string, unknown>>(props: PanelFormProps<V>) {
  const { title, location, readOnly, onDirtyChange, toValues, send, ...form } = props;
  const record = useMemo(() => toValues(location), [location, toValues]);
  const submit = usePanelSubmit(send, toValues);
  return (
    <Panel title={title}>
      <RecordForm<V>
        record={record}
        onSubmit={submit}
        readOnly={readOnly}
        onDirtyChange={onDirtyChange}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={Messages.LocationSaveFailed}
        {...form}
      />
    </Panel>
  );
}

/** Name, address, branch, territory, status, rep and bill-to (PUT accounts/accountLocations). */
export function InfoPanel({ location: l, ...rest }: PanelProps) {
  return (
    <PanelForm<InfoValues>
      {...rest}
      location={l}
      title="Location info"
      toValues={toInfo}
      send={(qc, v) => saveInfo(qc, infoBody(l.Id, v))}
    >
      {(form) => <LocationFields form={form} accountId={l.AccountId} location={l} />}
    </PanelForm>
  );
}

/** Phones, linked contacts with one primary, call-ahead (PUT …/{id}/contactInfo). */
export function ContactInfoPanel({ location: l, ...rest }: PanelProps) {
  return (
    <PanelForm<ContactInfoValues>
      {...rest}
      location={l}
      title="Contact info"
      toValues={toContactInfo}
      send={(qc, v) => saveContactInfo(qc, l.Id, contactInfoBody(v))}
      validate={{
        Contacts: (links) => (hasPrimaryContact(links) ? null : Messages.LocationPrimaryContactRequired),
      }}
      invalidMessage={Messages.LocationPrimaryContactRequired}
    >
      {(form) => <ContactInfoFields form={form} accountId={l.AccountId} readOnly={rest.readOnly} />}
    </PanelForm>
  );
}

/** Directions text and coordinates (PUT …/{id}/directions), with the map link they give. */
export function DirectionsPanel({ location: l, ...rest }: PanelProps) {
  return (
    <PanelForm<DirectionsValues>
      {...rest}
      location={l}
      title="Directions"
      toValues={toDirections}
      send={(qc, v) => saveDirections(qc, l.Id, directionsBody(v))}
    >
      {(form) => {
        const { Latitude, Longitude } = form.getValues();
        const mapUrl = mapDirectionsUrl(Latitude, Longitude);
        return (
          <>
            <Textarea
              label="Directions"
              autosize
              minRows={3}
              maxRows={10}
              maxLength={4000}
              {...form.getInputProps('Directions')}
            />
            <SimpleGrid cols={2} spacing="sm">
              <NumericInput
                label="Latitude"
                decimals={6}
                min={-90}
                max={90}
                {...form.getInputProps('Latitude')}
              />
              <NumericInput
                label="Longitude"
                decimals={6}
                min={-180}
                max={180}
                {...form.getInputProps('Longitude')}
              />
            </SimpleGrid>
            <Group gap={6}>
              {mapUrl ? (
                <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} component="span">
                    Map directions <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  Enter latitude and longitude for a map link.
                </Text>
              )}
            </Group>
          </>
        );
      }}
    </PanelForm>
  );
}
