import { z } from 'zod';

/** The image kinds the studio stores for logos and image cards; the server sniffs them from the bytes. */
export const IMAGE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Largest image accepted: a logo or a card image, not a photo archive. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The multipart field that carries the file of an upload. */
export const IMAGE_UPLOAD_FIELD = 'file';

/** The multipart form of an upload: one file in the field `file` (its kind is told by its bytes). */
export const ImageUploadForm = z.object({
  [IMAGE_UPLOAD_FIELD]: z.file().max(MAX_IMAGE_BYTES).describe('PNG, JPEG, GIF, WebP or SVG, at most 5 MB.'),
});

/** Bytes answered as they are (a stored image, an exported file), of the content type the answer names. */
export const FileBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** A stored image; `url` is what a dashboard's logo or an image card keeps. */
export const StoredImage = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type StoredImage = z.infer<typeof StoredImage>;

export const UploadImageResponse = z.object({ status: z.literal('ok'), image: StoredImage });
export type UploadImageResponse = z.infer<typeof UploadImageResponse>;
