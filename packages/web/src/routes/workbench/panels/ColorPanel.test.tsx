import { Editor, initializeDocument } from "@contour/canvas";
import { STORAGE_KEYS } from "@contour/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { ColorPanel } from "./ColorPanel";
import { paletteClient } from "./palette-test-client";

function renderPanel(palette: Parameters<typeof paletteClient>[0] = {}) {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "user-1" });
  const { client, executeMutation } = paletteClient(palette);
  renderWithProviders(<ColorPanel editor={editor} organizationId="org-1" />, { client });
  return { editor, executeMutation };
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function typeInto(name: string, text: string) {
  // Keys without a pause between them: a whole number typed as fast as testing-library can.
  const user = userEvent.setup({ delay: null });
  await user.clear(field(name));
  await user.type(field(name), `${text}{Enter}`);
}

afterEach(() => window.localStorage.clear());

describe("ColorPanel", () => {
  it("shows the brush colour as HSB and changes it from the hue", async () => {
    const { editor } = renderPanel();
    editor.setBrush({ color: "#ff0000" });
    expect(await screen.findByDisplayValue("#ff0000")).toBe(field("Colour"));
    expect(field("Hue")).toHaveValue("0");
    expect(field("Saturation")).toHaveValue("100");
    expect(field("Brightness")).toHaveValue("100");

    await typeInto("Hue", "120");
    expect(editor.state.brush.color).toBe("#00ff00");
    expect(field("Colour")).toHaveValue("#00ff00");
  });

  it("changes the colour from saturation and brightness", async () => {
    const { editor } = renderPanel();
    editor.setBrush({ color: "#00ff00" });
    await screen.findByDisplayValue("#00ff00");
    await typeInto("Brightness", "50");
    expect(editor.state.brush.color).toBe("#008000");
    await typeInto("Saturation", "50");
    expect(editor.state.brush.color).toBe("#408040");
  });

  it("leaves a number field on Enter, so shortcuts work at once", async () => {
    renderPanel();
    await typeInto("Hue", "200");
    expect(field("Hue")).not.toHaveFocus();
    expect(field("Hue")).toHaveValue("200");
  });

  it("keeps a hue typed for a grey, so raising saturation turns towards it", async () => {
    const { editor } = renderPanel();
    editor.setBrush({ color: "#808080" });
    await typeInto("Hue", "210");
    expect(editor.state.brush.color).toBe("#808080");
    expect(field("Hue")).toHaveValue("210");
    await typeInto("Saturation", "100");
    expect(editor.state.brush.color).toBe("#004080");
  });

  it("switches to RGB and changes the colour from each channel", async () => {
    const user = userEvent.setup();
    const { editor } = renderPanel();
    editor.setBrush({ color: "#000000" });
    await user.click(screen.getByText("RGB"));
    expect(screen.queryByRole("textbox", { name: "Hue" })).toBeNull();
    await typeInto("Red", "255");
    await typeInto("Green", "128");
    await typeInto("Blue", "64");
    expect(editor.state.brush.color).toBe("#ff8040");
    expect(field("Colour")).toHaveValue("#ff8040");
    editor.setBrush({ color: "#1f2937" });
    expect(await screen.findByDisplayValue("31")).toBe(field("Red"));
  });

  it("takes a number back on Escape", async () => {
    const user = userEvent.setup();
    const { editor } = renderPanel();
    editor.setBrush({ color: "#ff0000" });
    await screen.findByDisplayValue("#ff0000");
    await user.clear(field("Hue"));
    await user.type(field("Hue"), "240");
    expect(editor.state.brush.color).toBe("#0000ff");
    await user.keyboard("{Escape}");
    expect(editor.state.brush.color).toBe("#ff0000");
    expect(field("Hue")).not.toHaveFocus();
  });

  it("shows the brush opacity as the alpha and sets it", async () => {
    const { editor } = renderPanel();
    expect(field("Alpha")).toHaveValue("100");
    await typeInto("Alpha", "50");
    expect(editor.state.brush.opacity).toBe(0.5);
    editor.setBrush({ opacity: 0.25 });
    expect(await screen.findByDisplayValue("25")).toBe(field("Alpha"));
  });

  it("remembers the recent colours per user across visits", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.recentColors("user-1"),
      JSON.stringify(["#112233", "not a colour", "#445566"]),
    );
    window.localStorage.setItem(STORAGE_KEYS.recentColors("user-2"), JSON.stringify(["#abcdef"]));
    const user = userEvent.setup();
    const { editor } = renderPanel();
    expect(editor.state.brush.recentColors).toEqual(["#112233", "#445566"]);
    const recent = screen.getByRole("group", { name: "Recent colours" });
    await user.click(within(recent).getByRole("button", { name: "Use #445566" }));
    expect(editor.state.brush.color).toBe("#445566");
    expect(
      JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentColors("user-1")) ?? ""),
    ).toEqual(["#445566", "#112233"]);
  });

  it("lists the palette; a swatch applies its colour, + adds the brush colour, × removes", async () => {
    const user = userEvent.setup();
    const { editor, executeMutation } = renderPanel({ colors: ["#ff8000", "#336699"] });
    const palette = screen.getByRole("region", { name: "Palette" });
    await user.click(within(palette).getByRole("button", { name: "Use #336699" }));
    expect(editor.state.brush.color).toBe("#336699");

    editor.setBrush({ color: "#00ff00" });
    await user.click(await screen.findByRole("button", { name: "Add colour to palette" }));
    expect(executeMutation).toHaveBeenLastCalledWith(
      expect.objectContaining({
        variables: { input: { organizationId: "org-1", color: "#00ff00" } },
      }),
      expect.anything(),
    );
    await user.click(screen.getByRole("button", { name: "Remove #ff8000 from palette" }));
    expect(executeMutation).toHaveBeenLastCalledWith(
      expect.objectContaining({
        variables: { input: { organizationId: "org-1", color: "#ff8000" } },
      }),
      expect.anything(),
    );
  });

  it("shows a viewer the palette without add or remove", async () => {
    renderPanel({ colors: ["#ff8000"], canEdit: false });
    expect(await screen.findByRole("button", { name: "Use #ff8000" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add colour to palette" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
  });
});
