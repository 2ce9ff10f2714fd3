import { Anchor, Box, Text } from "@mantine/core";
import { formatLongDate } from "../../../lib/format-date";
import { SUPPORT_URL } from "../../../lib/support";
import type { PocBannerState } from "./poc-banner-state";

/** Above every dashboard page of a proof-of-concept workspace (spec §2.8, §4.6). */
export function PocBanner({ state }: { state: PocBannerState }) {
  if (state.kind === "none") return null;
  const expired = state.kind === "expired";
  return (
    <Box
      role={expired ? "alert" : "status"}
      bg={expired ? "red.6" : "blue.0"}
      c={expired ? "white" : "blue.9"}
      py={8}
      px="md"
      ta="center"
      data-testid="poc-banner"
      data-state={state.kind}
    >
      <Text fz="sm" fw={500}>
        {state.kind === "testing" && "Thanks for testing Contour!"}
        {state.kind === "ends" && `Your POC ends ${formatLongDate(state.endDate)}`}
        {expired && (
          <>
            Your plan POC has expired. Please contact sales to keep using Contour.{" "}
            {/* The spec opens a chat; SUPPORT_URL stands in for it until one is wired in. */}
            <Anchor href={SUPPORT_URL} c="white" fw={700} underline="always" fz="sm">
              Contact sales
            </Anchor>
          </>
        )}
      </Text>
    </Box>
  );
}
