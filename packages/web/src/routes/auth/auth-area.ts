import "../../styles/mantine-auth.css";
import { AuthRoutes } from "./AuthRoutes";

/** The sign-in area's chunk (routes/areas.ts): /auth and its steps. */
export const authArea = { AuthRoutes };
