import { Box, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { AppHeader } from "./AppHeader";
import classes from "./CenteredPage.module.css";

/**
 * A full-height page under the app header with one column: wizard steps, onboarding, notices.
 * The column starts at a fixed distance from the top, so consecutive steps of different
 * heights keep their heading (and the wizard its stepper) in place.
 */
export function CenteredPage({
  children,
  width = 440,
  headerRight,
}: {
  children: ReactNode;
  width?: number;
  headerRight?: ReactNode;
}) {
  return (
    <Stack gap={0} className={classes.page}>
      <AppHeader actions={headerRight} />
      <div className={classes.body}>
        <Box w="100%" maw={width} component="main">
          {children}
        </Box>
      </div>
    </Stack>
  );
}
