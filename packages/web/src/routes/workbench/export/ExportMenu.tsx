import { firstPlanWith } from "@contour/core";
import { Badge, Button, Menu } from "@mantine/core";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { notifyError } from "../../../lib/notify";
import { downloadExport, type ExportChoice } from "./export-file";

const EXPORT_ERROR = "Error while exporting: ";
const HD_PLAN = firstPlanWith("highDefinitionExport");
const HD_PLAN_LABEL = `${HD_PLAN.charAt(0)}${HD_PLAN.slice(1).toLowerCase()}`;

/**
 * Export the artboard shown as a PNG or JPEG at 1x, at 2x and 4x when the workspace's plan has HD
 * export (shown but disabled otherwise, naming the plan; the server refuses them too); as a
 * layered PSD or OpenRaster file at 1x; or the active layer alone as a PNG.
 */
export function ExportMenu({
  workbenchId,
  workbenchName,
  activeLayer,
  artboard,
  hdAllowed,
}: {
  workbenchId: string;
  workbenchName: string;
  activeLayer: { id: string; name: string } | null;
  /** The artboard shown, when the workbench holds several: the one exported, named in the file. */
  artboard: { id: string; name: string } | null;
  hdAllowed: boolean;
}) {
  const [exporting, setExporting] = useState(false);

  async function handleExport(choice: ExportChoice) {
    setExporting(true);
    try {
      await downloadExport(workbenchId, workbenchName, choice);
    } catch (error) {
      notifyError(`${EXPORT_ERROR}${(error as Error).message}`);
    } finally {
      setExporting(false);
    }
  }

  const hdBadge = !hdAllowed && (
    <Badge size="xs" variant="light" color="violet">
      {HD_PLAN_LABEL}
    </Badge>
  );
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          loading={exporting}
          leftSection={<IconDownload size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{artboard ? artboard.name : "Artboard"}</Menu.Label>
        {(["png", "jpg"] as const).map((format) =>
          ([1, 2, 4] as const).map((scale) => (
            <Menu.Item
              key={`${format}${scale}`}
              disabled={scale > 1 && !hdAllowed}
              rightSection={scale > 1 && hdBadge}
              onClick={() => void handleExport({ format, scale, artboard })}
            >
              {format === "png" ? "PNG" : "JPEG"} {scale}x
            </Menu.Item>
          )),
        )}
        <Menu.Label>Layered</Menu.Label>
        <Menu.Item onClick={() => void handleExport({ format: "psd", scale: 1, artboard })}>
          Photoshop (.psd)
        </Menu.Item>
        <Menu.Item onClick={() => void handleExport({ format: "ora", scale: 1, artboard })}>
          OpenRaster (.ora)
        </Menu.Item>
        <Menu.Label>Layer</Menu.Label>
        <Menu.Item
          disabled={!activeLayer}
          onClick={() =>
            activeLayer && void handleExport({ format: "png", scale: 1, layer: activeLayer })
          }
        >
          {activeLayer ? `"${activeLayer.name}" as PNG` : "Active layer"}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
