import {
  addEllipseGuide,
  addRuler,
  canAddEllipse,
  canAddRuler,
  choosePerspective,
  chooseSymmetry,
  DEFAULT_RADIAL_AXES,
  type Editor,
  MAX_RADIAL_AXES,
  MIN_RADIAL_AXES,
  NO_GUIDES,
  type PerspectiveKind,
  perspectiveKind,
  type RulerKind,
  readGuides,
  type SymmetryKind,
  withDegree,
  withEllipse,
  withoutGuide,
  withRadialAxes,
} from "@contour/canvas";
import {
  ActionIcon,
  Button,
  Collapse,
  Group,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import {
  IconChevronRight,
  IconOval,
  IconRuler2,
  IconTrash,
  IconVectorSpline,
} from "@tabler/icons-react";
import { useState } from "react";
import { DocumentSlider } from "../panels/DocumentSlider";
import { ChoiceSetting } from "../panels/Setting";
import panelClasses from "../panels/WorkbenchPanels.module.css";
import { useEditorState } from "../use-editor-state";
import { useRememberedQuickShape } from "./use-remembered-quick-shape";

const PERSPECTIVES: readonly { label: string; value: PerspectiveKind | null }[] = [
  { label: "Off", value: null },
  { label: "1-point", value: 1 },
  { label: "2-point", value: 2 },
  { label: "3-point", value: 3 },
];

const SYMMETRIES: readonly { label: string; value: SymmetryKind | null }[] = [
  { label: "Off", value: null },
  { label: "Vertical", value: "vertical" },
  { label: "Horizontal", value: "horizontal" },
  { label: "Radial", value: "radial" },
];

const RULER_NAMES: Record<RulerKind, string> = { straight: "Ruler", french: "French curve" };

/** Takes the selected ellipse guide or ruler away (one undo step). */
function RemoveGuideButton({ editor, id, label }: { editor: Editor; id: string; label: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        onClick={() => editor.setGuides(withoutGuide(editor.state.guides, id))}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The drawing guides: the perspective grid (off, 1-, 2- or 3-point), the symmetry (a mirror or
 * radial, with its number of axes), ellipse guides with the selected one's degree, rulers and
 * French curves, QuickShape, and the designer's own switches for seeing them and drawing along
 * them. Points and ellipses are placed on the canvas with the guides tool (G). A viewer sees
 * only whether the guides show.
 */
export function GuidesPanel({ editor }: { editor: Editor }) {
  const { guides, shown, snapping, selected, readOnly, quickShape } = useEditorState(
    editor,
    (state) => ({
      guides: state.guides,
      shown: state.guidesShown,
      snapping: state.guideSnapping,
      selected: state.selectedGuide,
      readOnly: state.readOnly,
      quickShape: state.quickShape,
    }),
  );
  useRememberedQuickShape(editor);
  // Folded away until wanted, so that the layers stay in view; open on a file that has guides.
  const [open, setOpen] = useState(() => guides !== NO_GUIDES);
  const kind = perspectiveKind(guides);
  const ellipse = guides.ellipses.find((each) => each.id === selected) ?? null;
  const ruler = guides.rulers.find((each) => each.id === selected) ?? null;
  const showSwitch = (
    <Switch
      size="xs"
      label="Show guides"
      checked={shown}
      onChange={(event) => editor.showGuides(event.currentTarget.checked)}
    />
  );
  if (readOnly) return showSwitch;
  return (
    <Stack gap="xs" component="section" aria-label="Guides">
      <UnstyledButton
        className={panelClasses.disclosure}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <IconChevronRight size={14} className={panelClasses.chevron} />
        <Text fw={600} fz="sm" c="var(--mantine-color-text)">
          Guides
        </Text>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Stack gap="xs">
          <ChoiceSetting
            label="Perspective"
            choices={PERSPECTIVES}
            chosen={kind}
            onChoose={(next) => choosePerspective(editor, next)}
          />
          <Stack gap={4}>
            <ChoiceSetting
              label="Symmetry"
              choices={SYMMETRIES}
              chosen={guides.symmetry?.kind ?? null}
              onChoose={(next) => chooseSymmetry(editor, next)}
            />
            {guides.symmetry?.kind === "radial" && (
              <DocumentSlider
                editor={editor}
                name="Symmetry axes"
                size="sm"
                min={MIN_RADIAL_AXES}
                max={MAX_RADIAL_AXES}
                read={() => {
                  const artboard = editor.artboard();
                  return (artboard && readGuides(artboard).symmetry?.axes) || DEFAULT_RADIAL_AXES;
                }}
                write={(axes) => editor.setGuides(withRadialAxes(editor.state.guides, axes))}
                format={(axes) => String(axes)}
              />
            )}
          </Stack>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconOval size={14} />}
            disabled={!canAddEllipse(guides)}
            onClick={() => addEllipseGuide(editor)}
          >
            Add ellipse guide
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRuler2 size={14} />}
            disabled={!canAddRuler(guides)}
            onClick={() => addRuler(editor, "straight")}
          >
            Add ruler
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconVectorSpline size={14} />}
            disabled={!canAddRuler(guides)}
            onClick={() => addRuler(editor, "french")}
          >
            Add French curve
          </Button>
          {ruler && (
            <Group justify="space-between">
              <Text fz="xs" c="dimmed">
                {RULER_NAMES[ruler.kind]}
              </Text>
              <RemoveGuideButton
                editor={editor}
                id={ruler.id}
                label={`Remove ${RULER_NAMES[ruler.kind].toLowerCase()}`}
              />
            </Group>
          )}
          {ellipse && (
            <Stack gap={2}>
              <Group justify="space-between">
                <Text fz="xs" c="dimmed">
                  Ellipse degree
                </Text>
                <RemoveGuideButton editor={editor} id={ellipse.id} label="Remove ellipse guide" />
              </Group>
              <DocumentSlider
                editor={editor}
                name="Ellipse degree"
                size="sm"
                min={1}
                max={90}
                read={() => {
                  const artboard = editor.artboard();
                  const current =
                    artboard &&
                    readGuides(artboard).ellipses.find((each) => each.id === ellipse.id);
                  return Math.round(current?.degree ?? ellipse.degree);
                }}
                write={(degree) => {
                  const now = editor.state.guides;
                  const current = now.ellipses.find((each) => each.id === ellipse.id);
                  if (current) editor.setGuides(withEllipse(now, withDegree(current, degree)));
                }}
                format={(degree) => `${degree}°`}
              />
            </Stack>
          )}
          {showSwitch}
          <Switch
            size="xs"
            label="Drawing assist"
            disabled={!shown}
            checked={snapping}
            onChange={(event) => editor.snapToGuides(event.currentTarget.checked)}
          />
          <Switch
            size="xs"
            label="QuickShape"
            checked={quickShape}
            onChange={(event) => editor.setQuickShape(event.currentTarget.checked)}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
