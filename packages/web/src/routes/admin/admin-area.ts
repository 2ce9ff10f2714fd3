import "../../styles/mantine-admin.css";
import { AdminRoutes } from "./AdminRoutes";

/** The admin area's chunk (routes/areas.ts): /admin, for instance administrators. */
export const adminArea = { AdminRoutes };
