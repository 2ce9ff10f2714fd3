import type { Client } from "urql";
import { vi } from "vitest";
import { concat, fromValue, never } from "wonka";

/**
 * A GraphQL client for the Brush panel's tests: the palette query answers `colors` (with
 * `canEdit`), and each palette mutation answers the palette it would leave, without a server.
 */
export function paletteClient({
  colors = [] as string[],
  canEdit = true,
}: {
  colors?: string[];
  canEdit?: boolean;
} = {}) {
  let current = [...colors];
  const palette = () => ({
    __typename: "WorkspacePalette",
    organizationId: "org-1",
    colors: current,
    canEdit,
  });
  const executeMutation = vi.fn(
    (request: { query: unknown; variables: { input: { color: string } } }) => {
      const { color } = request.variables.input;
      const isRemoval = JSON.stringify(request.query).includes("removePaletteColor");
      current = isRemoval
        ? current.filter((kept) => kept !== color)
        : [...new Set([...current, color])];
      const field = isRemoval ? "removePaletteColor" : "addPaletteColor";
      return fromValue({ data: { [field]: palette() }, stale: false, hasNext: false });
    },
  );
  const client = {
    // A real client's result stream stays open; one that ends would clear the data.
    executeQuery: () =>
      concat([
        fromValue({ data: { workspacePalette: palette() }, stale: false, hasNext: false }),
        never,
      ]),
    executeMutation,
  } as unknown as Client;
  return { client, executeMutation };
}
