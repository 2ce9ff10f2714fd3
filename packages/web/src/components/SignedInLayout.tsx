import { lazy, Suspense } from "react";
import { Outlet } from "react-router";

// Its own chunk: most visits have no unseen entry, and sign-in never shows it.
const ChangelogPopup = lazy(() =>
  import("../routes/changelog/ChangelogPopup").then((m) => ({ default: m.ChangelogPopup })),
);

/** Every page of a signed-in user with a name: the page, and the changelog popup over it. */
export function SignedInLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <ChangelogPopup />
      </Suspense>
    </>
  );
}
