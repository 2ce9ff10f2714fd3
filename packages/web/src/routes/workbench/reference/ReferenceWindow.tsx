import { ActionIcon, Group, Loader, Text, Tooltip } from "@mantine/core";
import { IconPinnedOff } from "@tabler/icons-react";
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import { fetchWorkbenchImage } from "../images/workbench-images";
import { keptOnScreen, type PinnedReference } from "./pinned-reference";
import classes from "./ReferenceWindow.module.css";

type Gesture = {
  kind: "move" | "resize";
  pointerId: number;
  x: number;
  y: number;
  from: PinnedReference;
};

/**
 * A pinned reference in a window of its own over the canvas (Procreate's Reference): it stays
 * put while the canvas pans, zooms and turns; dragged by its title bar, resized by its corner,
 * its proportions kept. Shown to this designer only.
 */
export function ReferenceWindow({
  workbenchId,
  reference,
  bounds,
  onChange,
  onUnpin,
}: {
  workbenchId: string;
  reference: PinnedReference;
  /** The area it may move in: the workbench's body. */
  bounds: { width: number; height: number };
  onChange: (reference: PinnedReference) => void;
  onUnpin: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    setUrl(null);
    setFailed(false);
    fetchWorkbenchImage(workbenchId, reference.blobId)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [workbenchId, reference.blobId]);

  const start = (kind: Gesture["kind"]) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = {
      kind,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      from: reference,
    };
  };
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    const next =
      current.kind === "move"
        ? { ...current.from, x: current.from.x + dx, y: current.from.y + dy }
        : { ...current.from, width: current.from.width + dx };
    onChange(keptOnScreen(next, bounds));
  };
  const end = (event: ReactPointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId === event.pointerId) gesture.current = null;
  };

  return (
    <section
      className={classes.window}
      style={{ left: reference.x, top: reference.y, width: reference.width }}
      aria-label="Reference"
    >
      <Group
        className={classes.title}
        justify="space-between"
        wrap="nowrap"
        onPointerDown={start("move")}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <Text fz="xs" fw={600} c="dimmed">
          Reference
        </Text>
        <Tooltip label="Unpin reference" withArrow>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label="Unpin reference"
            onPointerDown={(event) => event.stopPropagation()}
            onClick={onUnpin}
          >
            <IconPinnedOff size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {url && <img className={classes.image} src={url} alt="Reference" draggable={false} />}
      {!url && !failed && <Loader size="sm" m="md" aria-label="Loading the reference" />}
      {failed && (
        <Text fz="xs" c="dimmed" p="sm">
          This image is no longer in the file.
        </Text>
      )}
      <div
        className={classes.resize}
        role="presentation"
        onPointerDown={start("resize")}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="reference-resize"
      />
    </section>
  );
}
