import "../../styles/mantine-workbench.css";
import { SharedWorkbenchRoute } from "./share/SharedWorkbenchRoute";
import { WorkbenchRoutes } from "./WorkbenchRoutes";

/** The workbench area's chunk (routes/areas.ts): the editor and its panels. */
export const workbenchArea = { WorkbenchRoutes, SharedWorkbenchRoute };
