import { commandForKey } from "./commands.js";
import type { Editor } from "./editor.js";
import type { KeyInput } from "./input.js";

/**
 * Space held is the hand for as long as it is down (every painting tool does this); other keys
 * run their command when it is enabled, and a viewer pressing one that would change the drawing
 * is told why. Answers whether the key was used.
 */
export function handleKeyDown(editor: Editor, input: KeyInput): boolean {
  if (isSpace(input)) {
    if (!editor.state.spaceHeld) editor.setState({ spaceHeld: true });
    return true;
  }
  const command = commandForKey(input);
  if (!command) return false;
  // Holding B must not switch tools again and again; undo may repeat, as in other editors.
  if (input.repeat && command.group === "Tools") return true;
  if (command.isEnabled(editor)) command.run(editor);
  else if (editor.state.readOnly) editor.noteRefusal("read-only");
  return true;
}

export function handleKeyUp(editor: Editor, input: KeyInput): boolean {
  if (!isSpace(input)) return false;
  if (editor.state.spaceHeld) editor.setState({ spaceHeld: false });
  return true;
}

const isSpace = (input: KeyInput) =>
  input.key === " " && !input.ctrlKey && !input.metaKey && !input.altKey;
