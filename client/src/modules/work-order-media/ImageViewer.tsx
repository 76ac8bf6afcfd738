import { Badge, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { formatDate, type WorkOrderImage } from '@canopy/shared';
import { imageName } from './ImageCard';

/** The full image with what is known about it. */
export function ImageViewer({
  image,
  keyLabel,
  onClose,
}: {
  image: WorkOrderImage | null;
  keyLabel?: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={image !== null} onClose={onClose} title={image ? imageName(image) : ''} size="xl" centered>
      {image && (
        <Stack gap="xs">
          <Image src={image.Url} alt={imageName(image)} fit="contain" mah="72vh" />
          <Group gap="xs">
            <Badge variant="light">{image.ImageType}</Badge>
            {keyLabel && <Text size="sm">{keyLabel}</Text>}
          </Group>
          {image.Caption && <Text size="sm">{image.Caption}</Text>}
          <Text size="xs" c="dimmed">
            {image.FileName} · added {formatDate(image.CreatedDate)}
            {image.CreatedBy ? ` by ${image.CreatedBy}` : ''}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
