import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { MembersTable, type MembersTableProps } from "./MembersTable";
import type { MemberRow } from "./member-rows";

const me: MemberRow = {
  key: "member:me",
  status: "joined",
  userId: "me",
  email: "me@studio.com",
  name: "Mia Me",
  role: "ADMIN",
  dateAdded: "2026-01-01T00:00:00.000Z",
  lastActive: "2026-11-01T00:00:00.000Z",
};
const colleague: MemberRow = {
  ...me,
  key: "member:colleague",
  userId: "colleague",
  email: "colleague@studio.com",
  name: "Cleo Colleague",
  role: "VIEWER",
};
const invite: MemberRow = {
  ...me,
  key: "invite:guest@studio.com",
  status: "pending",
  userId: null,
  email: "guest@studio.com",
  name: "",
  role: "EDITOR",
  lastActive: null,
};

function renderTable(overrides: Partial<MembersTableProps> = {}) {
  const props: MembersTableProps = {
    rows: [me, colleague, invite],
    currentUserId: "me",
    isAdmin: true,
    selected: new Set(),
    onSelectedChange: vi.fn(),
    onRoleChange: vi.fn(),
    onCopy: vi.fn(),
    onRemove: vi.fn(),
    onLeave: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<MembersTable {...props} />);
  return props;
}

describe("MembersTable", () => {
  it("lets an admin change others' roles, never their own", () => {
    renderTable();
    expect(screen.queryByRole("combobox", { name: "Role of me@studio.com" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Role of colleague@studio.com" })).toHaveValue(
      "Viewer",
    );
    expect(screen.getByRole("combobox", { name: "Role of guest@studio.com" })).toHaveValue(
      "Editor",
    );
  });

  it("shows roles as text to a member who is not an admin", () => {
    renderTable({ isAdmin: false, currentUserId: "colleague" });
    expect(screen.queryAllByRole("combobox")).toEqual([]);
    const row = screen.getByRole("row", { name: /guest@studio.com/ });
    expect(within(row).getByText("Editor")).toBeInTheDocument();
    expect(within(row).getByText("Pending")).toBeInTheDocument();
  });

  it("offers removal to admins, and leaving on one's own row", async () => {
    const user = userEvent.setup();
    const props = renderTable();
    await user.click(screen.getByRole("button", { name: "Actions for guest@studio.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete invitation" }));
    expect(props.onRemove).toHaveBeenCalledWith(invite);

    await user.click(screen.getByRole("button", { name: "Actions for me@studio.com" }));
    expect(screen.queryByRole("menuitem", { name: "Remove from workspace" })).toBeNull();
    await user.click(await screen.findByRole("menuitem", { name: "Leave workspace" }));
    expect(props.onLeave).toHaveBeenCalled();
  });

  it("offers only copying to a member who is not an admin", async () => {
    const user = userEvent.setup();
    const props = renderTable({ isAdmin: false, currentUserId: "colleague" });
    await user.click(screen.getByRole("button", { name: "Actions for me@studio.com" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Copy email"]);
    await user.click(items[0] as HTMLElement);
    expect(props.onCopy).toHaveBeenCalledWith(me);
  });

  it("selects one row, or all of them", async () => {
    const user = userEvent.setup();
    const props = renderTable();
    await user.click(screen.getByRole("checkbox", { name: "Select guest@studio.com" }));
    expect(props.onSelectedChange).toHaveBeenLastCalledWith(new Set([invite.key]));
    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(props.onSelectedChange).toHaveBeenLastCalledWith(
      new Set([me.key, colleague.key, invite.key]),
    );
  });
});
