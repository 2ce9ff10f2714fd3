import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import classes from "./AppProviders.module.css";
import { SessionProvider } from "./lib/session";
import { theme } from "./theme";

/** Theme, toasts (bottom centre, spec §2.11), modals and the session-scoped GraphQL client. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-center" zIndex={2000} classNames={{ root: classes.toasts }} />
      <SessionProvider>
        <ModalsProvider>{children}</ModalsProvider>
      </SessionProvider>
    </MantineProvider>
  );
}
