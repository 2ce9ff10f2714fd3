import {
  addEllipseGuide,
  canAddEllipse,
  choosePerspective,
  chooseSymmetry,
  DEFAULT_RADIAL_AXES,
  type Editor,
  MAX_RADIAL_AXES,
  MIN_RADIAL_AXES,
  type PerspectiveKind,
  perspectiveKind,
  readGuides,
  type SymmetryKind,
  withDegree,
  withEllipse,
  withoutEllipse,
  withRadialAxes,
} from "@contour/canvas";
import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconOval, IconTrash } from "@tabler/icons-react";
import { DocumentSlider } from "../panels/DocumentSlider";
import { useEditorState } from "../use-editor-state";

const PERSPECTIVES: { value: string; label: string; kind: PerspectiveKind | null }[] = [
  { value: "off", label: "Off", kind: null },
  { value: "1", label: "1-point", kind: 1 },
  { value: "2", label: "2-point", kind: 2 },
  { value: "3", label: "3-point", kind: 3 },
];

const SYMMETRIES: { value: string; label: string; kind: SymmetryKind | null }[] = [
  { value: "off", label: "Off", kind: null },
  { value: "vertical", label: "Vertical", kind: "vertical" },
  { value: "horizontal", label: "Horizontal", kind: "horizontal" },
  { value: "radial", label: "Radial", kind: "radial" },
];

const choicesOf = (options: readonly { value: string; label: string }[]) =>
  options.map(({ value, label }) => ({ value, label }));

/**
 * The drawing guides: the perspective grid (off, 1-, 2- or 3-point), the symmetry (a mirror or
 * radial, with its number of axes), ellipse guides with the selected one's degree, QuickShape, and the designer's own switches for seeing them and drawing along
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
  const kind = perspectiveKind(guides);
  const ellipse = guides.ellipses.find((each) => each.id === selected) ?? null;
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
      <Text fw={600} fz="sm">
        Guides
      </Text>
      <Stack gap={4}>
        <Text fz="xs" c="dimmed" id="perspective-label">
          Perspective
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby="perspective-label"
          data={choicesOf(PERSPECTIVES)}
          value={kind === null ? "off" : String(kind)}
          onChange={(value) =>
            choosePerspective(
              editor,
              PERSPECTIVES.find((each) => each.value === value)?.kind ?? null,
            )
          }
        />
      </Stack>
      <Stack gap={4}>
        <Text fz="xs" c="dimmed" id="symmetry-label">
          Symmetry
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby="symmetry-label"
          data={choicesOf(SYMMETRIES)}
          value={guides.symmetry?.kind ?? "off"}
          onChange={(value) =>
            chooseSymmetry(editor, SYMMETRIES.find((each) => each.value === value)?.kind ?? null)
          }
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
      {ellipse && (
        <Stack gap={2}>
          <Group justify="space-between">
            <Text fz="xs" c="dimmed">
              Ellipse degree
            </Text>
            <Tooltip label="Remove ellipse guide">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Remove ellipse guide"
                onClick={() => editor.setGuides(withoutEllipse(guides, ellipse.id))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Tooltip>
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
                artboard && readGuides(artboard).ellipses.find((each) => each.id === ellipse.id);
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
  );
}
