import { ComingSoonPage } from "../../components/ComingSoonPage";

/** /admin/* (loaded on demand, isAdmin only): the admin shell is not built yet. */
export function AdminRoutes() {
  return <ComingSoonPage title="Admin" />;
}
