import "./styles/mantine-shell.css";
import "./global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { MobileGate } from "./components/MobileGate";
import { adoptStoredToken } from "./lib/cookie-session";

// A data router only for what it adds to <BrowserRouter>: blocking a navigation while the
// workbench holds unsaved changes (useBlocker). The routes themselves stay in <App />.
const router = createBrowserRouter([{ path: "*", element: <App /> }]);

/** Renders the app into #root: the app shell, which main.tsx loads beside the page's area. */
export async function boot(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // A token an earlier version kept becomes the cookie before anything asks who is signed in.
  await adoptStoredToken();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <MobileGate>
          <RouterProvider router={router} />
        </MobileGate>
      </AppProviders>
    </StrictMode>,
  );
}
