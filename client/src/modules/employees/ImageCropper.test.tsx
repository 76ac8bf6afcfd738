import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../ui/test-utils';
import { centeredView, clampView, CROP_SIZE, panBy, sourceRect, zoomTo } from './crop';
import { ImageCropper } from './ImageCropper';

const wide = { width: 400, height: 200 };

describe('crop geometry', () => {
  it('starts with the image filling the square, centred', () => {
    const view = centeredView(wide);
    expect(view).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceRect(view)).toEqual({ sx: 100, sy: 0, sw: 200, sh: 200 });
  });

  it('never lets an edge of the square go empty', () => {
    const view = centeredView(wide);
    expect(panBy(view, 500, 50, wide)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(panBy(view, -500, -50, wide)).toEqual({ zoom: 1, x: -200, y: 0 });
    expect(clampView({ zoom: 0.1, x: 0, y: 0 }, wide).zoom).toBe(1);
  });

  it('zooms around the centre of the square', () => {
    const view = zoomTo(centeredView(wide), 2, wide);
    expect(view.zoom).toBe(2);
    // The image point under the centre (200, 100) stays there: 100 − 200·2 = −300, 100 − 100·2 = −100.
    expect(view).toEqual({ zoom: 2, x: -300, y: -100 });
    expect(sourceRect(view)).toEqual({ sx: 150, sy: 50, sw: 100, sh: 100 });
  });
});

// The test DOM has no PointerEvent; a MouseEvent carries the coordinates the cropper reads.
if (!('PointerEvent' in window)) {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  };
}

describe('the image cropper', () => {
  const drawn: { canvas: HTMLCanvasElement; args: unknown[] }[] = [];
  const encoded: { width: number; height: number; type?: string }[] = [];

  beforeEach(() => {
    drawn.length = 0;
    encoded.length = 0;
    // The test DOM has no 2D canvas: record what would be drawn and encoded.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return {
        canvas: this,
        clearRect: vi.fn(),
        drawImage(this: { canvas: HTMLCanvasElement }, ...args: unknown[]) {
          drawn.push({ canvas: this.canvas, args });
        },
      } as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      type?: string,
    ) {
      encoded.push({ width: this.width, height: this.height, type });
      done(new Blob(['png'], { type: 'image/png' }));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves a 200 × 200 PNG of the part the square shows, after a drag', async () => {
    const image = { naturalWidth: 800, naturalHeight: 400 } as HTMLImageElement;
    const onCrop = vi.fn();
    renderUi(<ImageCropper image={image} onCancel={vi.fn()} onCrop={onCrop} />);
    const preview = screen.getByRole('img', { name: /crop preview/ });
    fireEvent.pointerDown(preview, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(preview, { clientX: 150, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(preview, { pointerId: 1 });

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(onCrop).toHaveBeenCalledTimes(1));

    expect(encoded).toEqual([{ width: CROP_SIZE, height: CROP_SIZE, type: 'image/png' }]);
    const last = drawn.at(-1)!;
    expect(last.canvas.width).toBe(CROP_SIZE);
    // Zoom 0.5 fills the square; centred x = −100, dragged 50 right = −50, i.e. source x 100.
    expect(last.args.slice(1)).toEqual([100, 0, 400, 400, 0, 0, CROP_SIZE, CROP_SIZE]);
    expect(onCrop.mock.calls[0]![0]).toBeInstanceOf(Blob);
  });
});
