import { useMemo } from 'react';
import { Modal } from '@mantine/core';
import { WorkOrderImageMessages as M } from '@canopy/shared';
import { useOfflineWriter } from '../../offline/hooks';
import { RecordForm } from '../../ui/RecordForm';
import { CaptionInput } from './CaptionInput';
import { keyOf, keyValue, useKeyOptions } from './imageKeys';
import { imageEdit, type ImageRow } from './imageLocal';
import { ImageTypeFields } from './ImageTypeFields';
import { deviceSaved } from '../../offline/status';

type Values = { ImageTypeId: number; Key: string | null; Caption: string };

export type ImageEditDialogProps = {
  workOrderId: number;
  image: ImageRow | null;
  onClose: () => void;
  onSaved?: () => void;
};

/** Caption, type and record of one image, saved on the device and queued for the server. */
export function ImageEditDialog({ workOrderId, image, onClose, onSaved }: ImageEditDialogProps) {
  const writer = useOfflineWriter();
  const keys = useKeyOptions(workOrderId, image?.ImageTypeId ?? null, image !== null);
  // The record form starts from the image as it was opened; the scouting entries arrive a moment later.
  const ready = image !== null && keys.entries !== undefined;
  const record = useMemo(
    (): Values | null =>
      image && ready
        ? {
            ImageTypeId: image.ImageTypeId,
            Key: keyValue(
              image.ImageTypeId,
              { KeyId: image.KeyId, KeyRef: image.KeyRef ?? null },
              keys.entries,
            ),
            Caption: image.Caption ?? '',
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once per image opened
    [image, ready],
  );

  async function submit(v: Values): Promise<Values> {
    if (!image) return v;
    const change = imageEdit(image, {
      ImageTypeId: v.ImageTypeId,
      key: keyOf(v.ImageTypeId, v.Key, keys.entries),
      Caption: v.Caption,
    });
    await writer.update('workOrderImage', image.key, change);
    return v;
  }

  return (
    <Modal opened={image !== null} onClose={onClose} title="Edit image" size="lg" centered>
      {record && (
        <RecordForm<Values>
          record={record}
          onSubmit={submit}
          onSaved={() => {
            onSaved?.();
            onClose();
          }}
          onCancel={onClose}
          successMessage={() => deviceSaved(M.ImagesSaved)}
        >
          {(form) => (
            <EditFields
              workOrderId={workOrderId}
              values={form.values}
              onChange={(next) => form.setValues(next)}
              error={form.errors['Caption']}
            />
          )}
        </RecordForm>
      )}
    </Modal>
  );
}

function EditFields({
  workOrderId,
  values,
  onChange,
  error,
}: {
  workOrderId: number;
  values: Values;
  onChange: (next: Partial<Values>) => void;
  error: React.ReactNode;
}) {
  const keys = useKeyOptions(workOrderId, values.ImageTypeId);
  return (
    <>
      <ImageTypeFields
        imageTypeId={values.ImageTypeId}
        keyValue={values.Key}
        keys={keys}
        onChange={({ imageTypeId, keyValue: key }) =>
          onChange({ ImageTypeId: imageTypeId ?? values.ImageTypeId, Key: key })
        }
      />
      <CaptionInput
        label="Caption"
        value={values.Caption}
        onChange={(v) => onChange({ Caption: v })}
        error={error}
      />
    </>
  );
}
