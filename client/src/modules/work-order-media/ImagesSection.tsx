import { useState } from 'react';
import {
  Alert,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import {
  F,
  has,
  Messages,
  R,
  WorkOrderImageMessages as M,
  WorkOrderImageTypeList,
  type WorkOrder,
  type WorkOrderImage,
} from '@canopy/shared';
import { handleApiError } from '../../app/api/handleApiError';
import { useClaims } from '../../app/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/ConfirmDialog';
import { notifySuccess } from '../../ui/notify';
import { ImageCard, imageName, THUMB } from './ImageCard';
import { ImageEditDialog } from './ImageEditDialog';
import { useKeyLabels } from './imageKeys';
import { ImageUploadDialog } from './ImageUploadDialog';
import { ImageViewer } from './ImageViewer';
import { deleteImage, imagesQuery, mediaKeys } from './queries';

const FILTERS = WorkOrderImageTypeList.map((t) => ({ value: String(t.Id), label: t.Name }));

/** Photos of the work order: thumbnails by type, full view, and (with the right) upload, edit, delete. */
export function ImagesSection({ workOrder }: { workOrder: WorkOrder; onChanged: () => void }) {
  const claims = useClaims();
  const canEdit = has(claims, 'WorkOrders_ServiceImages', F);
  const queryClient = useQueryClient();
  const images = useQuery(imagesQuery(workOrder.Id));
  const keyLabel = useKeyLabels(
    workOrder.Id,
    images.data ?? [],
    has(claims, 'WorkOrders_ScoutingReport', R | F),
  );
  const [filter, setFilter] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File[] | null>(null);
  const [open, setOpen] = useState<WorkOrderImage | null>(null);
  const [editing, setEditing] = useState<WorkOrderImage | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.images(workOrder.Id) });
  const choose = (files: File[]) => {
    if (files.length) setChosen(files);
  };

  async function remove(image: WorkOrderImage) {
    const ok = await confirm({
      title: 'Delete image',
      message: `Delete the image '${imageName(image)}'? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteImage(workOrder.Id, image.Id);
      notifySuccess(M.ImageDeleted);
      await refresh();
    } catch (error) {
      handleApiError(error, Messages.DeleteFailed);
    }
  }

  const shown = (images.data ?? []).filter((i) => !filter || String(i.ImageTypeId) === filter);
  let body;
  if (images.error)
    body = (
      <Alert color="red" title="Images could not be loaded">
        <Group justify="space-between">
          <Text size="sm">{failureMessage(images.error, Messages.ServerError)}</Text>
          <Button size="xs" variant="light" onClick={() => void images.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  else if (images.isPending)
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
            key={img.Id}
            image={img}
            keyLabel={keyLabel(img)}
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
            Images{images.data?.length ? ` (${images.data.length})` : ''}
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
                <FileButton onChange={(f) => choose(f ? [f] : [])} accept="image/*" capture="environment">
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
      <ImageViewer image={open} keyLabel={open ? keyLabel(open) : undefined} onClose={() => setOpen(null)} />
      <ImageUploadDialog
        workOrderId={workOrder.Id}
        files={chosen}
        onClose={() => setChosen(null)}
        onUploaded={() => void refresh()}
      />
      <ImageEditDialog
        workOrderId={workOrder.Id}
        image={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Paper>
  );
}
