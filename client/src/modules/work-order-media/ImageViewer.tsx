import { useState } from 'react';
import { Badge, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { formatDate } from '@canopy/shared';
import { imageName, Photo, useImageSrc } from './ImageCard';
import type { DeviceImage } from './imageLocal';

/** The full image with what is known about it. */
export function ImageViewer({
  image,
  keyLabel,
  url,
  onClose,
}: {
  image: DeviceImage | null;
  keyLabel?: string;
  /** A fresh signed link to the full image. */
  url?: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={image !== null} onClose={onClose} title={image ? imageName(image) : ''} size="xl" centered>
      {image && (
        <Stack gap="xs">
          <FullImage image={image} url={url} />
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

function FullImage({ image, url }: { image: DeviceImage; url?: string }) {
  const src = useImageSrc(image, 'Url', url);
  const thumbnail = useImageSrc(image, 'ThumbnailUrl');
  const [failed, setFailed] = useState<string | undefined>();
  // Without a signal the full photo may be missing where its thumbnail was kept: show that.
  if (!src || failed === src)
    return <Photo src={thumbnail} name={imageName(image)} h={320} pending={!!image.BlobHash} />;
  return <Image src={src} alt={imageName(image)} fit="contain" mah="72vh" onError={() => setFailed(src)} />;
}
