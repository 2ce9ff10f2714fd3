import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
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

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A token an earlier version kept becomes the cookie before anything asks who is signed in.
void adoptStoredToken().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <MobileGate>
          <RouterProvider router={router} />
        </MobileGate>
      </AppProviders>
    </StrictMode>,
  ),
);
