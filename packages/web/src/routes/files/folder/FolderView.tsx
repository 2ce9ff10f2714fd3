import type { ArtboardSize } from "@contour/canvas";
import { can, isOrganizationRole } from "@contour/core";
import { Group, Stack, Title } from "@mantine/core";
import { type ReactNode, useCallback, useState } from "react";
import { useQuery } from "urql";
import { FolderQuery } from "../../../graphql/documents/files";
import type { ResultOf } from "../../../graphql/graphql";
import { useCurrentUser } from "../../../lib/current-user";
import { ItemsController } from "../actions/ItemsController";
import { FolderCard } from "../items/FolderCard";
import classes from "../items/ItemCard.module.css";
import { useOpenItem } from "../items/useOpenItem";
import { createPermission } from "./create-permission";
import { FolderActions } from "./FolderActions";
import { FolderBreadcrumbs } from "./FolderBreadcrumbs";
import { FolderFiles } from "./FolderFiles";
import { useCreateFile } from "./useCreateFile";

export type FolderData = ResultOf<typeof FolderQuery>["folder"];

/** A loaded folder: header, the "Folders" section when it has subfolders, then "Files". */
export function FolderView({
  folder,
  title,
  extraActions,
  onChanged,
}: {
  folder: FolderData;
  title: string;
  extraActions?: ReactNode;
  /** Refetches the folder after a subfolder was created. */
  onChanged: () => void;
}) {
  const user = useCurrentUser();
  const { openFolder } = useOpenItem();
  const role = folder.organization.currentUserRole;
  const isViewer = isOrganizationRole(role) && !can({ role, isAdmin: user.isAdmin }, "editContent");
  const permission = createPermission(folder.isEditable, isViewer);
  const subfolders = folder.childFolders.nodes;
  // A change (rename, move, delete…) reloads the folder and every page of its files.
  const [version, setVersion] = useState(0);
  const handleChanged = useCallback(() => {
    setVersion((current) => current + 1);
    onChanged();
  }, [onChanged]);
  const { createFile, creating } = useCreateFile(folder.id, handleChanged);
  const handleCreateFile = (artboard?: ArtboardSize) => void createFile(artboard);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={6} miw={0}>
          {folder.breadcrumbs.nodes.length > 0 && (
            <FolderBreadcrumbs
              ancestors={folder.breadcrumbs.nodes}
              team={folder.rootTeam}
              current={title}
            />
          )}
          <Title order={1} fz="h2">
            {title}
          </Title>
        </Stack>
        <FolderActions
          folderId={folder.id}
          permission={permission}
          creatingFile={creating}
          onCreateFile={handleCreateFile}
          onFolderCreated={handleChanged}
          extra={extraActions}
        />
      </Group>
      <ItemsController
        organizationId={folder.organization.id}
        folderId={folder.id}
        onChanged={handleChanged}
      >
        {/* The controller's wrapper is a plain div: the sections keep their own spacing. */}
        <Stack gap="xl">
          {subfolders.length > 0 && (
            <section aria-labelledby="folders-heading">
              <Title order={2} fz="h4" mb="sm" id="folders-heading">
                Folders
              </Title>
              <div className={classes.grid}>
                {subfolders.map((child) => (
                  <FolderCard key={child.id} folder={child} onOpen={openFolder} />
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="files-heading">
            <Title order={2} fz="h4" mb="sm" id="files-heading">
              Files
            </Title>
            <FolderFiles
              key={`${folder.id}:${version}`}
              folderId={folder.id}
              isEditable={permission.canCreate}
              onCreateFile={handleCreateFile}
            />
          </section>
        </Stack>
      </ItemsController>
    </Stack>
  );
}

/** The folder query, refetchable from the network after a change. */
export function useFolder(folderId: string | undefined) {
  const [result, reexecute] = useQuery({
    query: FolderQuery,
    variables: { id: folderId ?? "" },
    pause: !folderId,
    requestPolicy: "cache-and-network",
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  return { ...result, refetch };
}
