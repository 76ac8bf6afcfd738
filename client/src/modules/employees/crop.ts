/** The spec's crop viewport: photos are stored as 200 × 200. */
export const CROP_SIZE = 200;
/** How far past "fills the square" the user may zoom in. */
export const MAX_ZOOM_FACTOR = 4;

/** Where the image sits under the square viewport: its scale and its top-left corner (≤ 0). */
export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The smallest scale at which the image still covers the whole square. */
export function minZoom(img: ImageSize, size = CROP_SIZE): number {
  return Math.max(size / img.width, size / img.height);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keeps the square covered: no empty band ever shows at an edge. */
export function clampView(view: CropView, img: ImageSize, size = CROP_SIZE): CropView {
  const min = minZoom(img, size);
  const zoom = clamp(view.zoom, min, min * MAX_ZOOM_FACTOR);
  return {
    zoom,
    x: clamp(view.x, size - img.width * zoom, 0),
    y: clamp(view.y, size - img.height * zoom, 0),
  };
}

/** The image scaled to fill the square, centred. */
export function centeredView(img: ImageSize, size = CROP_SIZE): CropView {
  const zoom = minZoom(img, size);
  return { zoom, x: (size - img.width * zoom) / 2, y: (size - img.height * zoom) / 2 };
}

/** Zooms keeping the point under the centre of the square where it is. */
export function zoomTo(view: CropView, zoom: number, img: ImageSize, size = CROP_SIZE): CropView {
  const c = size / 2;
  const px = (c - view.x) / view.zoom;
  const py = (c - view.y) / view.zoom;
  return clampView({ zoom, x: c - px * zoom, y: c - py * zoom }, img, size);
}

export function panBy(view: CropView, dx: number, dy: number, img: ImageSize, size = CROP_SIZE): CropView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, img, size);
}

/** The part of the original image that the square shows, in image pixels. */
export function sourceRect(view: CropView, size = CROP_SIZE) {
  // 0 − x rather than −x: a top-left corner at 0 must not become −0.
  return {
    sx: (0 - view.x) / view.zoom,
    sy: (0 - view.y) / view.zoom,
    sw: size / view.zoom,
    sh: size / view.zoom,
  };
}

/** Draws what the square shows onto a size × size canvas (a new one unless given). */
export function renderCrop(
  image: CanvasImageSource,
  view: CropView,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
  size = CROP_SIZE,
): HTMLCanvasElement {
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images.');
  const { sx, sy, sw, sh } = sourceRect(view, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.clearRect(0, 0, size, size);
  ctx.drawImage(image, sx, sy, sw, sh, 0, 0, size, size);
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    ),
  );
}

/** Loads a chosen file as an image; rejects when the browser cannot read it as one. */
export function loadImage(file: Blob): Promise<{ image: HTMLImageElement; release: () => void }> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ image, release: () => URL.revokeObjectURL(url) });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image this browser can read.'));
    };
    image.src = url;
  });
}
