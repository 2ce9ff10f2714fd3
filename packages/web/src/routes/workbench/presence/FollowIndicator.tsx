import type { PresenceUser } from "@contour/canvas";
import { Button } from "@mantine/core";
import classes from "./Presence.module.css";

/**
 * While following someone: a frame in their colour around the canvas, so it is plain that the
 * view is theirs, and a chip naming them with a way out.
 */
export function FollowIndicator({ user, onStop }: { user: PresenceUser; onStop: () => void }) {
  return (
    <>
      <div className={classes.followFrame} style={{ borderColor: user.color }} />
      <div className={classes.followChip} style={{ background: user.color }} role="status">
        <span>Following {user.name}</span>
        <Button size="compact-xs" variant="white" color="dark" radius="xl" onClick={onStop}>
          Stop following
        </Button>
      </div>
    </>
  );
}
