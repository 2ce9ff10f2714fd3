import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "../../../components/Logo";
import { type WhiteLabel, WhiteLabelIcon } from "../../../components/WhiteLabelIcon";
import { filesPath } from "../../files/paths";
import type { SaveStatus } from "../collab/save-status";
import { SaveStatusBadge } from "./SaveStatusBadge";
import classes from "./WorkbenchHeader.module.css";
import { WorkbenchName } from "./WorkbenchName";

/** The workbench's top bar: back to the folder, the name, the saving status, and actions. */
export function WorkbenchHeader({
  workbench,
  status,
  actions,
  artboards,
  whiteLabel,
}: {
  workbench: { id: string; name: string; folderId: string; isEditable: boolean };
  status: SaveStatus;
  actions: ReactNode;
  /** The artboard switcher, after the file's name and status. */
  artboards?: ReactNode;
  /** The workspace's icon, shown instead of the Contour mark (workspace-admin §3). */
  whiteLabel: WhiteLabel | null;
}) {
  return (
    <header className={classes.header}>
      <Group gap="xs" wrap="nowrap" className={classes.start}>
        <Tooltip label="Back to the folder" withArrow>
          <ActionIcon
            component={Link}
            to={filesPath.folder(workbench.folderId)}
            variant="subtle"
            color="gray"
            aria-label="Back to the folder"
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        {whiteLabel ? <WhiteLabelIcon {...whiteLabel} size={24} /> : <LogoMark size={24} />}
        <WorkbenchName id={workbench.id} name={workbench.name} editable={workbench.isEditable} />
        <SaveStatusBadge status={status} />
        {artboards}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    </header>
  );
}
