import { ComingSoonPage } from "../../components/ComingSoonPage";

/** /workbench/* (loaded on demand): the drawing workbench is not built yet. */
export function WorkbenchRoutes() {
  return <ComingSoonPage title="Drawing workbench" />;
}
