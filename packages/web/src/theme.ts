import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** The one accent: a clear, slightly electric blue that reads as "tool" rather than "brand". */
const accent: MantineColorsTuple = [
  "#ecf1ff",
  "#d6e0ff",
  "#aabfff",
  "#7b9bff",
  "#547cff",
  "#3b68ff",
  "#2c5df5",
  "#1f4ddb",
  "#1644c4",
  "#0039ad",
];

/** Neutral greys with a hint of blue, so the UI recedes behind the artwork. */
const neutral: MantineColorsTuple = [
  "#f7f8fa",
  "#eef0f3",
  "#dde1e7",
  "#c6ccd5",
  "#a3abb8",
  "#7d8696",
  "#5d6677",
  "#454d5c",
  "#2b313b",
  "#14161b",
];

const fontFamily =
  'Inter, ui-sans-serif, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: "accent",
  primaryShade: 6,
  colors: { accent, gray: neutral },
  black: "#14161b",
  fontFamily,
  fontFamilyMonospace: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
  headings: {
    fontFamily,
    fontWeight: "600",
    sizes: {
      h1: { fontSize: "1.75rem", lineHeight: "1.25" },
      h2: { fontSize: "1.375rem", lineHeight: "1.3" },
      h3: { fontSize: "1.125rem", lineHeight: "1.35" },
      h4: { fontSize: "1rem", lineHeight: "1.4" },
    },
  },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { fw: 500 } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: {
      defaultProps: {
        size: "md",
        // Mantine's default name contains "password", which makes "Password" label lookups ambiguous.
        visibilityToggleButtonProps: { "aria-label": "Toggle visibility" },
      },
    },
    TagsInput: { defaultProps: { size: "md" } },
    Anchor: { defaultProps: { underline: "hover" } },
    Notification: { defaultProps: { withBorder: true } },
  },
});
