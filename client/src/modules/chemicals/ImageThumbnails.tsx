import { useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { LoadNotice } from '../../ui/LoadNotice';

/** An image as the server lists it: a signed Url that an <img> can open without a token. */
export type Thumbnail = { Id: number; FileName: string; Url: string };

export type ImageThumbnailsProps<T extends Thumbnail> = {
  title: string;
  images: T[] | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shows the upload button; resolves when the upload is done (or has failed and said so). */
  onUpload?: (files: File[]) => Promise<void>;
  /** Shows a delete button on each image; the caller confirms. */
  onDelete?: (image: T) => Promise<void>;
  emptyText?: string;
};

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const SIZE = 132;

/** A strip of image thumbnails with upload, delete and a full-size view. */
export function ImageThumbnails<T extends Thumbnail>(props: ImageThumbnailsProps<T>) {
  const { title, images, onUpload, onDelete } = props;
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<T | null>(null);

  async function choose(files: File[]) {
    if (!files.length || !onUpload) return;
    setUploading(true);
    try {
      await onUpload(files);
    } finally {
      setUploading(false);
    }
  }

  let body;
  if (props.error) {
    body = <LoadNotice title={`${title} could not be loaded`} error={props.error} onRetry={props.onRetry} />;
  } else if (props.loading || !images) {
    body = (
      <Group aria-busy>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} w={SIZE} h={SIZE} radius="sm" />
        ))}
      </Group>
    );
  } else if (!images.length) {
    body = (
      <Text size="sm" c="dimmed">
        {props.emptyText ?? 'No images yet.'}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5, md: 6 }} spacing="xs" role="list" aria-label={title}>
        {images.map((img) => (
          <Box key={img.Id} pos="relative" role="listitem" w={SIZE}>
            <UnstyledButton onClick={() => setOpen(img)} aria-label={`View ${img.FileName}`}>
              <Image src={img.Url} alt={img.FileName} w={SIZE} h={SIZE} fit="cover" radius="sm" />
            </UnstyledButton>
            <Text size="xs" c="dimmed" truncate="end" title={img.FileName}>
              {img.FileName}
            </Text>
            {onDelete && (
              <Tooltip label="Delete">
                <ActionIcon
                  pos="absolute"
                  top={4}
                  right={4}
                  size="sm"
                  color="red"
                  variant="filled"
                  aria-label={`Delete ${img.FileName}`}
                  onClick={() => void onDelete(img)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Box>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {title}
            {images?.length ? ` (${images.length})` : ''}
          </Title>
          {onUpload && (
            <FileButton onChange={(files) => void choose(files)} accept={ACCEPT} multiple>
              {(p) => (
                <Button
                  {...p}
                  size="xs"
                  variant="light"
                  loading={uploading}
                  leftSection={<IconPhotoUp size={16} />}
                >
                  Upload images
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {body}
      </Stack>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.FileName} size="xl" centered>
        {open && <Image src={open.Url} alt={open.FileName} fit="contain" mah="75vh" />}
      </Modal>
    </Paper>
  );
}
