/**
 * Photos are made small on the phone before they are sent (docs/PRODUCT.md, "The crew's day"): a
 * phone camera's 4-12 MB picture becomes a JPEG of a few hundred KB, which a slow mobile network can
 * carry and the phone can keep while offline.
 */
export const PHOTO_LONGEST_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;

interface Drawable {
  source: CanvasImageSource;
  width: number;
  height: number;
  close?: () => void;
}

/** Decodes with `createImageBitmap` where the browser has it (off the main thread), else through an <img>. */
async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  // A data URL rather than a blob URL: the site's Content-Security-Policy allows `data:` images.
  const dataUrl = await blobToDataUrl(file);
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return { source: image, width: image.naturalWidth, height: image.naturalHeight };
}

/** The photo as a JPEG whose longest side is at most `PHOTO_LONGEST_SIDE`. */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const picture = await decode(file);
  const scale = Math.min(1, PHOTO_LONGEST_SIDE / Math.max(picture.width, picture.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(picture.width * scale));
  canvas.height = Math.max(1, Math.round(picture.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This phone cannot prepare photos');
  context.drawImage(picture.source, 0, 0, canvas.width, canvas.height);
  picture.close?.();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This phone cannot prepare photos'))),
      'image/jpeg',
      PHOTO_QUALITY,
    ),
  );
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The bytes of a data URL, decoded here: `fetch(dataUrl)` would need `data:` in the policy's connect-src. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'image/jpeg';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
