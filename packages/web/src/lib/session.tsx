import { type ReactNode, useMemo, useSyncExternalStore } from "react";
import { Provider } from "urql";
import { createGraphqlClient } from "../graphql/client";
import { getAuthToken, subscribeAuthToken } from "./auth-store";

/** The current token; components re-render when the user signs in or out (in any tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
}

/** Provides a GraphQL client whose cache lives exactly as long as one session token. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token must mean a new, empty cache.
  const client = useMemo(() => createGraphqlClient(), [token]);
  return <Provider value={client}>{children}</Provider>;
}
