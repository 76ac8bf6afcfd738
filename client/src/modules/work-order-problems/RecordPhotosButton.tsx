import { useState } from 'react';
import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { F, has } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { ImageUploadDialog } from '../work-order-media/ImageUploadDialog';

export type RecordPhotosButtonProps = {
  workOrderId: number;
  /** WorkOrderImageTypes.Damages or EquipmentProblems. */
  imageTypeId: number;
  /** The record's key on the device, or `s:<Id>` (serverKey) for a row of an online list. */
  recordKey: string;
  label: string;
};

/** Photos of one damage or problem: filed under it with its image type, through the images upload. */
export function RecordPhotosButton({ workOrderId, imageTypeId, recordKey, label }: RecordPhotosButtonProps) {
  const [chosen, setChosen] = useState<File[] | null>(null);
  if (!has(useClaims(), 'WorkOrders_ServiceImages', F)) return null;
  return (
    <>
      <FileButton onChange={(files) => files.length && setChosen(files)} accept="image/*" multiple>
        {(props) => (
          <Tooltip label="Add photos">
            <ActionIcon variant="subtle" aria-label={`Add photos of ${label}`} {...props}>
              <IconCamera size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
      <ImageUploadDialog
        workOrderId={workOrderId}
        files={chosen}
        onClose={() => setChosen(null)}
        preset={{ imageTypeId, keyValue: recordKey }}
      />
    </>
  );
}
