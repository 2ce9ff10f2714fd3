import { type Editor, readArtboards } from "@contour/canvas";
import type { CommentFilter } from "@contour/core";
import { matchesCommentFilter } from "@contour/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "urql";
import { type CommentThreadDetail, CommentThreadsQuery } from "../../../graphql/documents/comments";
import { useDocumentVersion } from "../use-document-version";

/** Where a new comment goes: a point of an artboard, in its coordinates. */
export interface CommentDraft {
  artboardId: string;
  x: number;
  y: number;
}

export interface WorkbenchComments {
  workbenchId: string;
  editor: Editor;
  threads: readonly CommentThreadDetail[];
  /** The threads the panel's filter shows. */
  shown: readonly CommentThreadDetail[];
  openCount: number;
  canComment: boolean;
  refusal: string | null;
  filter: CommentFilter;
  setFilter: (filter: CommentFilter) => void;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  /** Comment mode: the next click on the canvas pins a comment there. */
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  draft: CommentDraft | null;
  setDraft: (draft: CommentDraft | null) => void;
  selected: CommentThreadDetail | null;
  /** The thread's artboard is no longer in the document: it keeps its place in the panel, no pin. */
  isOnDeletedArtboard: (thread: CommentThreadDetail) => boolean;
  /** Opens a thread: in the panel, on its artboard. */
  select: (threadId: string | null) => void;
  /** Reads the threads again (after the viewer's own change; others' come as notices). */
  refresh: () => void;
}

/**
 * The workbench's comments and what the screen does with them: the panel (open, filter, the
 * thread shown), comment mode and its draft pin. Read again whenever the server says they
 * changed (`version`, from the workbench's socket). `?comment={threadId}` in the address (a
 * notification's or a mail's link) opens that thread.
 */
export function useWorkbenchComments(
  workbenchId: string,
  editor: Editor,
  version: number,
): WorkbenchComments {
  const [result, reexecute] = useQuery({
    query: CommentThreadsQuery,
    variables: { workbenchId },
    requestPolicy: "cache-and-network",
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  useEffect(() => {
    if (version > 0) refresh();
  }, [version, refresh]);

  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get("comment");
  const [filter, setFilter] = useState<CommentFilter>("OPEN");
  const [panelOpen, setPanelOpen] = useState(linkedId !== null);
  const [placing, setPlacingState] = useState(false);
  const [draft, setDraft] = useState<CommentDraft | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(linkedId);

  const page = result.data?.commentThreads;
  const threads = page?.nodes ?? [];
  const selected = threads.find((thread) => thread.id === selectedId) ?? null;

  const select = useCallback((threadId: string | null) => {
    setSelectedId(threadId);
    setDraft(null);
    if (threadId) setPanelOpen(true);
  }, []);

  // A linked thread (also one linked while the file is open: a notification) opens at once;
  // once loaded, it shows under its filter and the link leaves the address.
  useEffect(() => {
    if (linkedId) select(linkedId);
  }, [linkedId, select]);
  useEffect(() => {
    if (!linkedId || !page) return;
    const linked = page.nodes.find((thread) => thread.id === linkedId);
    if (linked?.resolved) setFilter("RESOLVED");
    setSearchParams(
      (params) => {
        params.delete("comment");
        return params;
      },
      { replace: true },
    );
  }, [linkedId, page, setSearchParams]);

  // The selected thread's artboard is the one shown.
  const selectedArtboard = selected?.artboardId ?? null;
  useEffect(() => {
    if (selectedArtboard && editor.artboard()?.id !== selectedArtboard)
      editor.showArtboard(selectedArtboard);
  }, [editor, selectedArtboard]);

  const documentVersion = useDocumentVersion(editor.doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `documentVersion` is the document's change signal.
  const artboardIds = useMemo(
    () => new Set(readArtboards(editor.doc).map((artboard) => artboard.id)),
    [editor, documentVersion],
  );
  const isOnDeletedArtboard = useCallback(
    (thread: CommentThreadDetail) => !artboardIds.has(thread.artboardId),
    [artboardIds],
  );

  const setPlacing = useCallback((next: boolean) => {
    setPlacingState(next);
    if (!next) setDraft(null);
  }, []);

  const shown = useMemo(
    () => threads.filter((thread) => matchesCommentFilter(thread, filter)),
    [threads, filter],
  );

  return {
    workbenchId,
    editor,
    threads,
    shown,
    openCount: threads.filter((thread) => !thread.resolved).length,
    canComment: page?.canComment ?? false,
    refusal: page?.refusal ?? null,
    filter,
    setFilter,
    panelOpen,
    setPanelOpen,
    placing,
    setPlacing,
    draft,
    setDraft,
    selected,
    isOnDeletedArtboard,
    select,
    refresh,
  };
}
