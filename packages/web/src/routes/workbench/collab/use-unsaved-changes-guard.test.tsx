import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { confirmSignOut } from "../../../components/navigation-guard/confirm-sign-out";
import { theme } from "../../../theme";
import type { SaveStatus } from "./save-status";
import { UNSAVED_CHANGES_QUESTIONS, useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

function Workbench({ status }: { status: SaveStatus }) {
  useUnsavedChangesGuard(status);
  const navigate = useNavigate();
  return (
    <main>
      <h1>Roadster</h1>
      <Link to="/files/folder-1">Back to the folder</Link>
      <button type="button" onClick={() => void navigate("/workbench/1?zoom=2")}>
        Zoom
      </button>
    </main>
  );
}

function renderWorkbench(status: SaveStatus) {
  const router = createMemoryRouter(
    [
      { path: "/workbench/:id", element: <Workbench status={status} /> },
      { path: "/files/*", element: <h1>Folder</h1> },
    ],
    { initialEntries: ["/workbench/1"] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole("heading", { name, level: 1 });

describe("leaving the workbench with unsaved changes", () => {
  it("asks first while offline: Stay keeps the file open, Leave anyway goes", async () => {
    const user = userEvent.setup();
    const router = renderWorkbench("offline");
    const question = UNSAVED_CHANGES_QUESTIONS.offline.leave;

    await user.click(screen.getByRole("link", { name: "Back to the folder" }));
    const dialog = await screen.findByRole("dialog", { name: question.title });
    expect(dialog).toHaveTextContent(question.message);
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/workbench/1");

    await user.click(screen.getByRole("link", { name: "Back to the folder" }));
    await user.click(await screen.findByRole("button", { name: "Leave anyway" }));
    await heading("Folder");
  });

  it("asks on the browser's back button too, and says why while still saving", async () => {
    const user = userEvent.setup();
    const router = renderWorkbench("saving");
    await act(() => router.navigate("/files/folder-1"));
    await screen.findByRole("dialog", { name: UNSAVED_CHANGES_QUESTIONS.saving.leave.title });
    await user.click(screen.getByRole("button", { name: "Leave anyway" }));
    await heading("Folder");

    await act(() => router.navigate("/workbench/1"));
    await heading("Roadster");
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/workbench/1");
  });

  it("does not ask for a change of the address within the file", async () => {
    const user = userEvent.setup();
    const router = renderWorkbench("offline");
    await user.click(screen.getByRole("button", { name: "Zoom" }));
    expect(router.state.location.search).toBe("?zoom=2");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not ask once saved", async () => {
    const user = userEvent.setup();
    renderWorkbench("saved");
    await user.click(screen.getByRole("link", { name: "Back to the folder" }));
    await heading("Folder");
  });

  it("asks before signing out, and lets the pages that follow through once the user agrees", async () => {
    const user = userEvent.setup();
    const router = renderWorkbench("offline");
    const question = UNSAVED_CHANGES_QUESTIONS.offline.signOut;

    let answer = confirmSignOut();
    const dialog = await screen.findByRole("dialog", { name: question.title });
    expect(dialog).toHaveTextContent(question.message);
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await expect(answer).resolves.toBe(false);

    answer = confirmSignOut();
    await user.click(await screen.findByRole("button", { name: "Sign out anyway" }));
    await expect(answer).resolves.toBe(true);
    await act(() => router.navigate("/files/folder-1"));
    await heading("Folder");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets sign-out go at once when nothing is unsaved", async () => {
    renderWorkbench("saved");
    await expect(confirmSignOut()).resolves.toBe(true);
  });
});
