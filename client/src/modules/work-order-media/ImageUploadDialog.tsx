import { useEffect, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Messages, WorkOrderImageMessages as M } from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';
import { useOfflineWriter } from '../../offline/hooks';
import { preparePhoto, storePhoto } from '../../offline/photos';
import { notifyError, notifySuccess } from '../../ui/notify';
import { CaptionInput } from './CaptionInput';
import { keyOf, useKeyOptions } from './imageKeys';
import { imageView, photoFileName, type NewDeviceImage } from './imageLocal';
import { ImageTypeFields } from './ImageTypeFields';
import { deviceSaved } from '../../offline/status';

type Row = { key: string; file: File; caption: string };

let seq = 0;
const toRows = (files: File[]): Row[] => files.map((file) => ({ key: `f${(seq += 1)}`, file, caption: '' }));

/** A local preview of a chosen file; its object URL lives as long as the row. */
function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return <Image src={url} alt={file.name} w={64} h={64} fit="cover" radius="sm" />;
}

export type ImageUploadDialogProps = {
  workOrderId: number;
  /** The files chosen; null when closed. */
  files: File[] | null;
  onClose: () => void;
  onUploaded?: () => void;
  /** The type and record chosen beforehand (photos added from a damage or an equipment problem). */
  preset?: { imageTypeId: number; keyValue: string };
};

/**
 * Type, optional record and a caption per image. Each photo is made smaller and kept on the device,
 * and its upload is queued: it reaches the server with the next connection.
 */
export function ImageUploadDialog({
  workOrderId,
  files,
  onClose,
  onUploaded,
  preset,
}: ImageUploadDialogProps) {
  const writer = useOfflineWriter();
  const session = useSession();
  const [rows, setRows] = useState<Row[]>([]);
  const [meta, setMeta] = useState<{ imageTypeId: number | null; keyValue: string | null }>({
    imageTypeId: null,
    keyValue: null,
  });
  const keys = useKeyOptions(workOrderId, meta.imageTypeId, files !== null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!files) return;
    setRows(toRows(files));
    setMeta(preset ?? { imageTypeId: null, keyValue: null });
    setTypeError(null);
    // The preset is read when files are chosen, not followed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files]);

  const update = (key: string, caption: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, caption } : r)));

  async function send() {
    if (!meta.imageTypeId) {
      setTypeError('Choose the image type.');
      return;
    }
    const key = keyOf(meta.imageTypeId, meta.keyValue, keys.entries);
    const createdBy = session ? `${session.Employee.FirstName} ${session.Employee.LastName}` : null;
    setBusy(true);
    let kept = 0;
    try {
      for (const row of rows) {
        const photo = await preparePhoto(row.file);
        await storePhoto(photo);
        const body: NewDeviceImage = {
          WorkOrderId: workOrderId,
          ImageTypeId: meta.imageTypeId,
          KeyId: key.KeyId,
          Caption: row.caption.trim() || null,
          FileName: photoFileName(row.file.name, photo.contentType),
          BlobHash: photo.hash,
          ContentType: photo.contentType,
        };
        const view = imageView(body, key, { size: photo.bytes.byteLength, createdBy });
        const refs = key.KeyRef ? { KeyId: key.KeyRef } : undefined;
        await writer.create('workOrderImage', { view, body, blobHash: photo.hash, refs });
        kept += 1;
      }
      notifySuccess(deviceSaved(M.ImagesSaved));
      onUploaded?.();
      onClose();
    } catch {
      // The photos kept so far stay queued; the rest can be tried again.
      setRows((rs) => rs.slice(kept));
      notifyError(Messages.SaveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={files !== null}
      onClose={() => !busy && onClose()}
      title="Upload images"
      size="lg"
      centered
    >
      <Stack>
        <ImageTypeFields
          imageTypeId={meta.imageTypeId}
          keyValue={meta.keyValue}
          keys={keys}
          typeError={typeError}
          onChange={(m) => {
            setMeta(m);
            setTypeError(null);
          }}
        />
        <Stack gap="xs" role="list" aria-label="Images to upload">
          {rows.map((r, i) => (
            <Group key={r.key} role="listitem" wrap="nowrap" align="flex-end" gap="sm">
              <Preview file={r.file} />
              <CaptionInput
                style={{ flex: 1 }}
                label={r.file.name}
                aria-label={`Caption ${i + 1}`}
                value={r.caption}
                onChange={(v) => update(r.key, v)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mb={4}
                aria-label={`Remove ${r.file.name}`}
                disabled={busy}
                onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          {!rows.length && (
            <Text size="sm" c="dimmed">
              No images chosen.
            </Text>
          )}
        </Stack>
        <Group justify="space-between">
          <FileButton
            onChange={(more) => setRows((rs) => [...rs, ...toRows(more)])}
            accept="image/*"
            multiple
          >
            {(p) => (
              <Button {...p} variant="subtle" size="xs" leftSection={<IconPlus size={14} />} disabled={busy}>
                Add more
              </Button>
            )}
          </FileButton>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void send()} loading={busy} disabled={!rows.length}>
              Upload {rows.length === 1 ? '1 image' : `${rows.length} images`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
