import { STORAGE_KEYS } from "@contour/core";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pointerRole, usePenPreferences } from "./pen-preferences";

describe("pen preferences", () => {
  it("lets touch draw until a pen is seen, then pans, unless the toggle says otherwise", () => {
    const none = { stylusDetected: false, touchDraws: false };
    const pen = { stylusDetected: true, touchDraws: false };
    expect(pointerRole("touch", none)).toBe("draw");
    expect(pointerRole("touch", pen)).toBe("navigate");
    expect(pointerRole("pen", pen)).toBe("draw");
    expect(pointerRole("mouse", pen)).toBe("draw");
    expect(pointerRole("touch", { ...pen, touchDraws: true })).toBe("draw");
  });

  it("remembers the first pen in local storage, and the toggle", () => {
    const { result } = renderHook(() => usePenPreferences());
    expect(result.current.stylusDetected).toBe(false);
    act(() => result.current.notePointer("mouse"));
    expect(window.localStorage.getItem(STORAGE_KEYS.stylusDetected)).toBeNull();
    act(() => result.current.notePointer("pen"));
    expect(result.current.stylusDetected).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.stylusDetected)).toBe("true");
    act(() => result.current.setTouchDraws(true));

    const again = renderHook(() => usePenPreferences());
    expect(again.result.current).toMatchObject({ stylusDetected: true, touchDraws: true });
  });
});
