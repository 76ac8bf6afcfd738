import { useMemo, useState } from 'react';
import {
  Button,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import {
  F,
  has,
  Messages,
  R,
  WorkOrderImageMessages as M,
  WorkOrderImageTypeList,
  type WorkOrder,
} from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { useOfflineRecords, useOfflineWriter, useSyncStatus } from '../../offline/hooks';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { CrewWorkOrderGate } from '../work-order-services';
import { ImageCard, imageName, THUMB } from './ImageCard';
import { ImageEditDialog } from './ImageEditDialog';
import { useKeyLabels } from './imageKeys';
import { byImageOrder, toImageRow, type DeviceImage, type ImageRow } from './imageLocal';
import { ImageUploadDialog } from './ImageUploadDialog';
import { ImageViewer } from './ImageViewer';
import { imagesQuery } from './queries';
import { deviceSaved } from '../../offline/status';

const FILTERS = WorkOrderImageTypeList.map((t) => ({ value: String(t.Id), label: t.Name }));

/**
 * Photos of the work order as kept on the device: thumbnails by type, full view, and (with the
 * right) taking or choosing photos, editing and deleting them, with or without a connection.
 */
export function ImagesSection({ workOrder }: { workOrder: WorkOrder; onChanged: () => void }) {
  return (
    <CrewWorkOrderGate workOrderId={workOrder.Id}>{(wo) => <Images workOrderId={wo.Id} />}</CrewWorkOrderGate>
  );
}

function Images({ workOrderId }: { workOrderId: number }) {
  const claims = useClaims();
  const canEdit = has(claims, 'WorkOrders_ServiceImages', F);
  const writer = useOfflineWriter();
  const { online } = useSyncStatus();
  const records = useOfflineRecords<DeviceImage>('workOrderImage', 'Data.WorkOrderId', workOrderId);
  const images = useMemo(() => (records ?? []).map(toImageRow).sort(byImageOrder), [records]);
  // The links kept on the device are signed for an hour; online, the list read now has fresh ones.
  const fresh = useQuery({ ...imagesQuery(workOrderId), enabled: online && images.some((i) => i.Id > 0) });
  const links = new Map((fresh.data ?? []).map((i) => [i.Id, i]));
  const keyLabel = useKeyLabels(workOrderId, images, has(claims, 'WorkOrders_ScoutingReport', R | F));
  const [filter, setFilter] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File[] | null>(null);
  const [open, setOpen] = useState<ImageRow | null>(null);
  const [editing, setEditing] = useState<ImageRow | null>(null);

  const choose = (files: File[]) => {
    if (files.length) setChosen(files);
  };

  async function remove(image: ImageRow) {
    const ok = await confirm({
      title: 'Delete image',
      message: `Delete the image '${imageName(image)}'? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await writer.remove('workOrderImage', image.key);
      notifySuccess(deviceSaved(M.ImageDeleted));
    } catch {
      notifyError(Messages.DeleteFailed);
    }
  }

  const shown = images.filter((i) => !filter || String(i.ImageTypeId) === filter);
  let body;
  if (records === undefined)
    body = (
      <Group aria-busy>
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} w={THUMB} h={THUMB + 50} radius="sm" />
        ))}
      </Group>
    );
  else if (!shown.length)
    body = (
      <Text size="sm" c="dimmed">
        {filter ? 'No images of this type.' : 'No images on this work order yet.'}
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="xs" role="list" aria-label="Images">
        {shown.map((img) => (
          <ImageCard
            key={img.key}
            image={img}
            keyLabel={keyLabel(img)}
            thumbnail={links.get(img.Id)?.ThumbnailUrl}
            onOpen={() => setOpen(img)}
            onEdit={canEdit ? () => setEditing(img) : undefined}
            onDelete={canEdit ? () => void remove(img) : undefined}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            Images{images.length ? ` (${images.length})` : ''}
          </Title>
          <Group gap="xs">
            <Select
              size="xs"
              w={190}
              aria-label="Image type filter"
              placeholder="All types"
              data={FILTERS}
              value={filter}
              onChange={setFilter}
              clearable
            />
            {canEdit && (
              <>
                <FileButton onChange={choose} accept="image/*" capture="environment" multiple>
                  {(p) => (
                    <Button
                      {...p}
                      size="xs"
                      variant="light"
                      hiddenFrom="sm"
                      leftSection={<IconCamera size={16} />}
                    >
                      Take photo
                    </Button>
                  )}
                </FileButton>
                <FileButton onChange={choose} accept="image/*" multiple>
                  {(p) => (
                    <Button {...p} size="xs" variant="light" leftSection={<IconPhotoUp size={16} />}>
                      Upload images
                    </Button>
                  )}
                </FileButton>
              </>
            )}
          </Group>
        </Group>
        {body}
      </Stack>
      <ImageViewer
        image={open}
        keyLabel={open ? keyLabel(open) : undefined}
        url={open ? links.get(open.Id)?.Url : undefined}
        onClose={() => setOpen(null)}
      />
      <ImageUploadDialog workOrderId={workOrderId} files={chosen} onClose={() => setChosen(null)} />
      <ImageEditDialog workOrderId={workOrderId} image={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}
