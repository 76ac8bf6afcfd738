import { useMemo, type ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { mapDirectionsUrl, Messages, type AccountLocation } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { ContactInfoFields } from './ContactInfoFields';
import { saveContactInfo, saveDirections, saveInfo } from './locationApi';
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

/** Name, address, branch, territory, status, rep and bill-to (PUT accounts/accountLocations). */
export function InfoPanel({ location: l, readOnly, onDirtyChange }: PanelProps) {
  const record = useMemo(() => toInfo(l), [l]);
  const submit = usePanelSubmit((v: InfoValues) => saveInfo(infoBody(l.Id, v)), toInfo);
  return (
    <Panel title="Location info">
      <RecordForm<InfoValues>
        record={record}
        onSubmit={submit}
        readOnly={readOnly}
        onDirtyChange={onDirtyChange}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={Messages.LocationSaveFailed}
      >
        {(form) => <LocationFields form={form} accountId={l.AccountId} location={l} />}
      </RecordForm>
    </Panel>
  );
}

/** Phones, linked contacts with one primary, call-ahead (PUT …/{id}/contactInfo). */
export function ContactInfoPanel({ location: l, readOnly, onDirtyChange }: PanelProps) {
  const record = useMemo(() => toContactInfo(l), [l]);
  const submit = usePanelSubmit(
    (v: ContactInfoValues) => saveContactInfo(l.Id, contactInfoBody(v)),
    toContactInfo,
  );
  return (
    <Panel title="Contact info">
      <RecordForm<ContactInfoValues>
        record={record}
        onSubmit={submit}
        readOnly={readOnly}
        onDirtyChange={onDirtyChange}
        validate={{
          Contacts: (links) => (hasPrimaryContact(links) ? null : Messages.LocationPrimaryContactRequired),
        }}
        invalidMessage={Messages.LocationPrimaryContactRequired}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={Messages.LocationSaveFailed}
      >
        {(form) => <ContactInfoFields form={form} accountId={l.AccountId} readOnly={readOnly} />}
      </RecordForm>
    </Panel>
  );
}

/** Directions text and coordinates (PUT …/{id}/directions), with the map link they give. */
export function DirectionsPanel({ location: l, readOnly, onDirtyChange }: PanelProps) {
  const record = useMemo(() => toDirections(l), [l]);
  const submit = usePanelSubmit(
    (v: DirectionsValues) => saveDirections(l.Id, directionsBody(v)),
    toDirections,
  );
  return (
    <Panel title="Directions">
      <RecordForm<DirectionsValues>
        record={record}
        onSubmit={submit}
        readOnly={readOnly}
        onDirtyChange={onDirtyChange}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={Messages.LocationSaveFailed}
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
      </RecordForm>
    </Panel>
  );
}
