/**
 * The colours that tell collaborators apart on a workbench: cursors, name labels, avatars,
 * selection outlines and the frame around a followed view. Each is dark enough for white text
 * (contrast at least 4.5 with white) and light enough to stand out on the dark UI (at least 3
 * with #1f1f1f), at one lightness so that no one's colour shouts louder than another's, with
 * hues spread evenly round the wheel.
 */
export const PRESENCE_COLORS = [
  "#db1f1f",
  "#b5540f",
  "#876d07",
  "#397f16",
  "#1b8045",
  "#0e7d79",
  "#1b73bf",
  "#695edd",
  "#aa3cce",
  "#cb2b88",
] as const;

/**
 * A user's colour, the same on every screen and in every session: FNV-1a of the user id picks
 * one from the palette, so no one has to hand colours out.
 */
export function presenceColor(userId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index += 1) {
    hash ^= userId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return PRESENCE_COLORS[(hash >>> 0) % PRESENCE_COLORS.length] ?? PRESENCE_COLORS[0];
}
