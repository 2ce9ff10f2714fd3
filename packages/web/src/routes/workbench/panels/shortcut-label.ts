/** Apple keyboards say ⌘ where others say Ctrl. */
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** A command's shortcut as the user's keyboard names it: "Mod+Z" → "Ctrl+Z" or "⌘Z". */
export function shortcutLabel(shortcut: string, apple = isApple()): string {
  const keys = shortcut
    .split("+")
    .map((key) => (key === "" ? "+" : key))
    .map((key) => {
      if (key === "Mod") return apple ? "⌘" : "Ctrl";
      if (key === "Shift") return apple ? "⇧" : "Shift";
      if (key === "Alt") return apple ? "⌥" : "Alt";
      if (key === "Plus") return "+";
      if (key === "Minus") return "−";
      return key;
    });
  return keys.join(apple ? "" : "+");
}
