import {
  type Editor,
  type EditorState,
  type ImageSource,
  pointsBounds,
  type Rect,
  selectionBounds,
} from "@contour/canvas";
import {
  AI_MESSAGES,
  DEFAULT_RENDER_STYLE_ID,
  type GenerationKind,
  layerNameOf,
  nearestAspect,
  type RenderPlacement,
  usesPrompt,
} from "@contour/core";
import { Alert, Button, CloseButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQuery } from "urql";
import {
  CancelGenerationMutation,
  DeleteGenerationMutation,
  DeleteGenerationOutputMutation,
  OpenGenerationOutputAsWorkbenchMutation,
  RenderSetupQuery,
  StartGenerationMutation,
} from "../../../graphql/documents/generations";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { filesPath } from "../../files/paths";
import { useShownArtboardId } from "../artboard/use-shown-artboard";
import { useEditorState, useStoreState } from "../use-editor-state";
import {
  GenerationCard,
  type GenerationOutputView,
  type GenerationView,
  type OutputAction,
} from "./GenerationCard";
import { paintedArea, selectedArea } from "./modify-area";
import { isMaskPainted, type PaintedMask } from "./painted-mask";
import { placeOutput } from "./place-output";
import { RenderForm, type SourceKind } from "./RenderForm";
import classes from "./RenderPanel.module.css";
import { formFromSettings, type RenderFormState, seedToSend } from "./render-form-state";
import { prepareRenderMask, prepareRenderSource, type RenderSourceChoice } from "./render-source";
import { useGenerations } from "./use-generations";
import { usePaintedMaskKeys } from "./use-painted-mask-keys";

const RENDER_ERROR = "Error while asking for a render: ";
const OPEN_ERROR = "Error while opening the image as a new workbench: ";

/** What a Modify repaints: the lasso's region or the painted mask. */
type ModifyFrom = "selection" | "painted";

const MODIFY_NEEDS: Record<ModifyFrom, string> = {
  selection: "select the region to change with the lasso first.",
  painted: "paint the area to change on the artboard first.",
};

/** The area's mask has no white on the source (the paint erased, the selection unreadable). */
const MODIFY_UNREADABLE: Record<ModifyFrom, string> = {
  selection: "the selection could not be read.",
  painted: "nothing painted is left on the artboard.",
};

/** An output being refined: the next request starts from it, over its source's place. */
interface Refining {
  output: GenerationOutputView;
  placement: RenderPlacement | null;
}

type StartInput = {
  kind: GenerationKind;
  sourceBlobId?: string | null;
  maskBlobId?: string | null;
  sourceOutputId?: string | null;
  placement?: RenderPlacement | null;
  upscale?: number | null;
};

/** The box a selection covers: a pixel selection's outline, or the selected elements'. */
function selectedBox(editor: Editor, state: EditorState): Rect | null {
  if (state.region)
    return state.region.inverted ? null : pointsBounds(state.region.outlines.flat());
  return state.selection.length > 0 ? selectionBounds(editor) : null;
}

function placementOf(settings: unknown): RenderPlacement | null {
  if (typeof settings !== "object" || settings === null) return null;
  const { placement } = settings as { placement?: RenderPlacement | null };
  return placement ?? null;
}

/**
 * The Render panel (issue 18): settings and the Render button above, the workbench's generation
 * history below, live for everyone on the file. Outputs are placed as layers, pinned as
 * references, refined, upscaled, cut out or traced from their menu.
 */
