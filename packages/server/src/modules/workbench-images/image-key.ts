import { randomUUID } from "node:crypto";
import type { ImageType } from "../workbenches/image-type.js";

/**
 * A placed image's blob id is `{uuid}.{extension}`; its blob lives under its workspace,
 * `images/{organizationId}/{blobId}`, so a file duplicated within the workspace shows the same
 * images without copying them, and deleting the workspace removes the folder.
 */
const BLOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

export const isImageBlobId = (value: string): boolean => BLOB_ID.test(value);

export const newImageBlobId = (type: ImageType): string => `${randomUUID()}.${type.extension}`;

export const imagesFolder = (organizationId: string): string => `images/${organizationId}`;

export const imageKey = (organizationId: string, blobId: string): string =>
  `${imagesFolder(organizationId)}/${blobId}`;
