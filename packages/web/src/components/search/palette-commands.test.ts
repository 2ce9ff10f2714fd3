import { describe, expect, test } from "vitest";
import { matchCommands, paletteCommands } from "./palette-commands";

const base = {
  organizationId: "org-1",
  teams: [{ id: "team-1", name: "Exterior" }],
};
const ids = (role: "ADMIN" | "EDITOR" | "VIEWER", isAdmin = false) =>
  paletteCommands({ ...base, membership: { role, isAdmin } }).map((command) => command.id);

describe("paletteCommands", () => {
  test("offers only what the role may do", () => {
    expect(ids("VIEWER")).not.toContain("new-file");
    expect(ids("VIEWER")).not.toContain("invite");
    expect(ids("VIEWER")).not.toContain("billing");
    expect(ids("EDITOR")).toContain("new-file");
    expect(ids("EDITOR")).not.toContain("invite");
    expect(ids("ADMIN")).toEqual(expect.arrayContaining(["new-file", "invite", "billing"]));
    expect(ids("VIEWER", true)).toEqual(expect.arrayContaining(["new-file", "invite"]));
  });

  test("every member can go to their teams, drafts, settings and sign out", () => {
    expect(ids("VIEWER")).toEqual([
      "home",
      "drafts",
      "team-team-1",
      "workspace-settings",
      "profile",
      "sign-out",
    ]);
  });
});

describe("matchCommands", () => {
  const commands = paletteCommands({ ...base, membership: { role: "ADMIN", isAdmin: false } });
  const labels = (text: string) => matchCommands(commands, text).map((command) => command.label);

  test("matches the start of words of the label and keywords, in any order", () => {
    expect(labels("new")).toEqual(["New file"]);
    expect(labels("file new")).toEqual(["New file"]);
    expect(labels("ext")).toEqual(["Go to Exterior"]);
    expect(labels("logout")).toEqual(["Sign out"]);
    expect(labels("ile")).toEqual([]);
  });

  test("an empty text lists every command", () => {
    expect(labels("  ")).toHaveLength(commands.length);
  });
});
