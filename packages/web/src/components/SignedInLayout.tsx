import { Outlet } from "react-router";
import { ChangelogPopup } from "../routes/changelog/ChangelogPopup";

/** Every page of a signed-in user with a name: the page, and the changelog popup over it. */
export function SignedInLayout() {
  return (
    <>
      <Outlet />
      <ChangelogPopup />
    </>
  );
}
