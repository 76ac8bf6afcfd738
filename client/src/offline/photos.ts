import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getOffline, useOfflineContext } from './context';

/** Photos are sent at most this wide or tall: plenty for a report, and cheap on a weak signal. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.85;

export interface PreparedPhoto {
  /** sha256 of the bytes, hex: the photo's name on the server and in the database. */
  hash: string;
  bytes: ArrayBuffer;
  contentType: string;
  /** 0 when the browser could not decode the photo (it is then sent as taken). */
  width: number;
  height: number;
}

/** A file's bytes; FileReader where Blob.arrayBuffer is missing (older WebViews). */
export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function scaledSize(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2d context');
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2d context');
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No JPEG'))), 'image/jpeg', PHOTO_QUALITY),
  );
}

async function downscale(file: Blob): Promise<Omit<PreparedPhoto, 'hash'>> {
  // createImageBitmap applies the EXIF orientation, so the re-encoded photo is upright everywhere.
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const jpeg = await encodeJpeg(bitmap, width, height);
    return { bytes: await readBytes(jpeg), contentType: 'image/jpeg', width, height };
  } finally {
    bitmap.close();
  }
}

/**
 * Makes a photo ready to keep and send: at most 1600 px on the long side as JPEG 0.85 (which also
 * drops the camera's location tags), or the original bytes when the browser cannot decode it.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let prepared: Omit<PreparedPhoto, 'hash'>;
  try {
    if (typeof createImageBitmap !== 'function') throw new Error('No image decoding');
    prepared = await downscale(file);
  } catch {
    prepared = {
      bytes: await readBytes(file),
      contentType: file.type || 'application/octet-stream',
      width: 0,
      height: 0,
    };
  }
  return { ...prepared, hash: await sha256Hex(prepared.bytes) };
}

/**
 * Keeps the photo's bytes until they are uploaded. An ArrayBuffer, never a Blob: Safari loses Blobs
 * kept in IndexedDB. The same photo stored twice keeps its upload progress.
 */
export async function storePhoto(photo: PreparedPhoto): Promise<void> {
  const ctx = getOffline();
  if (!ctx) throw new Error('Sign in to keep photos on this device.');
  await ctx.db.transaction('rw', ctx.db.blobs, async () => {
    if (await ctx.db.blobs.get(photo.hash)) return;
    await ctx.db.blobs.add({
      Hash: photo.hash,
      Bytes: photo.bytes,
      ContentType: photo.contentType,
      Uploaded: 0,
      Done: false,
    });
  });
}

/**
 * A link to a photo kept on the device (not yet uploaded), revoked when no longer shown; null
 * when the device does not hold it (then the server's link applies).
 */
export function usePhotoUrl(hash: string | null | undefined): string | null {
  const db = useOfflineContext((s) => s.ctx?.db ?? null);
  // Only whether the photo is here: upload progress rewrites the row, which must not remake the link.
  const held = useLiveQuery(
    async () => (db && hash ? (await db.blobs.where('Hash').equals(hash).count()) > 0 : false),
    [db, hash],
  );
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!db || !hash || !held) {
      setUrl(null);
      return;
    }
    let made: string | null = null;
    let live = true;
    void db.blobs.get(hash).then((blob) => {
      if (!live || !blob) return;
      made = URL.createObjectURL(new Blob([blob.Bytes], { type: blob.ContentType }));
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [db, hash, held]);

  return url;
}
