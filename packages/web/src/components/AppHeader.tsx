import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./AppHeader.module.css";
import { Logo } from "./Logo";
import { UserMenu } from "./UserMenu";

/** The signed-in app's top bar: home, the current context, and the user's actions. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={classes.header}>
      <Group gap="lg" wrap="nowrap" miw={0}>
        <Link to="/" className={classes.home} aria-label="Contour home">
          <Logo size={24} />
        </Link>
        {children}
      </Group>
      <UserMenu />
    </header>
  );
}
