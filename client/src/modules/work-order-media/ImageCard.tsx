import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { WorkOrderImage } from '@canopy/shared';
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
  const local = usePhotoUrl(image[kind] ? null : image.BlobHash);
  return fresh ?? (image[kind] || local || undefined);
}

export function ImageCard({ image, keyLabel, thumbnail, onOpen, onEdit, onDelete }: ImageCardProps) {
  const name = imageName(image);
  const src = useImageSrc(image, 'ThumbnailUrl', thumbnail);
  return (
    <Paper withBorder p={6} radius="sm" role="listitem" aria-label={name}>
      <Stack gap={4}>
        <UnstyledButton onClick={onOpen} aria-label={`View ${name}`}>
          <Image src={src} alt={name} h={THUMB} fit="cover" radius="sm" />
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
