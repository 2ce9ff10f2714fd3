import { PRODUCT_NAME } from "@contour/core";
import { useEffect } from "react";
import { useCurrentUser } from "./current-user";

const SEPARATOR = " · ";

/**
 * The tab's title, most specific first (`Members · Aziz Design · Contour`): a person with several
 * tabs open reads the start of each. What is not known yet (a file still loading) is left out.
 */
export function documentTitle(page?: string | null, workspace?: string | null): string {
  return [page, workspace, PRODUCT_NAME]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(SEPARATOR);
}

/**
 * Names the page in the browser's tab for as long as it is shown; each route calls it once, with
 * values it keeps current (a rename, by this user or a collaborator, renames the tab).
 */
export function useDocumentTitle(page?: string | null, workspace?: string | null): void {
  const title = documentTitle(page, workspace);
  useEffect(() => {
    document.title = title;
    // A page that sets no title of its own (a redirect) does not inherit the last one.
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}

/** The name of one of the signed-in user's workspaces, as their memberships list it. */
export function useWorkspaceName(organizationId: string | null | undefined): string | null {
  const user = useCurrentUser();
  return (
    user.organizations.edges.find((edge) => edge.node.id === organizationId)?.node.name ?? null
  );
}
