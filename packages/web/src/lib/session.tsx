import { type ReactNode, useMemo, useSyncExternalStore } from "react";
import { Provider } from "urql";
import { createGraphqlClient } from "../graphql/client";
import { getSessionVersion, subscribeSession } from "./auth-store";

/** Grows at each sign-in and sign-out (in any tab); components re-render when it does. */
export function useSessionVersion(): number {
  return useSyncExternalStore(subscribeSession, getSessionVersion, () => 0);
}

/** Provides a GraphQL client whose cache lives exactly as long as one session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const version = useSessionVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session must mean a new, empty cache.
  const client = useMemo(() => createGraphqlClient(), [version]);
  return <Provider value={client}>{children}</Provider>;
}
