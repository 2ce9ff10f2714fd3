import { Editor, imageBlobIds, type Renderer, readArtboards } from "@contour/canvas";
import { ActionIcon, Badge, Button, Divider, Switch, Tooltip } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import {
  IconDimensions,
  IconHistory,
  IconKeyboard,
  IconLayoutSidebarRight,
  IconPhotoPlus,
  IconSparkles,
} from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type * as Y from "yjs";
import { NotificationBell } from "../../components/notifications/NotificationBell";
import { UserMenu } from "../../components/UserMenu";
import { whiteLabelOf } from "../../components/WhiteLabelIcon";
import { useCurrentUser } from "../../lib/current-user";
import { notifyError } from "../../lib/notify";
import { ArtboardMenu } from "./artboard/ArtboardMenu";
import { ArtboardSizeModal } from "./artboard/ArtboardSizeModal";
import { useShownArtboard } from "./artboard/use-shown-artboard";
import { CanvasView } from "./canvas/CanvasView";
import type { SaveStatus } from "./collab/save-status";
import { useLeaveWarning } from "./collab/use-leave-warning";
import { CommentLayer } from "./comments/CommentLayer";
import { CommentsButtons } from "./comments/CommentsButtons";
import { CommentsPanel } from "./comments/CommentsPanel";
import { useCommentActions } from "./comments/use-comment-actions";
import { useCommentModeKey } from "./comments/use-comment-mode-key";
import { useWorkbenchComments } from "./comments/use-workbench-comments";
import { ExportMenu } from "./export/ExportMenu";
import { GuidesPanel } from "./guides/GuidesPanel";
import { WorkbenchHeader } from "./header/WorkbenchHeader";
import { HistoryPanel } from "./history/HistoryPanel";
import { createImageCache } from "./images/image-cache";
import { EDIT_BLOCK_TEXT, useImageImport } from "./images/use-image-import";
import { loadWorkbenchImage } from "./images/workbench-images";
import { usePenPreferences } from "./input/pen-preferences";
import { useClipboard } from "./input/use-clipboard";
import { useEditorShortcuts } from "./input/use-editor-shortcuts";
import { LayersPanel } from "./layers/LayersPanel";
import type { ThumbnailSource } from "./layers/layer-thumbnail";
import { BrushPanel } from "./panels/BrushPanel";
import { ScreenModeControls } from "./panels/ScreenModeControls";
import { ShortcutsPanel } from "./panels/ShortcutsPanel";
import { Toolbar } from "./panels/Toolbar";
import { useScreenMode } from "./panels/use-screen-mode";
import { ZoomBar } from "./panels/ZoomBar";
import { FollowIndicator } from "./presence/FollowIndicator";
import { PresenceAvatars } from "./presence/PresenceAvatars";
import type { PresenceAwareness } from "./presence/presence-awareness";
import { useFollow } from "./presence/use-follow";
import { usePresence } from "./presence/use-presence";
import { newPinnedReference } from "./reference/pinned-reference";
import { ReferenceMenu } from "./reference/ReferenceMenu";
import { ReferenceWindow } from "./reference/ReferenceWindow";
import { usePinnedReference } from "./reference/use-pinned-reference";
import { PaintedMaskOverlay } from "./render/PaintedMaskOverlay";
import { PaintedMask } from "./render/painted-mask";
import { RenderPanel } from "./render/RenderPanel";
import { SelectionBar } from "./selection/SelectionBar";
import { ShareButton } from "./share/ShareButton";
import { SideSliders } from "./tablet/SideSliders";
import { useCompactLayout } from "./tablet/use-compact-layout";
import { useDocumentVersion } from "./use-document-version";
import { useEditorState, useStoreState } from "./use-editor-state";
import classes from "./WorkbenchEditor.module.css";

export type WorkbenchInfo = {
  id: string;
  name: string;
  folderId: string;
  organization: {
    id: string;
    name: string;
    /** The server's word (plan and staff's flags), not the plan table's. */
    highDefinitionExport: boolean;
    whiteLabelIconUrl: string | null;
  };
};

/**
 * The workbench screen around an open document: header (with who else is here), tools, the
 * canvas with its zoom bar, brush and layers. Viewers and members of archived teams
 * (`readOnly`, the server's word) pan, zoom, follow and export, and nothing else.
 */
