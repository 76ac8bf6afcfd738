/** File kinds we accept, recognised by their first bytes rather than by the name the client sent. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip-office' | 'ole-office' | 'text';

export const KIND_MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  'zip-office': 'application/vnd.openxmlformats-officedocument',
  'ole-office': 'application/vnd.ms-office',
  text: 'text/plain',
};

export const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'gif', 'webp'];
export const DOCUMENT_KINDS: FileKind[] = [...IMAGE_KINDS, 'pdf', 'zip-office', 'ole-office', 'text'];

const starts = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniff(b: Buffer): FileKind | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts(b, [0x50, 0x4b, 0x03, 0x04])) return 'zip-office';
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole-office';
  if (b.length > 0 && looksLikeText(b.subarray(0, 4096))) return 'text';
  return null;
}

function looksLikeText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b.length === 4096 ? b.subarray(0, 4090) : b);
    return true;
  } catch {
    return false;
  }
}

/** The content type we serve a stored file with: images and PDFs as themselves, the rest by the name's extension. */
export function contentTypeFor(kind: FileKind, name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (kind === 'zip-office') {
    return (
      {
        docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      }[ext] ?? 'application/zip'
    );
  }
  if (kind === 'ole-office')
    return { doc: 'application/msword', xls: 'application/vnd.ms-excel' }[ext] ?? 'application/octet-stream';
  if (kind === 'text') return ext === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8';
  return KIND_MIME[kind];
}
