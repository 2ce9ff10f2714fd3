import { randomBytes } from "node:crypto";
import path from "node:path";
import type { UrlSigner } from "../storage/url-signer.js";

/** The version of a file that has no thumbnail: its URL serves the placeholder. */
const NO_THUMBNAIL = "none";
const VERSION_PATTERN = /^[a-z0-9]{1,32}$/;

/**
 * Each upload gets a new key, `thumbnails/{workbenchId}-{version}.{extension}`, so the version
 * names the image and a URL never shows another one.
 */
export function thumbnailKey(workbenchId: string, version: string, extension: string): string {
  return `thumbnails/${workbenchId}-${version}.${extension}`;
}

export function newThumbnailVersion(): string {
  return randomBytes(8).toString("hex");
}

export function thumbnailVersion(thumbnailPath: string | null): string {
  if (thumbnailPath === null) return NO_THUMBNAIL;
  const name = path.basename(thumbnailPath, path.extname(thumbnailPath));
  return name.slice(name.lastIndexOf("-") + 1);
}

export function isThumbnailVersion(value: string): boolean {
  return VERSION_PATTERN.test(value);
}

function subject(workbenchId: string, version: string): string {
  return `thumbnail:${workbenchId}:${version}`;
}

/**
 * Relative to the app's origin, so it works behind any PUBLIC_URL and through the dev proxy.
 * Signed because an <img> cannot send the bearer token; it does not expire, but a new upload
 * changes the version, and the old URL then shows the placeholder.
 */
export function thumbnailUrl(
  signer: UrlSigner,
  workbenchId: string,
  thumbnailPath: string | null,
): string {
  const version = thumbnailVersion(thumbnailPath);
  const signature = signer.sign(subject(workbenchId, version));
  return `/api/v1/thumbnails/${workbenchId}?v=${version}&sig=${signature}`;
}

export function verifyThumbnailUrl(
  signer: UrlSigner,
  workbenchId: string,
  version: string,
  signature: string,
): boolean {
  return signer.verify(subject(workbenchId, version), signature);
}
