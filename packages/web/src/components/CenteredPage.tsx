import { Box, Center, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./CenteredPage.module.css";
import { Logo } from "./Logo";

/** A full-height page with the logo top left and one centred column: wizard steps, notices. */
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
      <Group justify="space-between" className={classes.header}>
        <Link to="/" className={classes.logoLink} aria-label="Contour home">
          <Logo />
        </Link>
        {headerRight}
      </Group>
      <Center className={classes.body}>
        <Box w="100%" maw={width} component="main">
          {children}
        </Box>
      </Center>
    </Stack>
  );
}
