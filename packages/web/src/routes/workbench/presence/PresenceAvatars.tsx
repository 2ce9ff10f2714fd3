import type { PresenceUser } from "@contour/canvas";
import { Avatar, Menu, Tooltip } from "@mantine/core";
import { useCallback } from "react";
import classes from "./Presence.module.css";
import type { Collaborator } from "./presence-room";
import { type PresentUser, presentUsers } from "./present-users";
import type { Presence } from "./use-presence";
import { useRoomSelector } from "./use-room-selector";

/** Avatars shown before the rest go into "+N". */
const SHOWN = 5;
const SIZE = 30;

const samePeople = (a: readonly PresentUser[], b: readonly PresentUser[]) =>
  a.length === b.length &&
  a.every(({ user }, index) => {
    const other = b[index]?.user;
    return other?.id === user.id && other.name === user.name && other.color === user.color;
  });

/**
 * Who is on the workbench, in the header: oneself first, then one avatar per other person (in
 * however many tabs), initials in their colour, the rest as "+N". Clicking someone follows
 * their view; clicking them again stops. Alone, nothing: the user menu already shows oneself.
 */
export function PresenceAvatars({
  presence,
  following,
  onFollow,
  onStop,
}: {
  presence: Presence;
  following: PresenceUser | null;
  onFollow: (userId: string) => void;
  onStop: () => void;
}) {
  const { room, self } = presence;
  const selectPeople = useCallback(
    (list: readonly Collaborator[]) => presentUsers(self, list),
    [self],
  );
  const people = useRoomSelector(room, selectPeople, samePeople);
  const shown = people.length > SHOWN ? people.slice(0, SHOWN - 1) : people;
  const hidden = people.slice(shown.length);
  const toggle = (user: PresenceUser) => (following?.id === user.id ? onStop() : onFollow(user.id));
  if (people.length < 2) return null;

  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing={6} role="group" aria-label="People on this file">
        {shown.map(({ user, isSelf }) =>
          isSelf ? (
            <Tooltip key={user.id} label={`${user.name} (You)`} withArrow>
              <Avatar
                name={user.name}
                color={user.color}
                variant="filled"
                size={SIZE}
                aria-label={`${user.name} (You)`}
              />
            </Tooltip>
          ) : (
            <Tooltip key={user.id} label={user.name} withArrow>
              <Avatar
                component="button"
                type="button"
                className={classes.person}
                style={{ outlineColor: user.color }}
                aria-pressed={following?.id === user.id}
                aria-label={
                  following?.id === user.id ? `Stop following ${user.name}` : `Follow ${user.name}`
                }
                name={user.name}
                color={user.color}
                variant="filled"
                size={SIZE}
                onClick={() => toggle(user)}
              />
            </Tooltip>
          ),
        )}
        {hidden.length > 0 && (
          <Menu position="bottom-end" width={220} shadow="md">
            <Menu.Target>
              <Avatar
                component="button"
                type="button"
                className={classes.person}
                aria-label={`${hidden.length} more people`}
                size={SIZE}
                color="gray"
                variant="filled"
              >
                +{hidden.length}
              </Avatar>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Click to follow</Menu.Label>
              {hidden.map(({ user }) => (
                <Menu.Item
                  key={user.id}
                  leftSection={
                    <Avatar name={user.name} color={user.color} variant="filled" size={20} />
                  }
                  onClick={() => toggle(user)}
                >
                  {user.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
