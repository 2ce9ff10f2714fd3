import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { MobileGate } from "./components/MobileGate";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <MobileGate>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </MobileGate>
    </AppProviders>
  </StrictMode>,
);
