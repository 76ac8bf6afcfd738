import { Select, SimpleGrid } from '@mantine/core';
import { Messages, WorkOrderImageTypeList, WorkOrderImageTypes } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { keyedTypes, useKeyOptions } from './imageKeys';

const TYPE_OPTIONS = WorkOrderImageTypeList.map((t) => ({ value: t.Id, label: t.Name }));

export type ImageTypeFieldsProps = {
  workOrderId: number;
  imageTypeId: number | null;
  keyId: number | null;
  onChange: (next: { imageTypeId: number | null; keyId: number | null }) => void;
  typeError?: string | null;
  keyError?: string | null;
};

/** The image type and, for services and scouting entries, the record of the work order it shows. */
export function ImageTypeFields({
  workOrderId,
  imageTypeId,
  keyId,
  onChange,
  ...errors
}: ImageTypeFieldsProps) {
  const keyed = imageTypeId !== null && keyedTypes.includes(imageTypeId);
  const keys = useKeyOptions(workOrderId, imageTypeId, keyed);
  const keyLabel = imageTypeId === WorkOrderImageTypes.Services ? 'Service' : 'Scouting entry';
  const loadError = keys.error ? failureMessage(keys.error, Messages.ServerError) : null;
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
        onChange={(v) => onChange({ imageTypeId: v, keyId: v === imageTypeId ? keyId : null })}
        error={errors.typeError}
      />
      {keyed && (
        <Select<number>
          label={keyLabel}
          placeholder={keys.loading ? 'Loading…' : 'Optional'}
          description={keys.options.length || keys.loading ? undefined : `No ${keyLabel.toLowerCase()}s yet`}
          data={keys.options}
          value={keyId}
          onChange={(v) => onChange({ imageTypeId, keyId: v })}
          clearable
          searchable
          disabled={keys.loading || !keys.options.length}
          error={errors.keyError ?? loadError}
        />
      )}
    </SimpleGrid>
  );
}
