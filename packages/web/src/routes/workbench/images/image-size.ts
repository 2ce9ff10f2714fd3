/**
 * An image file's width and height, as the browser reads them from its header: an image element
 * loads the file but decodes its pixels only when drawn, so a file that declares 30000 x 30000
 * costs nothing here, where createImageBitmap would decode all of it.
 */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise<{ width: number; height: number } | null>((resolve) => {
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
