import { LoadingOverlay } from "@mantine/core";

/** The spec's full-screen loading state: visible at once (no fade) over an opaque backdrop. */
export function FullScreenLoader() {
  return (
    <LoadingOverlay
      visible
      pos="fixed"
      zIndex={1000}
      role="status"
      aria-label="Loading"
      transitionProps={{ duration: 0 }}
      overlayProps={{ backgroundOpacity: 1, color: "var(--mantine-color-body)", blur: 0 }}
      loaderProps={{ size: "md", type: "oval" }}
    />
  );
}
