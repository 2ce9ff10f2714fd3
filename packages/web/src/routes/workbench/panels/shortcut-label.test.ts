import { expect, test } from "vitest";
import { shortcutLabel } from "./shortcut-label";

test("shortcuts read as the keyboard names them", () => {
  expect(shortcutLabel("Shift+Mod+Z", false)).toBe("Shift+Ctrl+Z");
  expect(shortcutLabel("Shift+Mod+Z", true)).toBe("⇧⌘Z");
  expect(shortcutLabel("Mod+Plus", false)).toBe("Ctrl++");
  expect(shortcutLabel("[", false)).toBe("[");
});
