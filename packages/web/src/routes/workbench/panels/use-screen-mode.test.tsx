import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { useScreenMode } from "./use-screen-mode";

const tab = () => new KeyboardEvent("keydown", { key: "Tab", code: "Tab" });

function setUp() {
  const button = document.createElement("button");
  document.body.append(button);
  const hook = renderHook(() => useScreenMode());
  const press = (event: KeyboardEvent) => {
    let used = false;
    act(() => {
      used = hook.result.current.handleKey(event);
    });
    return used;
  };
  return { button, hook, press };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("hiding the panels", () => {
  test("Tab with nothing focused hides the panels, and again shows them", () => {
    const { hook, press } = setUp();
    expect(press(tab())).toBe(true);
    expect(hook.result.current.panelsHidden).toBe(true);
    expect(press(tab())).toBe(true);
    expect(hook.result.current.panelsHidden).toBe(false);
  });

  test("Tab on a control the keyboard focused moves focus on instead", () => {
    const { button, hook, press } = setUp();
    button.focus();
    expect(press(tab())).toBe(false);
    expect(hook.result.current.panelsHidden).toBe(false);
  });

  test("Tab on a control focused by a click hides the panels", () => {
    const { button, hook, press } = setUp();
    button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    button.focus();
    expect(press(tab())).toBe(true);
    expect(hook.result.current.panelsHidden).toBe(true);
  });

  test("Shift+Tab and Ctrl+Tab are left to the browser", () => {
    const { hook, press } = setUp();
    expect(press(new KeyboardEvent("keydown", { key: "Tab", shiftKey: true }))).toBe(false);
    expect(press(new KeyboardEvent("keydown", { key: "Tab", ctrlKey: true }))).toBe(false);
    expect(hook.result.current.panelsHidden).toBe(false);
  });
});
