import { Select, SimpleGrid } from '@mantine/core';
import { Messages, WorkOrderImageTypeList, WorkOrderImageTypes } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { keyedTypes, type KeyOption } from './imageKeys';

const TYPE_OPTIONS = WorkOrderImageTypeList.map((t) => ({ value: t.Id, label: t.Name }));

export type ImageKeyChoices = {
  options: KeyOption[];
  loading: boolean;
  error: unknown;
  /** The choices need a connection that is not there. */
  offline: boolean;
};

export type ImageTypeFieldsProps = {
  imageTypeId: number | null;
  /** The chosen record (see KeyOption), null for none. */
  keyValue: string | null;
  /** The records the chosen type may be filed under (useKeyOptions). */
  keys: ImageKeyChoices;
  onChange: (next: { imageTypeId: number | null; keyValue: string | null }) => void;
  typeError?: string | null;
  keyError?: string | null;
};

/** The image type and, for keyed types, the record of the work order it shows (a service, entry, damage or problem). */
export function ImageTypeFields({ imageTypeId, keyValue, keys, onChange, ...errors }: ImageTypeFieldsProps) {
  const keyed = imageTypeId !== null && keyedTypes.includes(imageTypeId);
  const keyLabel =
    imageTypeId === WorkOrderImageTypes.Services
      ? 'Service'
      : imageTypeId === WorkOrderImageTypes.Damages
        ? 'Damage'
        : imageTypeId === WorkOrderImageTypes.EquipmentProblems
          ? 'Equipment problem'
          : 'Scouting entry';
  const loadError = keys.error ? failureMessage(keys.error, Messages.ServerError) : null;
  const description = keys.offline
    ? `The ${keyLabel.toLowerCase()}s can be chosen with a connection.`
    : keys.options.length || keys.loading
      ? undefined
      : `No ${keyLabel.toLowerCase()}s yet`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select<number>
        label="Image type"
        required
        placeholder="Choose the type"
        data={TYPE_OPTIONS}
        value={imageTypeId}
        allowDeselect={false}
        // A record of the old type would point at the wrong kind of record.
        onChange={(v) => onChange({ imageTypeId: v, keyValue: v === imageTypeId ? keyValue : null })}
        error={errors.typeError}
      />
      {keyed && (
        <Select
          label={keyLabel}
          placeholder={keys.loading ? 'Loading…' : 'Optional'}
          description={description}
          data={keys.options}
          value={keyValue}
          onChange={(v) => onChange({ imageTypeId, keyValue: v })}
          clearable
          searchable
          disabled={keys.loading || !keys.options.length}
          error={errors.keyError ?? loadError}
        />
      )}
    </SimpleGrid>
  );
}
