import type * as Y from "yjs";
import type { ArtboardSize } from "../document/artboard-size.js";
import { addArtboard, deleteArtboard } from "../document/artboards.js";
import { createGroupedWriter, createHistory, type GroupedWriter } from "../document/history.js";
import { restoreDocument } from "../document/restore-document.js";
import { type Element, type ElementList, MAX_FEATHER } from "../document/schema.js";
import {
  type ArtboardView,
  addElements,
  findLayer,
  type LayerView,
  readArtboards,
  readElements,
  readLayers,
  removeElements,
} from "../document/workbench-document.js";
import type { Point, Viewport } from "../geometry/rect.js";
import type { Guides } from "../guides/guides.js";
import { writeGuides } from "../guides/guides-document.js";
import { createTools } from "../tools/create-tools.js";
import { DRAWING_TOOLS, type Tool, type ToolId, toolForPress } from "../tools/tool.js";
import {
  type BrushPatch,
  followSavedPresets,
  type PresetSlot,
  resetSlot,
  slotOfTool,
  switchSlot,
  updateBrush,
  withRecentColor,
} from "./brush-settings.js";
import { placePasted, withFreshIds } from "./clipboard.js";
import { type EditBlock, type EditorState, initialEditorState } from "./editor-state.js";
import { folderBlock } from "./folder-block.js";
import type { KeyInput, PointerInput } from "./input.js";
import { handleKeyDown, handleKeyUp } from "./keyboard.js";
import { reconcileWithDocument } from "./reconcile-with-document.js";
import { eraseRegion, type LayerRegion, regionElements } from "./region-selection.js";
import { type ArtboardAnchor, resizeArtboard } from "./resize-artboard.js";
import type { SavedBrushPreset } from "./saved-presets.js";
import { fitViewport, type Size, screenToArtboard } from "./viewport.js";

export type EditorOptions = {
  doc: Y.Doc;
  /** Recorded as each stroke's author. */
  userId: string;
  readOnly?: boolean;
  /** The colour of the painted pixels at an artboard point; the renderer or UI answers it. */
  pickColor?: (point: Point) => string | null;
  screen?: Size;
};

/**
 * The workbench editor without a screen: the document, the local origin every change is made
 * with (so undo sees only this session's own changes), the tools and the state the toolbar,
 * panels and overlay show. Input goes in as plain objects; `subscribe` says when state changed.
 */
export class Editor {
  readonly doc: Y.Doc;
  /** This session's transaction origin, unique per editor. */
  readonly origin: symbol = Symbol("local editor");
  readonly history: Y.UndoManager;
  /**
   * Runs a write that joins the undo step of the previous write of the same group (each drag of
   * a slider is a group): written at once, so the canvas and collaborators follow it.
   */
  readonly writeGrouped: GroupedWriter;
  readonly userId: string;
  /** Settable: the renderer that knows the pixels may come after the editor. */
  pickColor: (point: Point) => string | null;
  state: EditorState;
  private readonly tools: Record<ToolId, Tool>;
  private readonly listeners = new Set<(state: EditorState) => void>();
  private gesture: { tool: Tool; pointerId: number } | null = null;
  /** The tool chosen before the current one, which the eyedropper goes back to. */
  private previousTool: ToolId | null = null;

  constructor(options: EditorOptions) {
    this.doc = options.doc;
    this.userId = options.userId;
    this.pickColor = options.pickColor ?? (() => null);
    this.history = createHistory(this.doc, this.origin);
    this.writeGrouped = createGroupedWriter(this.history);
    this.tools = createTools(this);
    this.state = initialEditorState(this.doc, options);
    this.doc.on("afterTransaction", this.handleDocumentChange);
    for (const event of ["stack-item-added", "stack-item-popped", "stack-cleared"] as const) {
      this.history.on(event, this.handleHistoryChange);
    }
  }

