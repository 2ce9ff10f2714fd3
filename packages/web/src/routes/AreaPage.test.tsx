import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AreaPage } from "./AreaPage";

// Two areas: the dashboard's is already downloaded (the page opened first), the admin's not.
let arriveAdmin = () => {};
const adminArrived = new Promise<void>((resolve) => {
  arriveAdmin = resolve;
});
vi.mock("./areas", () => ({
  loadedPage: (area: string, page: string) =>
    area === "dashboard" ? () => <p>{`dashboard ${page}`}</p> : undefined,
  loadArea: async () => {
    await adminArrived;
    return { AdminRoutes: () => <p>admin AdminRoutes</p> };
  },
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/files", element: <AreaPage area="dashboard" page="FilesRoutes" /> },
      { path: "/settings", element: <AreaPage area="dashboard" page="SettingsRoutes" /> },
      { path: "/admin", element: <AreaPage area="admin" page="AdminRoutes" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

describe("AreaPage", () => {
  it("renders a downloaded area's page at once, without the loader", () => {
    renderAt("/files");
    expect(screen.getByText("dashboard FilesRoutes")).toBeInTheDocument();
    expect(screen.queryByText("loading")).not.toBeInTheDocument();
  });

  it("renders the page of the new route when the route changes within an area", async () => {
    const router = renderAt("/files");
    await act(() => router.navigate("/settings"));
    expect(screen.getByText("dashboard SettingsRoutes")).toBeInTheDocument();
  });

  it("renders a page of an area not downloaded yet once it arrives", async () => {
    const router = renderAt("/files");
    await act(() => router.navigate("/admin"));
    expect(screen.queryByText("admin AdminRoutes")).not.toBeInTheDocument();
    await act(async () => arriveAdmin());
    expect(await screen.findByText("admin AdminRoutes")).toBeInTheDocument();
  });
});
