import { PRODUCT_NAME } from "@contour/core";
import { Group, Text } from "@mantine/core";
import logoMarkUrl from "../assets/logo-mark.svg";

/** The contour-line mark alone; decorative unless given a label. */
export function LogoMark({ size = 28, label }: { size?: number; label?: string }) {
  return (
    <img
      src={logoMarkUrl}
      width={size}
      height={size}
      alt={label ?? ""}
      aria-hidden={label ? undefined : true}
      style={{ display: "block" }}
    />
  );
}

/** Mark plus wordmark, as shown top left of full-page layouts. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" aria-label={PRODUCT_NAME} role="img">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={650}
        fz={size * 0.64}
        lh={1}
        c="gray.9"
        style={{ letterSpacing: "-0.01em" }}
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
