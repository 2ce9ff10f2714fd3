import { ComingSoonPage } from "../../components/ComingSoonPage";

/** /upgrade/*: plan upgrade is not built yet. */
export function UpgradeRoutes() {
  return <ComingSoonPage title="Upgrade your plan" />;
}
