import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import SignaturePad from 'signature_pad';
import { notifyError, notifySuccess } from '../../ui/notify';
import { canvasToPng } from './crop';
import { EmployeeMessages } from './messages';
import { notifyUploadFailure } from '../../ui/uploadFailure';
import type { EmployeeTabProps } from './tabProps';
import { uploadEmployeeImage } from './mutations';

const WIDTH = 480;
const HEIGHT = 160;

/** The employee's signature, drawn with a finger, pen or mouse and stored as a PNG. */
export function SignatureTab({ employee: e }: EmployeeTabProps) {
  const queryClient = useQueryClient();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);
  const canEdit = e.Rights.editOwn;

  useEffect(() => {
    const el = canvas.current;
    if (!el || !canEdit) return;
    // Draw at the screen's pixel density so the strokes are crisp, not blurred.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = WIDTH * ratio;
    el.height = HEIGHT * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const p = new SignaturePad(el, { penColor: '#1a1b1e' });
    p.addEventListener('endStroke', () => setEmpty(p.isEmpty()));
    pad.current = p;
    return () => {
      p.off();
      pad.current = null;
    };
  }, [canEdit]);

  function clear() {
    pad.current?.clear();
    setEmpty(true);
  }

  async function save() {
    if (!canvas.current || !pad.current || pad.current.isEmpty()) {
      notifyError('Please sign in the box first.');
      return;
    }
    setBusy(true);
    try {
      await uploadEmployeeImage(queryClient, e.Id, 'signature', await canvasToPng(canvas.current));
      notifySuccess('Signature saved');
      clear();
    } catch (error) {
      notifyUploadFailure(error, EmployeeMessages.ImageUploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Current signature
        </Text>
        {e.SignatureUrl ? (
          <Image src={e.SignatureUrl} alt="Current signature" w={WIDTH / 2} fit="contain" bg="gray.0" />
        ) : (
          <Text size="sm" c="dimmed">
            No signature on file.
          </Text>
        )}
      </Stack>
      {canEdit && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {e.SignatureUrl ? 'Replace the signature' : 'Sign below'}
          </Text>
          <Box style={{ border: '1px dashed var(--mantine-color-gray-5)', width: WIDTH, lineHeight: 0 }}>
            <canvas
              ref={canvas}
              aria-label="Signature pad"
              style={{ width: WIDTH, height: HEIGHT, touchAction: 'none' }}
            />
          </Box>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear} disabled={busy}>
              Clear
            </Button>
            <Button onClick={save} loading={busy} disabled={empty}>
              Save signature
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
