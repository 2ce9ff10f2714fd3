import { describe, expect, it } from "vitest";
import { chooseWorkspace, readLastWorkspace, rememberLastWorkspace } from "./workspace-choice";

describe("the root redirector's workspace choice", () => {
  it("prefers the workspace last used when the user still belongs to it", () => {
    expect(chooseWorkspace(["a", "b", "c"], "b")).toBe("b");
  });

  it("falls back to the first workspace when the last one is gone or unknown", () => {
    expect(chooseWorkspace(["a", "b"], "gone")).toBe("a");
    expect(chooseWorkspace(["a", "b"], null)).toBe("a");
  });

  it("has nothing to choose without workspaces", () => {
    expect(chooseWorkspace([], "a")).toBeNull();
  });

  it("remembers the last workspace per user", () => {
    rememberLastWorkspace("u1", "a");
    rememberLastWorkspace("u2", "b");
    expect(readLastWorkspace("u1")).toBe("a");
    expect(readLastWorkspace("u2")).toBe("b");
  });
});
