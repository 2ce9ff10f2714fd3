import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end tests: Debian's Chromium against the production build on a fresh database. */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // CI's two workers each drive two or three Chromiums beside the server on two cores: a
  // collaboration test that takes 13 s alone takes 40-60 s there. The limit catches a hang, not a
  // slow machine.
  timeout: 120_000,
  // At a load average of 15-20 (CI's two workers and their Chromiums), a page that shows in a
  // second alone took past 10 s to show its cards or its layer list, and a toast came after the
  // wait for it ended: each run failed a different two or three tests that way. A wait ends as
  // soon as what it waits for is there, so a longer one costs passing tests nothing.
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action of every test; CI's checkout is discarded after the run, so
    // there it would only cost time (a fifth of a drawing test's). Its log keeps the error context.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node e2e/support/start-server.mjs",
    url: `http://localhost:${PORT}/api/v1/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
