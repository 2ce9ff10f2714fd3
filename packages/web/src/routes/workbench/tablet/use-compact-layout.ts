import { useMediaQuery } from "@mantine/hooks";

/**
 * Below this width the sidebar would leave the canvas too little room (an iPad's 1180 px
 * landscape side less the tools and 272 px of panels is under 860 px): the panels float over
 * the canvas and fold away, and the side sliders take the brush's size and opacity.
 */
const COMPACT_QUERY = "(max-width: 1199.98px)";

/** Whether the workbench takes its tablet layout (820×1180 portrait, 1180×820 landscape). */
export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_QUERY, window.matchMedia(COMPACT_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}
