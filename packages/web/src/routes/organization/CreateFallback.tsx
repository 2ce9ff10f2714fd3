import { Navigate } from "react-router";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { usePendingInvites } from "./use-pending-invites";

/** Any other create/* path: join_existing when invites wait, otherwise the name step. */
export function CreateFallback() {
  const invites = usePendingInvites();
  if (invites === undefined) return <FullScreenLoader />;
  const target = invites.length > 0 ? "join_existing" : "name";
  return <Navigate to={`/organization/create/${target}`} replace />;
}
