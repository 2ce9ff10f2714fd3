import { ActionIcon, Button, Group, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatAgo } from "../../lib/format-date";
import classes from "./NotificationBell.module.css";
import { useNotifications } from "./use-notifications";

/**
 * The bell of the app's and the workbench's headers: the unread count, and the list, each
 * notification opening its comment on its workbench.
 */
export function NotificationBell() {
  const { notifications, unreadCount, mark, refresh } = useNotifications();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const label = unreadCount === 0 ? "Notifications" : `Notifications, ${unreadCount} unread`;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          className={classes.bell}
          onClick={() => {
            if (!opened) refresh();
            setOpened((open) => !open);
          }}
        >
          <IconBell size={20} />
          {unreadCount > 0 && (
            <span className={classes.count} aria-hidden>
              {unreadCount > 99 ? "99+" : unreadCount}
            </span>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <section aria-label="Notifications list">
          <Group justify="space-between" className={classes.head}>
            <Text size="sm" fw={600}>
              Notifications
            </Text>
            {unreadCount > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => void mark({ all: true })}>
                Mark all as read
              </Button>
            )}
          </Group>
          {notifications.length === 0 ? (
            <Text size="sm" c="dimmed" p="md">
              Nothing yet. When someone mentions you in a comment, it shows here.
            </Text>
          ) : (
            <Stack gap={0} className={classes.list}>
              {notifications.map((notification) => (
                <UnstyledButton
                  key={notification.id}
                  className={classes.item}
                  data-unread={!notification.read || undefined}
                  onClick={() => {
                    setOpened(false);
                    if (!notification.read) void mark({ ids: [notification.id] });
                    navigate(
                      `/workbench/${notification.workbenchId}?comment=${notification.threadId}`,
                    );
                  }}
                >
                  <Text size="sm">
                    <b>{notification.actorName ?? "Someone"}</b> mentioned you in{" "}
                    <b>{notification.workbenchName}</b>
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {notification.excerpt}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatAgo(notification.createdAt)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </section>
      </Popover.Dropdown>
    </Popover>
  );
}
