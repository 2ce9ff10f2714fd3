import { ARTBOARD_MAX_SIDE } from "@contour/canvas";
import { clearAllDataLoaders } from "@pothos/plugin-dataloader";
import { ATOMIC } from "../../graphql/atomic-mutations.js";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { ACCESS_NEUTRAL } from "../../graphql/live-access-events.js";
import { refreshThumbnail } from "../collab/thumbnail-job.js";
import { WorkbenchRef } from "../workbenches/workbench.type.js";
import { openOutputAsWorkbench } from "./open-output-as-workbench.js";

const OpenGenerationOutputInput = builder.inputType("OpenGenerationOutputAsWorkbenchInput", {
  fields: (t) => ({ id: t.id({ description: "The output (GenerationOutput.id)." }) }),
});

builder.mutationFields((t) => ({
  openGenerationOutputAsWorkbench: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    extensions: { ...ATOMIC, ...ACCESS_NEUTRAL },
    description: `A new file beside the output's workbench, in its folder, named "{file} – {image}": one artboard of the image's size (at most ${ARTBOARD_MAX_SIDE} a side) and one layer holding the image. Those who may create files in that folder.`,
    args: { input: t.arg({ type: OpenGenerationOutputInput }) },
    resolve: async (_root, { input }, context) => {
      const opened = await openOutputAsWorkbench(context.db, viewerOf(context).userId, input.id);
      // Its card shows the image at once, as a file's does once drawn on (collab/thumbnail-job).
      context.afterCommit.push(() => refreshThumbnail(context.services, opened));
      clearAllDataLoaders(context);
      return opened.id;
    },
  }),
}));
