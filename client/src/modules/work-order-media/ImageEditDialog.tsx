import { useMemo } from 'react';
import { Modal } from '@mantine/core';
import { WorkOrderImageMessages as M, type WorkOrderImage } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { CaptionInput } from './CaptionInput';
import { showWarnings } from './captions';
import { ImageTypeFields } from './ImageTypeFields';
import { saveImage } from './queries';

type Values = { Id: number; Version: number; ImageTypeId: number; KeyId: number | null; Caption: string };

const toValues = (i: WorkOrderImage): Values => ({
  Id: i.Id,
  Version: i.Version,
  ImageTypeId: i.ImageTypeId,
  KeyId: i.KeyId,
  Caption: i.Caption ?? '',
});

export type ImageEditDialogProps = {
  workOrderId: number;
  image: WorkOrderImage | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Caption, type and record of one image; a 409 offers to overwrite or load the other edit. */
export function ImageEditDialog({ workOrderId, image, onClose, onSaved }: ImageEditDialogProps) {
  const record = useMemo(() => (image ? toValues(image) : null), [image]);
  async function submit(v: Values): Promise<Values> {
    const saved = await saveImage(workOrderId, {
      Id: v.Id,
      Version: v.Version,
      ImageTypeId: v.ImageTypeId,
      KeyId: v.KeyId,
      Caption: (v.Caption ?? '').trim() || null,
    });
    showWarnings(saved.Warnings);
    return toValues(saved.Image);
  }

  return (
    <Modal opened={image !== null} onClose={onClose} title="Edit image" size="lg" centered>
      {record && (
        <RecordForm<Values>
          record={record}
          onSubmit={submit}
          onSaved={() => {
            onSaved();
            onClose();
          }}
          onCancel={onClose}
          successMessage={M.ImagesSaved}
        >
          {(form) => (
            <>
              <ImageTypeFields
                workOrderId={workOrderId}
                imageTypeId={form.values.ImageTypeId}
                keyId={form.values.KeyId}
                keyError={form.errors['KeyId'] as string | undefined}
                onChange={({ imageTypeId, keyId }) =>
                  form.setValues({ ImageTypeId: imageTypeId ?? form.values.ImageTypeId, KeyId: keyId })
                }
              />
              <CaptionInput
                label="Caption"
                value={form.values.Caption ?? ''}
                onChange={(v) => form.setFieldValue('Caption', v)}
                error={form.errors['Caption']}
              />
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}