  /** Calls `listener` after every state change; answers the unsubscribe function. */
  subscribe = (listener: (state: EditorState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the state with `patch` applied (a new object, so React sees the change). */
  setState(patch: Partial<EditorState>): void {
    const next = { ...this.state, ...patch };
    next.activeTool = next.spaceHeld ? "hand" : next.tool;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }

  destroy(): void {
    this.doc.off("afterTransaction", this.handleDocumentChange);
    this.history.destroy();
    this.listeners.clear();
  }

  // Pointer and keyboard input.

  pointerDown(input: PointerInput): void {
    const toolId = toolForPress(input, this.state.activeTool, this.state.readOnly);
    if (this.gesture || !toolId) return;
    const tool = this.tools[toolId];
    this.gesture = { tool, pointerId: input.pointerId };
    tool.handlePointerDown(this.toolInput(input));
  }

  pointerMove(input: PointerInput): void {
    if (this.gesture?.pointerId !== input.pointerId) return;
    this.gesture.tool.handlePointerMove(this.toolInput(input));
  }

  pointerUp(input: PointerInput): void {
    if (this.gesture?.pointerId !== input.pointerId) return;
    const { tool } = this.gesture;
    this.gesture = null;
    tool.handlePointerUp(this.toolInput(input));
  }

  /** The pointer of the gesture in progress has been held still a while (the UI times it). */
  holdStill(): void {
    this.gesture?.tool.handleHold?.();
  }

  setQuickShape(quickShape: boolean): void {
    this.setState({ quickShape });
  }

  /** Ends the gesture in progress without effect. */
  cancelGesture(): void {
    const tool = this.gesture?.tool;
    this.gesture = null;
    tool?.handleCancel();
  }

  get isGestureActive(): boolean {
    return this.gesture !== null;
  }

  /** Answers whether the editor used the key (the UI then prevents the browser's default). */
  keyDown(input: KeyInput): boolean {
    return handleKeyDown(this, input);
  }

  keyUp(input: KeyInput): boolean {
    return handleKeyUp(this, input);
  }

  private toolInput(input: PointerInput) {
    return { ...input, point: screenToArtboard(this.state.viewport, input) };
  }

  // Changes the toolbar, panels and commands make.

  /** Chooses a tool; a read-only editor refuses the drawing tools, and says why. */
  setTool(tool: ToolId): boolean {
    if (this.state.readOnly && DRAWING_TOOLS.includes(tool)) {
      this.noteRefusal("read-only");
      return false;
    }
    if (tool !== this.state.tool) this.previousTool = this.state.tool;
    // A gesture in progress finishes with its own tool: a key hit mid-stroke loses nothing.
    const { brush, savedPresets } = this.state;
    const slot = slotOfTool(tool, brush.preset);
    this.setState({ tool, brush: slot ? switchSlot(brush, slot, savedPresets) : brush });
    return true;
  }

  /** Chooses the brush with a preset, at the settings that preset was left with. */
  choosePreset(preset: PresetSlot): boolean {
    if (!this.setTool("brush")) return false;
    this.setState({ brush: switchSlot(this.state.brush, preset, this.state.savedPresets) });
    return true;
  }

  /** The current tool's (or preset's) settings back as they first came (or were last saved). */
  resetBrush(): void {
    this.setState({ brush: resetSlot(this.state.brush, this.state.savedPresets) });
  }

  /** The saved presets as the server has them now (after loading, saving or deleting one). */
  setSavedPresets(savedPresets: readonly SavedBrushPreset[]): void {
    this.setState({ savedPresets, brush: followSavedPresets(this.state.brush, savedPresets) });
  }

  /**
   * After the chosen eyedropper picked a colour, goes back to the tool used before it (as
   * Procreate does), so that sampling is one step in the middle of drawing. Alt-sampling leaves
   * the chosen tool as it is, so this does nothing then.
   */
  returnFromEyedropper(): void {
    const previous = this.previousTool;
    if (this.state.tool !== "eyedropper" || !previous) return;
    // Made read-only since: the drawing tool is gone, and a refusal would be news to nobody.
    if (this.state.readOnly && DRAWING_TOOLS.includes(previous)) return;
    this.setTool(previous);
  }

  /**
   * Makes a layer the active one, painting on its picture or, when it has one, on its mask (the
   * layers panel's thumbnails choose). Without a list, the active layer keeps what is painted on
   * it (selecting it by its name again) and another layer is painted on its picture. The
   * selection stays when only the list changes. From a chosen folder, it comes back to the layer.
   */
  setActiveLayer(layerId: string, list?: ElementList): void {
    const found = findLayer(this.doc, layerId);
    if (!found) return;
    const same = layerId === this.state.activeLayerId;
    const wanted = list ?? (same ? this.state.activeList : "elements");
    const activeList = wanted === "mask" && found.layer.mask ? "mask" : "elements";
    if (same) {
      if (activeList !== this.state.activeList || this.state.activeFolderId !== null) {
        this.cancelGesture();
        this.setState({ activeList, activeFolderId: null });
      }
      return;
    }
    this.cancelGesture();
    this.setState({
      activeLayerId: layerId,
      activeList,
      activeFolderId: null,
      selection: [],
      region: null,
    });
  }

  /** Makes a layer folder the active row (null: back to the active layer). */
  setActiveFolder(folderId: string | null): void {
    if (folderId === this.state.activeFolderId) return;
    this.cancelGesture();
    this.setState({ activeFolderId: folderId, selection: [], region: null });
  }

  setBrush(patch: BrushPatch): void {
    this.setState({ brush: updateBrush(this.state.brush, patch) });
  }

  /** Makes `color` the brush colour and the most recent of the recent colours. */
  chooseColor(color: string): void {
    this.setState({ brush: withRecentColor(updateBrush(this.state.brush, { color }), color) });
  }

  setViewport(viewport: Viewport): void {
    this.setState({ viewport });
  }

  setScreenSize(screen: Size): void {
    this.setState({ screen });
  }

  /** Viewers and archived teams' members: the drawing tools go, the hand comes. */
  setReadOnly(readOnly: boolean): void {
    if (readOnly) this.cancelGesture();
    const tool = readOnly && DRAWING_TOOLS.includes(this.state.tool) ? "hand" : this.state.tool;
    this.setState({ readOnly, tool });
  }

  /** Selects elements of the active layer; a pixel selection goes. */
  select(ids: readonly string[]): void {
    this.setState({ selection: ids, region: null });
  }

  /** Selects a region of the active layer's pixels (region-selection.ts); null deselects it. */
  selectRegion(region: LayerRegion | null): void {
    this.setState({ region, selection: [] });
  }

  /** Sets how soft pixel selections' edges are, the selected region's included. */
  setFeather(feather: number): void {
    const bounded = Math.max(0, Math.min(MAX_FEATHER, feather));
    const { region } = this.state;
    this.setState({
      feather: bounded,
      ...(region ? { region: { ...region, feather: bounded } } : {}),
    });
  }

  /** The stroke being drawn is gone: committed, refused or cancelled. */
  clearLiveStroke(): void {
    this.setState({ liveStroke: null, liveCopies: [] });
  }

  // The artboard.

  /**
   * Gives the active artboard a new size (resize-artboard.ts), as one undo step, and fits the
   * view to it; a read-only editor refuses, and says why.
   */
  resizeArtboard(size: ArtboardSize, anchor: ArtboardAnchor): boolean {
    if (!resizeArtboard(this, size, anchor)) {
      this.noteRefusal("read-only");
      return false;
    }
    const artboard = this.artboard();
    const { screen, viewport } = this.state;
    if (artboard) this.setViewport(fitViewport(artboard, screen, viewport));
    return true;
  }

  /**
   * Shows another artboard of the workbench: its top layer becomes the active one, the selection
   * goes and the view fits it (several artboards, docs/decisions.md). Read-only editors may too.
   */
  showArtboard(artboardId: string): void {
    const artboard = readArtboards(this.doc).find((candidate) => candidate.id === artboardId);
    const top = artboard ? readLayers(artboard).at(-1) : undefined;
    if (!artboard || !top) return;
    this.cancelGesture();
    const { screen, viewport } = this.state;
    this.setState({
      activeLayerId: top.id,
      activeList: "elements",
      activeFolderId: null,
      selection: [],
      region: null,
      viewport: fitViewport(artboard, screen, viewport),
    });
  }

  /**
   * Adds an artboard of the shown one's size and background after the last, as one undo step,
   * and shows it. Refused (false) read-only or when the workbench holds MAX_ARTBOARDS.
   */
  addArtboard(): boolean {
    const shown = this.artboard();
    if (this.state.readOnly || !shown) return false;
    const { width, height, background } = shown;
    const id = addArtboard(this.doc, this.origin, { width, height, background });
    if (id) this.showArtboard(id);
    return id !== null;
  }

  /** Deletes the shown artboard, as one undo step, and shows the first; never the last one. */
  deleteArtboard(): boolean {
    const shown = this.artboard();
    if (this.state.readOnly || !shown || !deleteArtboard(this.doc, this.origin, shown.id)) {
      return false;
    }
    const first = readArtboards(this.doc)[0];
    if (first) this.showArtboard(first.id);
    return true;
  }

  // Guides.

  /** Replaces the artboard's guides, as one undo step; a read-only editor refuses, and says why. */
  setGuides(guides: Guides): boolean {
    const artboard = this.artboard();
    if (this.state.readOnly || !artboard) {
      this.noteRefusal(this.state.readOnly ? "read-only" : "no-layer");
      return false;
    }
    writeGuides(this.doc, this.origin, artboard.id, guides);
    return true;
  }

  selectGuide(id: string | null): void {
    if (id !== this.state.selectedGuide) this.setState({ selectedGuide: id });
  }

  showGuides(guidesShown: boolean): void {
    this.setState({ guidesShown });
  }

  snapToGuides(guideSnapping: boolean): void {
    this.setState({ guideSnapping });
  }

  /** Removes the selected elements, or cuts the selected region out of its layer. */
  deleteSelection(): boolean {
    if (this.state.region) return eraseRegion(this);
    const layerId = this.state.activeLayerId;
    if (!layerId || this.state.selection.length === 0 || this.editBlock()) return false;
    removeElements(this.doc, this.origin, layerId, this.state.selection);
    this.setState({ selection: [] });
    return true;
  }

  /**
   * Adds copied elements to the active layer, with new ids, where `placePasted` puts them, as
   * one undo step; selects them with the select tool, ready to move. Refused, and said why, when
   * the active layer cannot be changed.
   */
  pasteElements(elements: readonly Element[]): boolean {
    const layerId = this.state.activeLayerId;
    const block = this.editBlock();
    if (!layerId || block) {
      this.noteRefusal(block ?? "no-layer");
      return false;
    }
    const { viewport, screen } = this.state;
    // On an alpha-locked layer, pasted strokes and images land only on its pixels, as drawn ones.
    const atop = this.activeLayer()?.alphaLocked === true;
    const pasted = placePasted(elements.map(withFreshIds), viewport, screen).map((element) =>
      atop && element.kind !== "group" ? { ...element, composite: "atop" as const } : element,
    );
    addElements(this.doc, this.origin, layerId, pasted);
    this.setTool("select");
    this.select(pasted.map((element) => element.id));
    return true;
  }

  /**
   * Makes the drawing the one of `source` (a version of this workbench), as one undo step that
   * collaborators receive live (restore-document.ts); a read-only editor refuses.
   */
  restoreDrawing(source: Y.Doc): boolean {
    if (this.state.readOnly) return false;
    this.cancelGesture();
    this.history.stopCapturing();
    restoreDocument(this.doc, this.origin, source);
    this.history.stopCapturing();
    return true;
  }

  undo(): void {
    if (this.state.readOnly) return;
    this.cancelGesture();
    this.history.undo();
  }

  redo(): void {
    if (this.state.readOnly) return;
    this.cancelGesture();
    this.history.redo();
  }

  // Reading the document.

  /** The artboard of the active layer (the first artboard when there is none). */
  artboard(): ArtboardView | null {
    const layerId = this.state.activeLayerId;
    const found = layerId ? findLayer(this.doc, layerId) : null;
    return found?.artboard ?? readArtboards(this.doc)[0] ?? null;
  }

  activeLayer(): LayerView | null {
    const layerId = this.state.activeLayerId;
    return layerId ? (findLayer(this.doc, layerId)?.layer ?? null) : null;
  }

  activeElements(): Element[] {
    const layer = this.activeLayer();
    return layer ? readElements(layer) : [];
  }

  /** The selected elements, or what a selected region would lift (its parts, not yet written). */
  selectedElements(): Element[] {
    if (this.state.region) return regionElements(this);
    const ids = new Set(this.state.selection);
    return ids.size === 0 ? [] : this.activeElements().filter((element) => ids.has(element.id));
  }

  /** Why the active layer cannot be changed now, or null when it can. */
  editBlock(): EditBlock | null {
    if (this.state.readOnly) return "read-only";
    if (this.state.activeFolderId !== null) return "folder";
    const layerId = this.state.activeLayerId;
    const found = layerId ? findLayer(this.doc, layerId) : null;
    if (!found) return "no-layer";
    if (found.layer.locked) return "locked";
    if (!found.layer.visible) return "hidden";
    return folderBlock(found.artboard, found.layers, found.layer.id);
  }

  /** Records whether a gesture was refused, for the UI to say why. */
  noteRefusal(refusal: EditBlock | null): void {
    if (refusal !== this.state.refusal) this.setState({ refusal });
  }

  private handleDocumentChange = (): void => {
    const patch = reconcileWithDocument(this);
    if (patch) this.setState(patch);
  };

  private handleHistoryChange = (): void => {
    this.setState({
      canUndo: this.history.undoStack.length > 0,
      canRedo: this.history.redoStack.length > 0,
    });
  };
}
