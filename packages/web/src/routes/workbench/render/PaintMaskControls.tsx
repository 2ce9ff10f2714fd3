import { Button, Group, SegmentedControl, Slider, Stack, Text } from "@mantine/core";
import { IconBrush } from "@tabler/icons-react";
import { useStoreState } from "../use-editor-state";
import { MASK_SIZE, type PaintedMask } from "./painted-mask";

/**
 * Paint mask: while on, the pen paints the region a Modify repaints over the drawing, with a
 * round brush of the size set here, or erases it; Escape or the button ends it and the mask
 * stays until cleared.
 */
export function PaintMaskControls({ mask, painted }: { mask: PaintedMask; painted: boolean }) {
  const { painting, erasing, size } = useStoreState(mask, ({ painting, erasing, size }) => ({
    painting,
    erasing,
    size,
  }));
  return (
    <Stack gap={6}>
      <Group gap={6} grow>
        <Button
          size="compact-sm"
          variant={painting ? "filled" : "default"}
          color={painting ? "pink" : undefined}
          leftSection={<IconBrush size={14} />}
          aria-pressed={painting}
          onClick={() => mask.setPainting(!painting)}
        >
          Paint mask
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!painted}
          onClick={() => mask.clear()}
        >
          Clear mask
        </Button>
      </Group>
      {painting && (
        <>
          <SegmentedControl
            size="xs"
            fullWidth
            aria-label="Mask brush"
            value={erasing ? "erase" : "paint"}
            onChange={(value) => mask.setErasing(value === "erase")}
            data={[
              { label: "Paint (B)", value: "paint" },
              { label: "Erase (E)", value: "erase" },
            ]}
          />
          <div>
            <Group justify="space-between">
              <Text size="xs" fw={500} id="mask-size-label">
                Mask brush size
              </Text>
              <Text size="xs" c="dimmed">
                {size} px
              </Text>
            </Group>
            <Slider
              aria-labelledby="mask-size-label"
              min={MASK_SIZE.min}
              max={MASK_SIZE.max}
              label={null}
              value={size}
              onChange={(value) => mask.setSize(value)}
            />
          </div>
          <Text size="xs" c="dimmed">
            Paint over what should change. Escape stops painting; the mask stays until cleared.
          </Text>
        </>
      )}
    </Stack>
  );
}
