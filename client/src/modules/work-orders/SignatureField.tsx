import { useEffect, useRef } from 'react';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import type SignaturePad from 'signature_pad';
import { formatDate } from '@canopy/shared';
import { reportClientError } from '../../kernel/errors/reportClientError';

const WIDTH = 420;
const HEIGHT = 140;

export interface SignatureFieldProps {
  /** A PNG data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** When the stored signature was made; a changed one is dated by the server on save. */
  signedDate: string | null;
  changed: boolean;
  disabled?: boolean;
  error?: string;
}

/** The customer's signature: drawn on a pad, cleared on request, kept as a PNG data URL. */
export function SignatureField({
  value,
  onChange,
  signedDate,
  changed,
  disabled,
  error,
}: SignatureFieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // What the pad last produced, so a value that came back from it is not redrawn over itself.
  const drawn = useRef<string | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;
  // The pad's library arrives after the field: it then takes the state the field has reached.
  const latest = useRef({ value, disabled });
  latest.current = { value, disabled };

  useEffect(() => {
    const el = canvas.current;
    // No 2D context (a test DOM): the field still shows the stored state and its Clear button.
    if (!el || !el.getContext('2d')) return;
    let live = true;
    let made: SignaturePad | null = null;
    // Fetched with the field, not with the page: a work order opens without it.
    void import('signature_pad')
      .then(({ default: Pad }) => {
        if (!live) return;
        // Drawn at the screen's pixel density so the strokes stay crisp.
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        el.width = WIDTH * ratio;
        el.height = HEIGHT * ratio;
        el.getContext('2d')?.scale(ratio, ratio);
        const p = new Pad(el, { penColor: '#1a1b1e', backgroundColor: 'rgba(0,0,0,0)' });
        p.addEventListener('endStroke', () => {
          drawn.current = p.toDataURL('image/png');
          emit.current(drawn.current);
        });
        made = p;
        pad.current = p;
        if (latest.current.disabled) p.off();
        show(p, latest.current.value);
      })
      .catch((error: unknown) => reportClientError(error));
    return () => {
      live = false;
      made?.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    const p = pad.current;
    if (!p) return;
    p[disabled ? 'off' : 'on']();
  }, [disabled]);

  function show(p: SignaturePad, next: string | null) {
    if (next === drawn.current) return;
    drawn.current = next;
    p.clear();
    if (next) void p.fromDataURL(next, { width: WIDTH, height: HEIGHT }).catch(() => {});
  }

  useEffect(() => {
    if (pad.current) show(pad.current, value);
  }, [value]);

  function clear() {
    pad.current?.clear();
    drawn.current = null;
    onChange(null);
  }

  let note: string;
  if (changed) note = value ? 'New signature — dated when saved' : 'Signature cleared — saved when you save';
  else if (value && signedDate) note = `Signed ${formatDate(signedDate)}`;
  else note = value ? 'Signed' : 'Not signed';

  return (
    <Input.Wrapper label="Signature" error={error}>
      <Box
        mt={4}
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          width: WIDTH,
          maxWidth: '100%',
          lineHeight: 0,
        }}
      >
        <canvas
          ref={canvas}
          aria-label="Signature pad"
          style={{ width: WIDTH, maxWidth: '100%', height: HEIGHT, touchAction: 'none' }}
        />
      </Box>
      <Group gap="sm" mt={6}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEraser size={14} />}
          onClick={clear}
          disabled={disabled || !value}
        >
          Clear signature
        </Button>
        <Text size="xs" c="dimmed" data-testid="signature-state">
          {note}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
