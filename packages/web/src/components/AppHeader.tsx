import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./AppHeader.module.css";
import { Logo } from "./Logo";
import { type WhiteLabel, WhiteLabelIcon } from "./WhiteLabelIcon";

/**
 * The one top bar of every full-page screen (sign-in, wizard, onboarding, files): the logo at
 * the same size and place everywhere, then the screen's context, and its actions on the right.
 */
export function AppHeader({
  children,
  actions,
  homeTo = "/",
  withBorder = true,
  whiteLabel = null,
}: {
  children?: ReactNode;
  actions?: ReactNode;
  homeTo?: string;
  /** Off where the header sits on the page's own white, as beside the auth carousel. */
  withBorder?: boolean;
  /** A workspace's white-label icon, shown instead of the Contour logo (workspace-admin §3). */
  whiteLabel?: WhiteLabel | null;
}) {
  return (
    <header className={classes.header} data-with-border={withBorder || undefined}>
      <Group gap="lg" wrap="nowrap" miw={0}>
        <Link to={homeTo} className={classes.home} aria-label="Contour home">
          {whiteLabel ? <WhiteLabelIcon {...whiteLabel} /> : <Logo />}
        </Link>
        {children}
      </Group>
      {actions}
    </header>
  );
}
