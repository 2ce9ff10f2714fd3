import { describe, expect, it } from "vitest";
import {
  formatCollabClose,
  formatSavedMessage,
  formatServerNotice,
  parseCollabClose,
  parseSavedMessage,
  parseServerNotice,
} from "./collab-protocol.js";

describe("server notices", () => {
  it("read back what the server formats", () => {
    expect(parseServerNotice(formatSavedMessage("AAE="))).toEqual({
      type: "saved",
      snapshot: "AAE=",
    });
    expect(parseServerNotice(formatServerNotice({ type: "access", readOnly: true }))).toEqual({
      type: "access",
      readOnly: true,
    });
    expect(parseServerNotice(formatServerNotice({ type: "workbench-changed" }))).toEqual({
      type: "workbench-changed",
    });
    expect(parseServerNotice(formatServerNotice({ type: "generations-changed" }))).toEqual({
      type: "generations-changed",
    });
    expect(parseServerNotice(formatServerNotice({ type: "versions-changed" }))).toEqual({
      type: "versions-changed",
    });
    expect(parseServerNotice(formatServerNotice({ type: "comments-changed" }))).toEqual({
      type: "comments-changed",
    });
  });

  it("are null when malformed or unknown", () => {
    for (const payload of [
      "",
      "not json",
      "null",
      "[]",
      '{"type":"saved"}',
      '{"type":"saved","snapshot":1}',
      '{"type":"access","readOnly":"yes"}',
      '{"type":"shout"}',
    ]) {
      expect(parseServerNotice(payload)).toBeNull();
    }
  });

  it("parseSavedMessage answers only saved messages", () => {
    expect(parseSavedMessage(formatServerNotice({ type: "access", readOnly: false }))).toBeNull();
    expect(parseSavedMessage(formatSavedMessage("x"))).toEqual({ type: "saved", snapshot: "x" });
  });

  it("a close reason carries the limit it names, and a plain one none", () => {
    expect(parseCollabClose(formatCollabClose("document-full", 1024))).toEqual({
      reason: "document-full",
      limitBytes: 1024,
    });
    expect(parseCollabClose(formatCollabClose("access-revoked"))).toEqual({
      reason: "access-revoked",
      limitBytes: null,
    });
    expect(parseCollabClose("Server closed the connection")).toEqual({
      reason: "Server closed the connection",
      limitBytes: null,
    });
  });
});
