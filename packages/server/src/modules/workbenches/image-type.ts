export interface ImageType {
  mimeType: "image/png" | "image/jpeg" | "image/webp";
  extension: "png" | "jpg" | "webp";
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/**
 * What the bytes are, by their magic numbers, among the image types we accept as thumbnails;
 * null for anything else, whatever the upload's declared type says.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mimeType: "image/png", extension: "png" };
  if (startsWith(bytes, JPEG)) return { mimeType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mimeType: "image/webp", extension: "webp" };
  }
  return null;
}

const BY_EXTENSION: Record<string, ImageType["mimeType"]> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

/** The type to serve a stored thumbnail with, from the extension we gave its key. */
export function mimeTypeOfKey(key: string): string {
  return BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
