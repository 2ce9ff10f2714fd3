import { shortcutOf } from "@contour/canvas";
import { useCallback, useEffect, useRef, useState } from "react";
import { notifyError } from "../../../lib/notify";
import { toKeyInput } from "../input/pointer-input";

export type ScreenCommandId = "togglePanels" | "fullScreen";

/**
 * The screen's own commands, beside the editor's: they change the page, not the drawing. Tab
 * hides the panels as in Photoshop and Procreate; F is Photoshop's screen-mode key.
 */
export const SCREEN_COMMANDS: readonly { id: ScreenCommandId; label: string; shortcut: string }[] =
  [
    { id: "togglePanels", label: "Hide or show the panels", shortcut: "Tab" },
    { id: "fullScreen", label: "Full screen", shortcut: "F" },
  ];

export type ScreenMode = {
  panelsHidden: boolean;
  togglePanels(): void;
  /** False where the browser has no Fullscreen API (an iPhone) or the page may not use it. */
  canFullScreen: boolean;
  fullScreen: boolean;
  toggleFullScreen(): void;
  /** Runs the screen command a key press means; answers whether there was one. */
  handleKey(event: KeyboardEvent): boolean;
};

/**
 * Whether focus is on a control the keyboard took it to: Tab there moves focus on, as it must
 * for people who work by keyboard, instead of hiding the panels. A control clicked with the
 * pointer keeps focus, and Tab then hides the panels as a designer expects. (`:focus-visible`
 * cannot tell: Chrome turns it on for the focused control at any key press, Tab's included.)
 */
function isKeyboardFocus(pressed: EventTarget | null): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return false;
  return !(pressed instanceof Node && focused.contains(pressed));
}

/** The panels shown or hidden (the canvas takes the window), and the browser's full screen. */
export function useScreenMode(): ScreenMode {
  const [panelsHidden, setPanelsHidden] = useState(false);
  const [fullScreen, setFullScreen] = useState(() => document.fullscreenElement != null);
  const canFullScreen = document.fullscreenEnabled === true;

  /** What the pointer last pressed: a control focused by it is not keyboard focus. */
  const pressed = useRef<EventTarget | null>(null);
  useEffect(() => {
    const handlePointerDown = (event: PointerEvent) => {
      pressed.current = event.target;
    };
    window.addEventListener("pointerdown", handlePointerDown, true);
    return () => window.removeEventListener("pointerdown", handlePointerDown, true);
  }, []);

  useEffect(() => {
    const handleChange = () => setFullScreen(document.fullscreenElement != null);
    document.addEventListener("fullscreenchange", handleChange);
    return () => document.removeEventListener("fullscreenchange", handleChange);
  }, []);

  const togglePanels = useCallback(() => setPanelsHidden((hidden) => !hidden), []);
  const toggleFullScreen = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => notifyError("The browser did not allow full screen."));
  }, []);

  const handleKey = useCallback(
    (event: KeyboardEvent) => {
      const shortcut = shortcutOf(toKeyInput(event));
      const command = SCREEN_COMMANDS.find((candidate) => candidate.shortcut === shortcut);
      if (!command || event.repeat) return false;
      if (command.id === "togglePanels") {
        if (isKeyboardFocus(pressed.current)) return false;
        togglePanels();
      } else if (canFullScreen) {
        toggleFullScreen();
      }
      return true;
    },
    [canFullScreen, togglePanels, toggleFullScreen],
  );

  return { panelsHidden, togglePanels, canFullScreen, fullScreen, toggleFullScreen, handleKey };
}
