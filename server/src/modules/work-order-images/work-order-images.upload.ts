import { captionField } from '@canopy/shared';
import { ValidationError } from '../../platform/errors';
import { IMAGE_LIMITS, type Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';

/** Images only (recognised by their bytes), up to 20 of 10 MB each in one upload. */
export const WORK_ORDER_IMAGE_UPLOAD = { ...IMAGE_LIMITS, kinds: IMAGE_KINDS };

export interface ImageUploadFields {
  imageTypeId: number;
  keyId: number | null;
  /** The caption sent for the i-th image: its own `Captions[i]`, else the shared `Caption`. */
  captionOf(i: number): string | undefined;
}

// Multipart fields are not matched to a schema, so either case of the first letter is read here.
const read = (fields: Record<string, string>, name: string) =>
  fields[name] ?? fields[name.charAt(0).toLowerCase() + name.slice(1)];

const wholeNumber = (text: string | undefined) =>
  text && /^\d{1,9}$/.test(text.trim()) ? Number(text) : null;

/** The plain fields of an image upload (ImageTypeId, KeyId, captions), one set for the whole batch. */
export function imageUploadFields(uploads: Upload[]): ImageUploadFields {
  const fields = uploads[0]?.fields ?? {};
  const typeText = read(fields, 'ImageTypeId');
  const imageTypeId = wholeNumber(typeText);
  if (imageTypeId === null || imageTypeId < 1 || imageTypeId > 4)
    throw new ValidationError({
      ImageTypeId: [typeText ? 'ImageTypeId is not valid.' : 'ImageTypeId is required.'],
    });
  const keyText = read(fields, 'KeyId')?.trim();
  const keyId = keyText && keyText !== 'null' ? wholeNumber(keyText) : null;
  if (keyText && keyText !== 'null' && !keyId) throw new ValidationError({ KeyId: ['KeyId is not valid.'] });
  return {
    imageTypeId,
    keyId,
    captionOf: (i) => read(fields, captionField(i)) ?? read(fields, 'Caption'),
  };
}
