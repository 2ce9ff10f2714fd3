import { Text } from "@mantine/core";

/** A form-level error under the form: red, announced to screen readers. */
export function FormError({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <Text c="red.7" fz="sm" role="alert">
      {children}
    </Text>
  );
}
