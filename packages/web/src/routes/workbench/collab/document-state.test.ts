import { formatSavedMessage, formatServerNotice } from "@contour/core";
import { describe, expect, it } from "vitest";
import {
  type DocumentEffect,
  type DocumentEvent,
  type DocumentState,
  INITIAL_DOCUMENT_STATE,
  reduceDocument,
} from "./document-state";

/** Feeds the events in order; the final state and every effect asked for on the way. */
function run(events: DocumentEvent[], from: DocumentState = INITIAL_DOCUMENT_STATE) {
  const effects: DocumentEffect[] = [];
  let state = from;
  for (const event of events) {
    const next = reduceDocument(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const notice = (payload: Parameters<typeof formatServerNotice>[0]): DocumentEvent => ({
  type: "stateless",
  payload: formatServerNotice(payload),
});

const OPEN_EDITABLE: DocumentEvent[] = [
  { type: "authenticated", readOnly: false },
  { type: "synced" },
  { type: "restored" },
];

describe("the live document's state", () => {
  it("opens only once the server has synced and the local copy is merged, in either order", () => {
    expect(run([{ type: "authenticated", readOnly: false }, { type: "synced" }]).state.phase).toBe(
      "connecting",
    );
    expect(run([{ type: "restored" }]).state.phase).toBe("connecting");
    expect(run(OPEN_EDITABLE).state).toEqual({ phase: "open", readOnly: false });
    expect(
      run([{ type: "restored" }, { type: "authenticated", readOnly: true }, { type: "synced" }])
        .state,
    ).toEqual({ phase: "open", readOnly: true });
  });

  it("switches between editing and view only on the server's access notice, open or not", () => {
    const open = run(OPEN_EDITABLE).state;
    const viewOnly = run([notice({ type: "access", readOnly: true })], open);
    // Made read-only: changes sent in the meantime were refused, so the hook may reopen.
    expect(viewOnly).toEqual({
      state: { phase: "open", readOnly: true },
      effects: [{ type: "made-read-only" }],
    });
    expect(run([notice({ type: "access", readOnly: true })], viewOnly.state).effects).toEqual([]);
    expect(run([notice({ type: "access", readOnly: false })], viewOnly.state)).toEqual({
      state: { phase: "open", readOnly: false },
      effects: [],
    });

    const early = run([
      { type: "authenticated", readOnly: false },
      notice({ type: "access", readOnly: true }),
      { type: "synced" },
      { type: "restored" },
    ]);
    expect(early.state).toEqual({ phase: "open", readOnly: true });
  });

  it("asks for the workbench's fields again when they changed", () => {
    const { state, effects } = run([...OPEN_EDITABLE, notice({ type: "workbench-changed" })]);
    expect(state).toEqual({ phase: "open", readOnly: false });
    expect(effects).toEqual([{ type: "reload-workbench" }]);
  });

  it("ignores saved messages, other payloads and malformed notices", () => {
    const open = run(OPEN_EDITABLE).state;
    const { state, effects } = run(
      [
        { type: "stateless", payload: formatSavedMessage("AAAA") },
        { type: "stateless", payload: "hello" },
        { type: "stateless", payload: JSON.stringify({ type: "access", readOnly: "yes" }) },
      ],
      open,
    );
    expect(state).toBe(open);
    expect(effects).toEqual([]);
  });

  it("ends on a refusal, forgetting the local copy only when its changes can never be sent", () => {
    expect(run([{ type: "refused", reason: "not-found" }])).toEqual({
      state: { phase: "refused", reason: "not-found" },
      effects: [{ type: "end", forgetLocalCopy: true }],
    });
    expect(run([{ type: "refused", reason: "unauthenticated" }]).effects).toEqual([
      { type: "end", forgetLocalCopy: false },
    ]);
    expect(run([{ type: "refused", reason: "load-failed" }]).effects).toEqual([
      { type: "end", forgetLocalCopy: false },
    ]);
  });

  it("ends the open editor when the server closes it for access or session", () => {
    expect(run([...OPEN_EDITABLE, { type: "closed", reason: "access-revoked" }])).toEqual({
      state: { phase: "refused", reason: "access-revoked" },
      effects: [{ type: "end", forgetLocalCopy: true }],
    });
    expect(run([...OPEN_EDITABLE, { type: "closed", reason: "unauthenticated" }])).toEqual({
      state: { phase: "refused", reason: "unauthenticated" },
      effects: [{ type: "end", forgetLocalCopy: false }],
    });
  });

  it("keeps the editor through a dropped connection: the provider reconnects", () => {
    const open = run(OPEN_EDITABLE).state;
    expect(run([{ type: "closed", reason: "" }], open)).toEqual({ state: open, effects: [] });
    expect(run([{ type: "closed", reason: "forced" }], open).state).toBe(open);
  });

  it("stays refused whatever comes after, with the first reason", () => {
    const { state, effects } = run([
      ...OPEN_EDITABLE,
      { type: "closed", reason: "access-revoked" },
      { type: "closed", reason: "unauthenticated" },
      { type: "synced" },
      notice({ type: "access", readOnly: false }),
      notice({ type: "workbench-changed" }),
    ]);
    expect(state).toEqual({ phase: "refused", reason: "access-revoked" });
    expect(effects).toEqual([{ type: "end", forgetLocalCopy: true }]);
  });

  it("asks to reopen the server's document when the server refused the last change", () => {
    const open = run(OPEN_EDITABLE).state;
    expect(run([{ type: "closed", reason: "document-full:33554432" }], open)).toEqual({
      state: open,
      effects: [
        { type: "update-refused", close: { reason: "document-full", limitBytes: 33554432 } },
      ],
    });
    expect(run([{ type: "closed", reason: "update-invalid" }], open).effects).toEqual([
      { type: "update-refused", close: { reason: "update-invalid", limitBytes: null } },
    ]);
  });
});
