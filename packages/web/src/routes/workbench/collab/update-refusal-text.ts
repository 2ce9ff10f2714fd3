import { COLLAB_REFUSALS, type CollabClose } from "@contour/core";

const megabytes = (bytes: number) => `${Math.max(1, Math.round(bytes / (1024 * 1024)))} MB`;

/** What the user reads when the server refused their last change and the file was reopened. */
export function updateRefusalText({ reason, limitBytes }: CollabClose): string {
  if (reason === COLLAB_REFUSALS.documentFull) {
    const limit = limitBytes === null ? "its size limit" : `the ${megabytes(limitBytes)} limit`;
    return `This workbench is full: it has reached ${limit}. Your last change was undone. Continue in a new file.`;
  }
  if (reason === COLLAB_REFUSALS.updateTooLarge) {
    const limit = limitBytes === null ? "" : ` (over ${megabytes(limitBytes)})`;
    return `Your last change was too large to save${limit} and was undone. The file was reopened.`;
  }
  return "Your last change could not be saved and was undone. The file was reopened.";
}
