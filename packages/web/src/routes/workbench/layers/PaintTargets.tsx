import type { ElementList, LayerView } from "@contour/canvas";
import { UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./LayerThumbnail.module.css";

/**
 * A masked layer's two thumbnails, the layer's and its mask's, each a button that makes it what
 * is painted (Photoshop's and Procreate's way): the one painted on is outlined while its row is
 * the active one. A mask turned off is shown faded and crossed.
 */
export function PaintTargets({
  layer,
  target,
  layerThumbnail,
  maskThumbnail,
  onChoose,
}: {
  layer: LayerView;
  /** What is painted on this layer when it is the active one; null when it is not. */
  target: ElementList | null;
  layerThumbnail: ReactNode;
  maskThumbnail: ReactNode;
  onChoose: (list: ElementList) => void;
}) {
  return (
    <span className={classes.targets}>
      <UnstyledButton
        className={classes.target}
        aria-label={`Paint on ${layer.name}`}
        aria-pressed={target === "elements"}
        data-target={target === "elements" || undefined}
        onClick={() => onChoose("elements")}
      >
        {layerThumbnail}
      </UnstyledButton>
      <UnstyledButton
        className={classes.target}
        aria-label={`Paint on the mask of ${layer.name}`}
        aria-pressed={target === "mask"}
        data-target={target === "mask" || undefined}
        data-off={layer.maskDisabled || undefined}
        title={layer.maskDisabled ? "Mask disabled" : undefined}
        onClick={() => onChoose("mask")}
      >
        {maskThumbnail}
      </UnstyledButton>
    </span>
  );
}
