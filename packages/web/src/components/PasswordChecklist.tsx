import type { PasswordRule } from "@contour/core";
import { Group, List, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconCircle } from "@tabler/icons-react";

/** The password requirements of spec files-and-auth §5, each marked met or not as the user types. */
export function PasswordChecklist({ rules }: { rules: readonly PasswordRule[] }) {
  return (
    <List spacing={4} listStyleType="none" aria-label="Requirements checklist" fz="sm">
      {rules.map((rule) => (
        <List.Item
          key={rule.id}
          data-met={rule.met}
          aria-label={`${rule.label}: ${rule.met ? "met" : "not met"}`}
        >
          <Group gap={8} wrap="nowrap">
            <ThemeIcon
              size={16}
              radius="xl"
              variant={rule.met ? "filled" : "transparent"}
              color={rule.met ? "teal" : "gray.5"}
              aria-hidden
            >
              {rule.met ? (
                <IconCheck size={11} stroke={3} />
              ) : (
                <IconCircle size={14} stroke={1.5} />
              )}
            </ThemeIcon>
            <Text fz="sm" c={rule.met ? "gray.8" : "dimmed"}>
              {rule.label}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
