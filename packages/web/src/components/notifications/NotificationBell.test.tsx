import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import type { Client } from "urql";
import { describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { renderWithProviders } from "../../test/render";
import { NotificationBell } from "./NotificationBell";

const MENTION = {
  id: "n1",
  kind: "MENTION",
  workbenchId: "w1",
  workbenchName: "Coupe",
  threadId: "t1",
  excerpt: "Lower the wheel arch",
  actorName: "Ada Designer",
  read: false,
  createdAt: new Date().toISOString(),
};

/** A client answering the bell's query, and recording the mutations it is asked. */
function bellClient(nodes: (typeof MENTION)[]) {
  const mutations: unknown[] = [];
  const unreadCount = nodes.filter((node) => !node.read).length;
  const client = {
    executeQuery: () =>
      fromValue({ data: { notifications: { unreadCount, nodes } }, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: unknown }) => {
      mutations.push(operation.variables);
      return fromValue({
        data: { markNotificationsRead: { unreadCount: 0 } },
        stale: false,
        hasNext: false,
      });
    },
  };
  return { client: client as unknown as Client, mutations };
}

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderBell(client: Client) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<NotificationBell />} />
      <Route path="/workbench/:id" element={<Where />} />
    </Routes>,
    { client },
  );
}

describe("NotificationBell", () => {
  it("says how many are unread and opens a mention's comment, marking it read", async () => {
    const { client, mutations } = bellClient([MENTION]);
    renderBell(client);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const item = screen.getByRole("button", { name: /Ada Designer mentioned you in Coupe/ });
    expect(item).toHaveTextContent("Lower the wheel arch");
    await userEvent.click(item);
    expect(await screen.findByText("At /workbench/w1?comment=t1")).toBeInTheDocument();
    expect(mutations).toEqual([{ input: { ids: ["n1"] } }]);
  });

  it("says so when there is nothing", async () => {
    const { client } = bellClient([]);
    renderBell(client);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
  });
});
