import type { Editor } from "@contour/canvas";
import { MESSAGES, PALETTE_MAX_COLORS } from "@contour/core";
import {
  ActionIcon,
  CloseButton,
  ColorSwatch,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "urql";
import {
  AddPaletteColorMutation,
  RemovePaletteColorMutation,
  WorkspacePaletteQuery,
} from "../../../graphql/documents/palette";
import { errorText } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";
import classes from "./ColorPanel.module.css";
import panelClasses from "./WorkbenchPanels.module.css";

/**
 * The workspace's palette: swatches every member sees and Editors and Admins add to (the brush
 * colour, with +) and remove from. A colour someone else adds shows when the query is fetched
 * again (opening the workbench), not live (docs/decisions.md).
 */
export function PaletteSection({
  editor,
  organizationId,
  color,
}: {
  editor: Editor;
  organizationId: string;
  /** The brush colour: what + adds, and which swatch shows as chosen. */
  color: string;
}) {
  const [{ data, error }] = useQuery({
    query: WorkspacePaletteQuery,
    variables: { organizationId },
  });
  const [adding, addColor] = useMutation(AddPaletteColorMutation);
  const [, removeColor] = useMutation(RemovePaletteColorMutation);
  const palette = data?.workspacePalette;
  const full = (palette?.colors.length ?? 0) >= PALETTE_MAX_COLORS;

  async function handleAdd() {
    const result = await addColor({ input: { organizationId, color } });
    if (result.error) notifyError(errorText(result.error));
  }

  async function handleRemove(swatch: string) {
    const result = await removeColor({ input: { organizationId, color: swatch } });
    if (result.error) notifyError(errorText(result.error));
  }

  return (
    <Stack gap={6} component="section" aria-label="Palette">
      <Group justify="space-between" wrap="nowrap" h={22}>
        <Text fz="xs" c="dimmed">
          Palette
        </Text>
        {palette?.canEdit && (
          <Tooltip label={full ? MESSAGES.paletteFull : "Add the brush colour"} withinPortal>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label="Add colour to palette"
              loading={adding.fetching}
              disabled={full}
              onClick={() => void handleAdd()}
            >
              <IconPlus size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {error && !palette && (
        <Text fz="xs" c="red">
          {errorText(error)}
        </Text>
      )}
      {palette && palette.colors.length === 0 && (
        <Text fz="xs" c="dimmed">
          {palette.canEdit
            ? "No colours yet: + keeps the brush colour here for everyone in the workspace."
            : "No colours yet."}
        </Text>
      )}
      {palette && palette.colors.length > 0 && (
        <Group gap={6}>
          {palette.colors.map((swatch) => (
            <div key={swatch} className={classes.paletteSwatch}>
              <UnstyledButton
                className={panelClasses.swatch}
                aria-label={`Use ${swatch}`}
                aria-pressed={swatch === color}
                onClick={() => editor.chooseColor(swatch)}
              >
                <ColorSwatch color={swatch} size={20} />
              </UnstyledButton>
              {palette.canEdit && (
                <CloseButton
                  size={14}
                  radius="xl"
                  className={classes.removeSwatch}
                  aria-label={`Remove ${swatch} from palette`}
                  onClick={() => void handleRemove(swatch)}
                />
              )}
            </div>
          ))}
        </Group>
      )}
    </Stack>
  );
}
