import { DRAFTS_TITLE } from "@contour/core";
import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link } from "react-router";
import { filesPath } from "../paths";

interface Crumb {
  id: string;
  name: string;
  rootFolderOfDraftOrganizationId: string | null;
}

/** The team (or "My files"), then each ancestor folder, then the folder itself (spec §2.9). */
export function FolderBreadcrumbs({
  ancestors,
  team,
  current,
}: {
  ancestors: ReadonlyArray<Crumb>;
  team: { id: string; name: string } | null;
  current: string;
}) {
  return (
    <Breadcrumbs aria-label="Breadcrumbs" separatorMargin={6}>
      {ancestors.map((crumb, index) => (
        <Anchor key={crumb.id} component={Link} to={crumbPath(crumb, index, team)} fz="sm">
          {crumbLabel(crumb, index, team)}
        </Anchor>
      ))}
      <Text fz="sm" c="dimmed" aria-current="page">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

function crumbPath(crumb: Crumb, index: number, team: { id: string } | null): string {
  if (crumb.rootFolderOfDraftOrganizationId) {
    return filesPath.drafts(crumb.rootFolderOfDraftOrganizationId);
  }
  if (index === 0 && team) return filesPath.team(team.id);
  return filesPath.folder(crumb.id);
}

function crumbLabel(crumb: Crumb, index: number, team: { name: string } | null): string {
  if (crumb.rootFolderOfDraftOrganizationId) return DRAFTS_TITLE;
  if (index === 0 && team) return team.name;
  return crumb.name;
}
