import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Center, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconUser } from '@tabler/icons-react';
import { markerMessage } from '@canopy/shared';
import { notifyError, notifySuccess } from '../../ui/notify';
import { CROP_SIZE, loadImage } from './crop';
import { ImageCropper } from './ImageCropper';
import { EmployeeMessages } from './messages';
import { notifyUploadFailure } from '../../ui/uploadFailure';
import type { EmployeeTabProps } from './tabProps';
import { uploadEmployeeImage } from './mutations';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The employee's photo: choose an image, crop it to the 200 × 200 square, upload it. */
export function PhotoTab({ employee: e }: EmployeeTabProps) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<{ image: HTMLImageElement; release: () => void } | null>(null);
  const name = `${e.FirstName} ${e.LastName}`;

  async function choose(file: File | null) {
    if (!file) return;
    try {
      setPicked(await loadImage(file));
    } catch {
      notifyError(
        markerMessage(EmployeeMessages.ImageUploadFailed, [
          `"${file.name}" is not an image that can be read.`,
        ]),
      );
    }
  }

  function close() {
    picked?.release();
    setPicked(null);
  }

  async function upload(png: Blob) {
    try {
      await uploadEmployeeImage(queryClient, e.Id, 'pic', png);
      notifySuccess('Photo saved');
      close();
    } catch (error) {
      notifyUploadFailure(error, EmployeeMessages.ImageUploadFailed);
    }
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg">
        {e.PhotoUrl ? (
          <Image src={e.PhotoUrl} alt={`Photo of ${name}`} w={CROP_SIZE} h={CROP_SIZE} radius="sm" />
        ) : (
          <Center
            w={CROP_SIZE}
            h={CROP_SIZE}
            bg="gray.1"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            aria-label={`No photo of ${name}`}
          >
            <Stack align="center" gap={4}>
              <IconUser size={48} color="var(--mantine-color-gray-5)" />
              <Text size="sm" c="dimmed">
                No photo
              </Text>
            </Stack>
          </Center>
        )}
        {e.Rights.editOwn && (
          <Stack gap={4} align="flex-start">
            <FileButton onChange={choose} accept={ACCEPT}>
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={16} />}>
                  {e.PhotoUrl ? 'Change photo' : 'Choose photo'}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              PNG, JPEG, GIF or WebP; you crop it to a square next.
            </Text>
          </Stack>
        )}
      </Group>
      <Modal opened={picked !== null} onClose={close} title="Crop photo" centered size="auto">
        {picked && <ImageCropper image={picked.image} onCancel={close} onCrop={upload} />}
      </Modal>
    </Stack>
  );
}
