import { MAX_PAGE_SIZE } from "@contour/core";

/** A Trash as the web app names it: a team's, or the viewer's drafts' in a workspace. */
export type TrashScope = { teamId: string } | { organizationId: string };

/** A Trash's page: the server's largest; the next loads as the end of the list scrolls in. */
export const TRASH_PAGE_SIZE = MAX_PAGE_SIZE;
