import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { type Client, Provider } from "urql";
import { theme } from "../theme";

/** Renders UI as the app does (theme, router, a given GraphQL client) at a chosen URL. */
export function renderWithProviders(
  ui: ReactElement,
  { url = "/", client }: { url?: string; client?: Client } = {},
) {
  const routed = <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>;
  return render(
    // env="test": no transitions or portals, so menus open and close at once (no waiting races).
    <MantineProvider theme={theme} env="test">
      {client ? <Provider value={client}>{routed}</Provider> : routed}
    </MantineProvider>,
  );
}
