import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Center,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import type { WorkOrderImage } from '@canopy/shared';
import { useSyncStatus } from '../../offline/hooks';
import { usePhotoUrl } from '../../offline/photos';
import { SyncMark } from '../service-items';
import type { DeviceImage, ImageRow } from './imageLocal';

export const THUMB = 148;

export type ImageCardProps = {
  image: ImageRow;
  /** The service or scouting entry the image is filed under, when known. */
  keyLabel?: string;
  /** A fresh signed link to the thumbnail (links kept on the device expire). */
  thumbnail?: string;
  onOpen: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
};

export const imageName = (i: WorkOrderImage) => i.Caption || i.FileName;

/**
 * Where a photo is shown from: the server's link once it has the photo, the bytes on the device
 * until then. `fresh` is a newer signed link of the same photo, when one was read online.
 */
export function useImageSrc(
  image: DeviceImage,
  kind: 'Url' | 'ThumbnailUrl',
  fresh?: string,
): string | undefined {
  // The bytes on the device show with no signal, so they win while the device still holds them.
  const local = usePhotoUrl(image.BlobHash);
  return local ?? fresh ?? (image[kind] || undefined);
}

/**
 * A photo, or where it cannot load (no signal and not kept on this device) a box that says so
 * instead of a broken image.
 */
export function Photo({
  src,
  name,
  h,
  pending = false,
}: {
  src: string | undefined;
  name: string;
  h: number;
  /** The device is still reading its own copy: hold the place rather than say it is missing. */
  pending?: boolean;
}) {
  const { online } = useSyncStatus();
  const [failed, setFailed] = useState<string | undefined>();
  if (!src && pending) return <Skeleton h={h} radius="sm" />;
  if (!src || failed === src)
    return (
      <Center
        h={h}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        role="img"
        aria-label={name}
      >
        <Stack gap={2} align="center">
          <IconPhotoOff size={22} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="xs" c="dimmed" ta="center">
            {online ? 'The photo could not be loaded' : 'Shown when online'}
          </Text>
        </Stack>
      </Center>
    );
  return <Image src={src} alt={name} h={h} fit="cover" radius="sm" onError={() => setFailed(src)} />;
}

export function ImageCard({ image, keyLabel, thumbnail, onOpen, onEdit, onDelete }: ImageCardProps) {
  const name = imageName(image);
  const src = useImageSrc(image, 'ThumbnailUrl', thumbnail);
  return (
    <Paper withBorder p={6} radius="sm" role="listitem" aria-label={name}>
      <Stack gap={4}>
        <UnstyledButton onClick={onOpen} aria-label={`View ${name}`}>
          <Photo src={src} name={name} h={THUMB} pending={!!image.BlobHash} />
        </UnstyledButton>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={4} wrap="nowrap">
            <Badge size="xs" variant="light">
              {image.ImageType}
            </Badge>
            <SyncMark pending={image.pending} review={image.review} />
          </Group>
          {(onEdit || onDelete) && (
            <Group gap={2} wrap="nowrap">
              {onEdit && (
                <Tooltip label="Edit caption and type">
                  <ActionIcon size="sm" variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
                    <IconPencil size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
              {onDelete && (
                <Tooltip label="Delete">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${name}`}
                    onClick={onDelete}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )}
        </Group>
        <Box mih={36}>
          <Text
            size="xs"
            lineClamp={2}
            c={image.Caption ? undefined : 'dimmed'}
            title={image.Caption ?? undefined}
          >
            {image.Caption || 'No caption'}
          </Text>
          {keyLabel && (
            <Text size="xs" c="dimmed" truncate="end" title={keyLabel}>
              {keyLabel}
            </Text>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
