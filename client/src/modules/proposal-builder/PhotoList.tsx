import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCamera, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { BuilderMessages as M, fitCaption, type BuilderPhoto } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { deletePhoto, savePhoto, uploadPhotos, type PhotoKind } from './mutations';

export type PhotoListProps = {
  proposalId: number;
  kind: PhotoKind;
  ownerId: number;
  name: string;
  photos: BuilderPhoto[];
};

/**
 * Photos of one service or material: taken with the camera or chosen from files, captioned (200
 * characters, longer text cut with the spec's warning), moved up or down, deleted.
 */
export function PhotoList({ proposalId, kind, ownerId, name, photos }: PhotoListProps) {
  const qc = useQueryClient();
  const [captions, setCaptions] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) notifySuccess(done);
    } catch (e) {
      handleApiError(e, M.SaveFailed);
    } finally {
      setBusy(false);
    }
  };
  const save = (p: BuilderPhoto, caption: string | null, order: number) =>
    run(async () => {
      const saved = await savePhoto(qc, proposalId, kind, p.Id, { Caption: caption, Order: order });
      if (saved.Warning) notifyWarning(saved.Warning);
      setCaptions((c) => ({ ...c, [p.Id]: saved.Caption ?? '' }));
    });
  // A deleted photo cannot be brought back, so the user says yes first.
  const remove = async (p: BuilderPhoto, i: number) => {
    const ok = await confirm({
      title: 'Delete photo',
      message: `Delete photo ${i + 1} of ${name}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) await run(() => deletePhoto(qc, proposalId, kind, p.Id), M.ImageDeleted);
  };
  // Swapping two photos' places is two saves of their Order.
  const move = (i: number, by: -1 | 1) => {
    const a = photos[i]!;
    const b = photos[i + by]!;
    void run(async () => {
      await savePhoto(qc, proposalId, kind, a.Id, { Caption: a.Caption, Order: b.Order });
      await savePhoto(qc, proposalId, kind, b.Id, { Caption: b.Caption, Order: a.Order });
    });
  };

  return (
    <Stack gap={6} aria-label={`Photos of ${name}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Photos
        </Text>
        <FileButton
          accept="image/*"
          multiple
          capture="environment"
          onChange={(files) =>
            files.length && void run(() => uploadPhotos(qc, proposalId, kind, ownerId, files), M.ImagesSaved)
          }
        >
          {(props) => (
            <Button size="compact-sm" variant="light" leftSection={<IconCamera size={14} />} {...props}>
              Add photos
            </Button>
          )}
        </FileButton>
      </Group>
      {photos.map((p, i) => {
        const caption = captions[p.Id] ?? p.Caption ?? '';
        return (
          <Group key={p.Id} gap="xs" wrap="nowrap" align="flex-start">
            <Image src={p.Url} alt={p.Caption ?? `Photo ${i + 1}`} w={64} h={48} radius="sm" fit="cover" />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                size="xs"
                aria-label={`Caption of photo ${i + 1}`}
                value={caption}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  const fitted = fitCaption(v);
                  // Typed past the limit: cut now, with the spec's warning.
                  if (fitted.warning) notifyWarning(fitted.warning);
                  setCaptions((c) => ({ ...c, [p.Id]: fitted.warning ? (fitted.caption ?? '') : v }));
                }}
                onBlur={() => caption !== (p.Caption ?? '') && void save(p, caption || null, p.Order)}
              />
              <Group gap={2}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Move photo ${i + 1} up`}
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Move photo ${i + 1} down`}
                  disabled={busy || i === photos.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete photo ${i + 1}`}
                  disabled={busy}
                  onClick={() => void remove(p, i)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