export function RenderPanel({
  editor,
  workbenchId,
  images,
  version,
  onUseAsReference,
  onClose,
  mask,
}: {
  editor: Editor;
  workbenchId: string;
  images: ImageSource;
  /** Counts the server's "generations changed" notices. */
  version: number;
  onUseAsReference: (blobId: string) => void;
  onClose: () => void;
  /** The region this designer paints for a Modify, kept while the workbench is open. */
  mask: PaintedMask;
}) {
  const [{ data: setupData }, refetchSetup] = useQuery({
    query: RenderSetupQuery,
    variables: { workbenchId },
  });
  const setup = setupData?.renderSetup;
  const [search, setSearch] = useState("");
  const history = useGenerations(workbenchId, search, version);
  const [, start] = useMutation(StartGenerationMutation);
  const [, cancel] = useMutation(CancelGenerationMutation);
  const [, remove] = useMutation(DeleteGenerationMutation);
  const [, removeOutput] = useMutation(DeleteGenerationOutputMutation);
  const [, openAsWorkbench] = useMutation(OpenGenerationOutputAsWorkbenchMutation);
  const navigate = useNavigate();
  const selection = useEditorState(editor, (state) => selectedBox(editor, state));
  const activeLayerId = useEditorState(editor, (state) => state.activeLayerId);
  const regionSelected = useEditorState(
    editor,
    (state) => state.region !== null && !state.region.inverted,
  );
  const artboardId = useShownArtboardId(editor);
  const maskState = useStoreState(mask, (state) => state);
  const maskPainted = isMaskPainted(maskState, artboardId);
  usePaintedMaskKeys(mask, maskState.painting);
  // The panel closed, the pen draws again; the mask stays for when it opens.
  useEffect(() => () => mask.setPainting(false), [mask]);
  const [chosenLayers, setChosenLayers] = useState<string[]>([]);
  const [form, setForm] = useState<RenderFormState>(() => {
    const artboard = editor.artboard();
    return {
      prompt: "",
      styleId: DEFAULT_RENDER_STYLE_ID,
      influence: 75,
      outputs: 1,
      aspect: artboard ? nearestAspect(artboard.width, artboard.height) : "1:1",
      seed: "",
    };
  });
  // The form starts before the workspace's styles arrive: once they do, it takes the default
  // style's influence, which the workspace's Admins may have edited.
  const defaultInfluence = setup?.styles.find(
    ({ id }) => id === DEFAULT_RENDER_STYLE_ID,
  )?.influence;
  const tookDefaultInfluence = useRef(false);
  useEffect(() => {
    if (defaultInfluence === undefined || tookDefaultInfluence.current) return;
    tookDefaultInfluence.current = true;
    setForm((current) =>
      current.styleId === DEFAULT_RENDER_STYLE_ID
        ? { ...current, influence: defaultInfluence }
        : current,
    );
  }, [defaultInfluence]);
  const [source, setSource] = useState<SourceKind>("artboard");
  const [refining, setRefining] = useState<Refining | null>(null);
  const [busy, setBusy] = useState(false);
  const canRender = setup?.canRender === true;

  const send = async (input: StartInput, from: RenderFormState = form) => {
    const result = await start({
      input: {
        workbenchId,
        prompt: usesPrompt(input.kind) ? from.prompt : "",
        styleId: from.styleId,
        influence: from.influence,
        outputs: from.outputs,
        aspect: from.aspect,
        seed: seedToSend(from),
        ...input,
      },
    });
    if (result.error) notifyError(RENDER_ERROR + errorText(result.error));
    // The month's count moved (or a refusal came from a switch turned off since).
    refetchSetup({ requestPolicy: "network-only" });
    return !result.error;
  };

  /** Draws and uploads the chosen source, then asks for `kind` from it. */
  const sendFromCanvas = async (kind: GenerationKind, upscale: number | null = null) => {
    const choice: RenderSourceChoice =
      source === "selection" && selection
        ? { kind: "selection", bounds: selection }
        : source === "layers"
          ? {
              kind: "layers",
              layerIds:
                chosenLayers.length > 0 ? chosenLayers : activeLayerId ? [activeLayerId] : [],
            }
          : { kind: "artboard" };
    const prepared = await prepareRenderSource(editor, workbenchId, images, choice);
    if (!prepared) return notifyError(`${RENDER_ERROR}there is nothing to render from.`);
    await send({ kind, sourceBlobId: prepared.blobId, placement: prepared.placement, upscale });
  };

  /**
   * Modify: the box of the region to change from the canvas, repainted only inside the lasso's
   * outlines or where the mask is painted, as the designer chose.
   */
  const sendModify = async (from: ModifyFrom) => {
    const target =
      from === "painted" ? paintedArea(mask.state, artboardId) : selectedArea(editor.state.region);
    if (!target) return notifyError(RENDER_ERROR + MODIFY_NEEDS[from]);
    const prepared = await prepareRenderSource(editor, workbenchId, images, {
      kind: "selection",
      bounds: target.box,
    });
    if (!prepared) return notifyError(`${RENDER_ERROR}there is nothing to render from.`);
    const maskBlobId = await prepareRenderMask(workbenchId, prepared, target.area);
    if (!maskBlobId) return notifyError(RENDER_ERROR + MODIFY_UNREADABLE[from]);
    await send({
      kind: "MODIFY",
      sourceBlobId: prepared.blobId,
      maskBlobId,
      placement: prepared.placement,
    });
  };

  const handleRender = async (tool?: {
    kind: GenerationKind;
    upscale?: number;
    from?: ModifyFrom;
  }) => {
    setBusy(true);
    try {
      if (tool?.kind === "MODIFY") await sendModify(tool.from ?? "selection");
      else if (tool) await sendFromCanvas(tool.kind, tool.upscale ?? null);
      else if (refining) {
        const sent = await send({
          kind: "REFINE",
          sourceOutputId: refining.output.id,
          placement: refining.placement,
        });
        if (sent) setRefining(null);
      } else if (source === "none") await send({ kind: "TEXT_TO_IMAGE", placement: null });
      else await sendFromCanvas("RENDER");
    } catch (error) {
      notifyError(RENDER_ERROR + (error instanceof Error ? error.message : "Unknown error"));
    } finally {
      setBusy(false);
    }
  };

  const handleOutput =
    (generation: GenerationView) => (output: GenerationOutputView, action: OutputAction) => {
      const placement = placementOf(generation.settings);
      const fromOutput = (kind: GenerationKind, upscale: number | null = null) =>
        void send({ kind, sourceOutputId: output.id, placement, upscale });
      switch (action) {
        case "place":
          if (placeOutput(editor, output, placement, layerNameOf(generation.kind, output.position)))
            notifySuccess("The image is on a new layer.");
          return;
        case "openAsWorkbench":
          return void openAsWorkbench({ input: { id: output.id } }).then((result) => {
            const opened = result.data?.openGenerationOutputAsWorkbench;
            if (opened) navigate(filesPath.workbench(opened.id));
            else notifyError(prefixedErrorMessage(OPEN_ERROR, result.error));
          });
        case "reference":
          return onUseAsReference(output.blobId);
        case "refine":
          return setRefining({ output, placement });
        case "upscale2":
          return fromOutput("UPSCALE", 2);
        case "upscale4":
          return fromOutput("UPSCALE", 4);
        case "removeBackground":
          return fromOutput("REMOVE_BACKGROUND");
        case "lineArt":
          return fromOutput("LINE_ART");
        case "delete":
          return void removeOutput({ input: { id: output.id } }).then((result) => {
            if (result.error) notifyError(errorText(result.error));
          });
      }
    };

  return (
    <aside className={classes.panel} aria-label="Render">
      <div className={classes.form}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="sm">
            Render
          </Title>
          <CloseButton size="sm" aria-label="Close the Render panel" onClick={onClose} />
        </Group>
        {setup && !setup.backendReady && (
          <Alert color="yellow" p="xs" mb="sm">
            <Text size="xs">{AI_MESSAGES.noBackend} Upscale and line art work without one.</Text>
          </Alert>
        )}
        {setup?.refusal && (
          <Alert color="red" p="xs" mb="sm">
            <Text size="xs">{setup.refusal}</Text>
          </Alert>
        )}
        {refining && (
          <Group gap="xs" mb="xs" wrap="nowrap">
            <img src={refining.output.url} alt="Refining" width={40} height={40} />
            <Text size="xs" style={{ flex: 1 }}>
              Refining image {refining.output.position + 1}: lower the influence to let it change
              more.
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setRefining(null)}>
              Stop
            </Button>
          </Group>
        )}
        {canRender ? (
          <RenderForm
            form={form}
            onChange={setForm}
            styles={setup?.styles ?? []}
            aspects={setup?.aspects ?? []}
            source={source}
            onSource={setSource}
            selectionAvailable={selection !== null}
            regionSelected={regionSelected}
            editor={editor}
            chosenLayers={chosenLayers}
            onChosenLayers={setChosenLayers}
            refining={refining !== null}
            busy={busy}
            disabled={!setup || setup.refusal !== null}
            renderUnavailable={setup?.backendReady !== true}
            onRender={() => void handleRender()}
            onTool={(kind, upscale) => void handleRender({ kind, upscale })}
            mask={mask}
            maskPainted={maskPainted}
            onModifyPainted={() => void handleRender({ kind: "MODIFY", from: "painted" })}
          />
        ) : (
          setup && (
            <Text size="xs" c="dimmed">
              {AI_MESSAGES.editorsOnly} The history below is shared with everyone on it.
            </Text>
          )
        )}
        {setup && setup.monthlyQuota !== null && (
          <Text size="xs" c="dimmed" mt="xs">
            {setup.requestsThisMonth} of {setup.monthlyQuota} requests this month ·{" "}
            {setup.parallelSlots} at once
          </Text>
        )}
      </div>
      <div className={classes.history}>
        <Stack gap="sm">
          <TextInput
            size="xs"
            placeholder="Search prompts"
            aria-label="Search the history"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {history.nodes.length === 0 && !history.fetching && (
            <Text size="xs" c="dimmed">
              {search ? "No request matches this search." : "Renders of this file appear here."}
            </Text>
          )}
          {history.nodes.map((generation) => (
            <GenerationCard
              key={generation.id}
              generation={generation as GenerationView}
              canRender={canRender}
              canCreateFiles={setup?.canCreateFiles === true}
              onOutput={handleOutput(generation as GenerationView)}
              onAgain={() =>
                void send(
                  {
                    kind: generation.kind,
                    sourceBlobId: generation.sourceBlobId,
                    sourceOutputId: generation.sourceOutputId,
                    placement: placementOf(generation.settings),
                  },
                  { ...formFromSettings(generation.prompt, generation.settings, form), seed: "" },
                )
              }
              onCopySettings={() => {
                setForm(formFromSettings(generation.prompt, generation.settings, form));
                notifySuccess("The settings are in the form.");
              }}
              onCancel={() =>
                void cancel({ input: { id: generation.id } }).then((result) => {
                  if (result.error) notifyError(errorText(result.error));
                })
              }
              onDelete={() =>
                void remove({ input: { id: generation.id } }).then((result) => {
                  if (result.error) notifyError(errorText(result.error));
                })
              }
            />
          ))}
          {history.hasOlder && (
            <Button variant="subtle" size="xs" onClick={() => void history.loadOlder()}>
              Show older requests
            </Button>
          )}
        </Stack>
      </div>
    </aside>
  );
}
