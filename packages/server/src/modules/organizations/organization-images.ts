import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { isUuid } from "../../db/ids.js";
import type { AppServices } from "../../services.js";
import type { UrlSigner } from "../storage/url-signer.js";
import { mimeTypeOfKey } from "../workbenches/image-type.js";

/**
 * A workspace's stored images: its logo (set by its admins) and its white-label icon (set by
 * staff). Each upload gets a new key, so the version in a URL names one image for good; URLs are
 * signed, relative to the app's origin like thumbnail URLs, because an <img> cannot send the
 * bearer token.
 */
const IMAGES = {
  logo: { folder: "logos", route: "logo", subject: "logo", column: "logo_path" },
  whiteLabelIcon: {
    folder: "white-label",
    route: "white-label-icon",
    subject: "white-label",
    column: "white_label_icon_path",
  },
} as const;

export type OrganizationImage = keyof typeof IMAGES;

const VERSION_PATTERN = /^[0-9a-f]{16}$/;

function versionOf(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf("."));
  return name.slice(name.lastIndexOf("-") + 1);
}

const subject = (image: OrganizationImage, organizationId: string, version: string) =>
  `${IMAGES[image].subject}:${organizationId}:${version}`;

/** Where a new upload of the image goes in the blob store. */
export function newOrganizationImageKey(
  image: OrganizationImage,
  organizationId: string,
  extension: string,
): string {
  return `${IMAGES[image].folder}/${organizationId}-${randomBytes(8).toString("hex")}.${extension}`;
}

export function organizationImageUrl(
  signer: UrlSigner,
  image: OrganizationImage,
  organizationId: string,
  path: string,
): string {
  const version = versionOf(path);
  const signature = signer.sign(subject(image, organizationId, version));
  return `/api/v1/organizations/${organizationId}/${IMAGES[image].route}?v=${version}&sig=${signature}`;
}

/**
 * Serves the image by its signed URL. An old URL (a newer image exists, or none) is gone: the
 * page falls back to the initial or to Contour's logo.
 */
export function serveOrganizationImage(
  app: FastifyInstance,
  { db, blobs, thumbnailSigner }: AppServices,
  image: OrganizationImage,
): void {
  const { route, column } = IMAGES[image];
  app.get<{ Params: { id: string }; Querystring: { v?: string; sig?: string } }>(
    `/api/v1/organizations/:id/${route}`,
    async (request, reply) => {
      const { id } = request.params;
      const { v = "", sig = "" } = request.query;
      const signed =
        isUuid(id) && VERSION_PATTERN.test(v) && thumbnailSigner.verify(subject(image, id, v), sig);
      if (!signed) return reply.code(404).send({ error: "Not found" });
      const row = await db
        .selectFrom("organizations")
        .select(column)
        .where("id", "=", id)
        .executeTakeFirst();
      const key: string | null = row?.[column] ?? null;
      const bytes = key !== null && versionOf(key) === v ? await blobs.get(key) : null;
      if (key === null || !bytes) return reply.code(404).send({ error: "Not found" });
      return reply
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=31536000, immutable")
        .type(mimeTypeOfKey(key))
        .send(bytes);
    },
  );
}