export function WorkbenchEditor({
  workbench,
  doc,
  readOnly,
  saveStatus,
  awareness = null,
  generationsVersion = 0,
  commentsVersion = 0,
  versionsVersion = 0,
}: {
  workbench: WorkbenchInfo;
  doc: Y.Doc;
  readOnly: boolean;
  saveStatus: SaveStatus;
  /** The provider's awareness, on which presence travels; none, no presence. */
  awareness?: PresenceAwareness | null;
  /** Counts the server's "AI requests changed" notices. */
  generationsVersion?: number;
  /** Counts the server's "comments changed" notices. */
  commentsVersion?: number;
  /** Counts the server's "versions changed" notices. */
  versionsVersion?: number;
}) {
  const user = useCurrentUser();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of rights goes through setReadOnly below; a new editor would lose the undo history.
  const editor = useMemo(() => new Editor({ doc, userId: user.id, readOnly }), [doc, user.id]);
  useEffect(() => () => editor.destroy(), [editor]);
  useEffect(() => editor.setReadOnly(readOnly), [editor, readOnly]);
  const refusal = useEditorState(editor, (state) => state.refusal);
  const activeLayerId = useEditorState(editor, (state) => state.activeLayerId);
  const selecting = useEditorState(
    editor,
    (state) => state.activeTool === "select" || state.activeTool === "lasso",
  );
  const [helpOpen, setHelpOpen] = useState(false);
  const [sizeOpen, setSizeOpen] = useState(false);
  const [renderOpen, setRenderOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  /** The region this designer paints for a Modify: theirs only, never in the document. */
  const mask = useMemo(() => new PaintedMask(editor), [editor]);
  const maskPainting = useStoreState(mask, (state) => state.painting);
  const pinned = usePinnedReference(workbench.id, user.id);
  const { ref: bodyRef, width: bodyWidth, height: bodyHeight } = useElementSize();
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const screenMode = useScreenMode();
  const renderShown = renderOpen && !screenMode.panelsHidden;
  const compact = useCompactLayout();
  /** On a tablet the panels float over the canvas, folded away until asked for. */
  const [panelsOpen, setPanelsOpen] = useState(false);
  useEditorShortcuts(editor, openHelp, screenMode.handleKey);
  const pen = usePenPreferences();
  useLeaveWarning(saveStatus);
  const presence = usePresence(awareness, editor, user);
  const follow = useFollow(editor, presence?.room ?? null);
  const comments = useWorkbenchComments(workbench.id, editor, commentsVersion);
  const commentActions = useCommentActions(comments);
  useCommentModeKey(comments.canComment, comments.placing, comments.setPlacing);

  const renderer = useRef<Renderer | null>(null);
  const handleRenderer = useCallback((next: Renderer | null) => {
    renderer.current = next;
  }, []);
  const cache = useMemo(
    () =>
      createImageCache(
        (blobId) => loadWorkbenchImage(workbench.id, blobId),
        () => renderer.current?.markDirty(),
      ),
    [workbench.id],
  );
  const images = useCallback((blobId: string) => cache.get(blobId), [cache]);
  const thumbnails = useMemo<ThumbnailSource>(
    () => ({
      images,
      layerBitmap: (layerId) => renderer.current?.layerBitmap(layerId),
      maskBitmap: (layerId) => renderer.current?.maskBitmap(layerId),
    }),
    [images],
  );
  const version = useDocumentVersion(doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  useEffect(() => cache.sync(imageBlobIds(doc)), [cache, doc, version]);
  const { importFiles } = useImageImport(workbench.id, editor, cache);
  const filePicker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (refusal) notifyError(EDIT_BLOCK_TEXT[refusal]);
  }, [refusal]);

  useClipboard({ workbenchId: workbench.id, editor, cache, importFiles });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the active layer follows its id and the document.
  const activeLayer = useMemo(() => editor.activeLayer(), [editor, activeLayerId, version]);
  const shownArtboard = useShownArtboard(editor);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  const severalArtboards = useMemo(() => readArtboards(editor.doc).length > 1, [editor, version]);
  const actions = (
    <>
      {presence && (
        <PresenceAvatars
          presence={presence}
          following={follow.following}
          onFollow={follow.follow}
          onStop={follow.stop}
        />
      )}
      {readOnly && (
        <Badge variant="light" color="gray">
          View only
        </Badge>
      )}
      {!readOnly && (
        <Tooltip label="Import an image, PSD or OpenRaster file" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Import image"
            onClick={() => filePicker.current?.click()}
          >
            <IconPhotoPlus size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {!readOnly && (
        <Tooltip label="Artboard size" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Artboard size"
            onClick={() => setSizeOpen(true)}
          >
            <IconDimensions size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {compact && (
        <Tooltip label={panelsOpen ? "Hide brush and layers" : "Brush and layers"} withArrow>
          <ActionIcon
            variant={panelsOpen ? "light" : "subtle"}
            color={panelsOpen ? "blue" : "gray"}
            aria-label="Brush and layers"
            aria-expanded={panelsOpen}
            onClick={() => setPanelsOpen((open) => !open)}
          >
            <IconLayoutSidebarRight size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Render with AI" withArrow>
        <Button
          size="compact-sm"
          variant={renderOpen ? "light" : "subtle"}
          leftSection={<IconSparkles size={16} />}
          aria-expanded={renderOpen}
          onClick={() => setRenderOpen((open) => !open)}
        >
          Render
        </Button>
      </Tooltip>
      <Tooltip label="Version history" withArrow>
        <ActionIcon
          variant={historyOpen ? "light" : "subtle"}
          color={historyOpen ? "blue" : "gray"}
          aria-label="Version history"
          aria-expanded={historyOpen}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      <CommentsButtons comments={comments} />
      <ReferenceMenu
        editor={editor}
        workbenchId={workbench.id}
        pinned={pinned.reference !== null}
        onPin={(blobId) => pinned.change(newPinnedReference(blobId))}
        onUnpin={() => pinned.change(null)}
      />
      <Tooltip label="Keyboard shortcuts (?)" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Keyboard shortcuts"
          onClick={openHelp}
        >
          <IconKeyboard size={18} />
        </ActionIcon>
      </Tooltip>
      <ScreenModeControls screenMode={screenMode} />
      <ShareButton workbenchId={workbench.id} readOnly={readOnly} />
      <ExportMenu
        workbenchId={workbench.id}
        workbenchName={workbench.name}
        activeLayer={activeLayer && { id: activeLayer.id, name: activeLayer.name }}
        artboard={severalArtboards && shownArtboard ? shownArtboard : null}
        hdAllowed={workbench.organization.highDefinitionExport}
      />
      <NotificationBell />
      <UserMenu />
    </>
  );

  return (
    <div className={classes.page}>
      {!screenMode.panelsHidden && (
        <WorkbenchHeader
          workbench={{ ...workbench, isEditable: !readOnly }}
          whiteLabel={whiteLabelOf(workbench.organization)}
          status={saveStatus}
          actions={actions}
          artboards={<ArtboardMenu editor={editor} />}
        />
      )}
      <div className={classes.body} ref={bodyRef}>
        {!screenMode.panelsHidden && <Toolbar editor={editor} />}
        <main
          className={classes.stage}
          onDragOver={(event) => {
            if (!readOnly) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            const box = event.currentTarget.getBoundingClientRect();
            const at = { x: event.clientX - box.left, y: event.clientY - box.top };
            if (!readOnly) void importFiles([...event.dataTransfer.files], at);
          }}
        >
          <CanvasView
            editor={editor}
            images={images}
            pen={pen}
            onRenderer={handleRenderer}
            presence={presence}
            painter={renderShown && maskPainting ? mask : null}
            overlay={(surface) => (
              <>
                {renderShown && (
                  <PaintedMaskOverlay editor={editor} mask={mask} surface={surface} />
                )}
                <CommentLayer comments={comments} actions={commentActions} />
              </>
            )}
          />
          {follow.following && <FollowIndicator user={follow.following} onStop={follow.stop} />}
          {selecting && !screenMode.panelsHidden && (
            <div className={classes.selectionBar}>
              <SelectionBar editor={editor} />
            </div>
          )}
          {compact && !screenMode.panelsHidden && <SideSliders editor={editor} />}
          {screenMode.panelsHidden ? (
            <div className={classes.showPanels}>
              <ScreenModeControls screenMode={screenMode} />
            </div>
          ) : (
            <div className={classes.zoomBar}>
              <ZoomBar editor={editor} />
            </div>
          )}
        </main>
        {pinned.reference && (
          <ReferenceWindow
            workbenchId={workbench.id}
            reference={pinned.reference}
            bounds={{ width: bodyWidth, height: bodyHeight }}
            onChange={pinned.change}
            onUnpin={() => pinned.change(null)}
          />
        )}
        <aside
          className={compact ? `${classes.sidebar} ${classes.floating}` : classes.sidebar}
          aria-label="Brush and layers"
          hidden={screenMode.panelsHidden || (compact && !panelsOpen)}
        >
          <BrushPanel editor={editor} organizationId={workbench.organization.id} />
          {!readOnly && <Divider />}
          <GuidesPanel editor={editor} />
          <Divider />
          <LayersPanel editor={editor} thumbnails={thumbnails} />
          {pen.stylusDetected && (
            <>
              <Divider />
              <Switch
                size="xs"
                label="Draw with touch too"
                description="Off: fingers pan and zoom, so a resting palm leaves no marks."
                checked={pen.touchDraws}
                onChange={(event) => pen.setTouchDraws(event.currentTarget.checked)}
              />
            </>
          )}
        </aside>
        {comments.panelOpen && !screenMode.panelsHidden && (
          <CommentsPanel comments={comments} actions={commentActions} />
        )}
        {renderShown && (
          <RenderPanel
            editor={editor}
            workbenchId={workbench.id}
            images={images}
            version={generationsVersion}
            onUseAsReference={(blobId) => pinned.change(newPinnedReference(blobId))}
            onClose={() => setRenderOpen(false)}
            mask={mask}
          />
        )}
        {historyOpen && !screenMode.panelsHidden && (
          <HistoryPanel
            editor={editor}
            workbenchId={workbench.id}
            images={images}
            versionsVersion={versionsVersion}
            onClose={() => setHistoryOpen(false)}
          />
        )}
      </div>
      <input
        ref={filePicker}
        type="file"
        accept="image/png,image/jpeg,image/webp,.psd,.ora,image/vnd.adobe.photoshop,image/openraster"
        multiple
        hidden
        aria-label="Image or layered file"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          void importFiles(files);
        }}
      />
      <ShortcutsPanel opened={helpOpen} onClose={() => setHelpOpen(false)} />
      <ArtboardSizeModal editor={editor} opened={sizeOpen} onClose={() => setSizeOpen(false)} />
    </div>
  );
}
