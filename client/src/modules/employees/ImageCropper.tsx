import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import {
  canvasToPng,
  centeredView,
  CROP_SIZE,
  MAX_ZOOM_FACTOR,
  minZoom,
  panBy,
  renderCrop,
  zoomTo,
  type CropView,
} from './crop';

export interface ImageCropperProps {
  image: HTMLImageElement;
  onCancel: () => void;
  /** Gets the 200 × 200 PNG; the button spins until it settles. */
  onCrop: (png: Blob) => Promise<unknown> | void;
  saveLabel?: string;
}

const KEY_STEP = 10;
const SLIDER_STEPS = 100;

/** A square crop: drag (or arrow keys) to move the image, the slider (or +/−) to zoom. */
export function ImageCropper({ image, onCancel, onCrop, saveLabel = 'Save photo' }: ImageCropperProps) {
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [view, setView] = useState<CropView>(() => centeredView(size));
  const [busy, setBusy] = useState(false);
  const base = minZoom(size);
  // The slider runs 0–100 from "fills the square" to the largest zoom.
  const sliderValue = Math.round(((view.zoom / base - 1) / (MAX_ZOOM_FACTOR - 1)) * SLIDER_STEPS);

  useEffect(() => {
    if (canvas.current) renderCrop(image, view, canvas.current);
  }, [image, view]);

  const zoomToSlider = (v: number) =>
    setView((cur) => zoomTo(cur, base * (1 + (v / SLIDER_STEPS) * (MAX_ZOOM_FACTOR - 1)), size));

  function onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  }
  function onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current) return;
    const dx = e.clientX - drag.current.x;
    const dy = e.clientY - drag.current.y;
    drag.current = { x: e.clientX, y: e.clientY };
    setView((cur) => panBy(cur, dx, dy, size));
  }
  function onKeyDown(e: KeyboardEvent<HTMLCanvasElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[e.key];
    if (move) setView((cur) => panBy(cur, move[0], move[1], size));
    else if (e.key === '+' || e.key === '=') zoomToSlider(Math.min(SLIDER_STEPS, sliderValue + 10));
    else if (e.key === '-') zoomToSlider(Math.max(0, sliderValue - 10));
    else return;
    e.preventDefault();
  }

  async function save() {
    setBusy(true);
    try {
      await onCrop(await canvasToPng(renderCrop(image, view)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack align="center" gap="sm">
      <Box style={{ border: '1px solid var(--mantine-color-gray-4)', lineHeight: 0 }}>
        <canvas
          ref={canvas}
          width={CROP_SIZE}
          height={CROP_SIZE}
          tabIndex={0}
          role="img"
          aria-label="Photo crop preview. Drag or use the arrow keys to move, + and − to zoom."
          style={{ cursor: 'grab', touchAction: 'none', width: CROP_SIZE, height: CROP_SIZE }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        />
      </Box>
      <Group gap="xs" w={CROP_SIZE + 60} wrap="nowrap">
        <IconZoomOut size={16} aria-hidden />
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={SLIDER_STEPS}
          value={sliderValue}
          onChange={zoomToSlider}
          label={null}
          thumbLabel="Zoom"
        />
        <IconZoomIn size={16} aria-hidden />
      </Group>
      <Text size="xs" c="dimmed">
        Saved as {CROP_SIZE} × {CROP_SIZE} pixels.
      </Text>
      <Group justify="flex-end" w="100%">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={save} loading={busy}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
