import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PresenceAvatars } from "./PresenceAvatars";
import type { PresencePublisher } from "./presence-publisher";
import { buildCollaborator, createTestRoom } from "./test-room";

const self = { id: "me", name: "Ada Designer", color: "#1b73bf" };
const person = (index: number) => ({ id: `u${index}`, name: `Person ${index}`, color: "#db1f1f" });
const publisher: PresencePublisher = { notePointer: () => {}, dispose: () => {} };

function renderAvatars(count: number, following: string | null = null) {
  const { room, set } = createTestRoom();
  set(Array.from({ length: count }, (_, index) => buildCollaborator(index + 1, person(index + 1))));
  const onFollow = vi.fn();
  const onStop = vi.fn();
  renderWithProviders(
    <PresenceAvatars
      presence={{ self, room, publisher }}
      following={following ? person(Number(following)) : null}
      onFollow={onFollow}
      onStop={onStop}
    />,
  );
  return { set, onFollow, onStop };
}

describe("PresenceAvatars", () => {
  test("oneself first, then each other person, whose avatar follows them", async () => {
    const { onFollow } = renderAvatars(2);
    const group = screen.getByRole("group", { name: "People on this file" });
    expect(group.firstElementChild).toHaveAccessibleName("Ada Designer (You)");
    await userEvent.click(screen.getByRole("button", { name: "Follow Person 2" }));
    expect(onFollow).toHaveBeenCalledWith("u2");
  });

  test("nothing while one is alone on the file: the user menu shows oneself", () => {
    renderAvatars(0);
    expect(screen.queryByRole("group", { name: "People on this file" })).toBeNull();
  });

  test("past five, the rest are behind +N", async () => {
    const { onFollow } = renderAvatars(7);
    expect(screen.getAllByRole("button", { name: /^Follow / })).toHaveLength(3);
    await userEvent.click(screen.getByRole("button", { name: "4 more people" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Person 7/ }));
    expect(onFollow).toHaveBeenCalledWith("u7");
  });

  test("the followed person's avatar stops following", async () => {
    const { onStop } = renderAvatars(1, "1");
    await userEvent.click(screen.getByRole("button", { name: "Stop following Person 1" }));
    expect(onStop).toHaveBeenCalled();
  });
});
