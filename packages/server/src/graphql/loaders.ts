import { dataloaderGetter } from "@pothos/plugin-dataloader";
import type { Context } from "./context.js";

/**
 * A DataLoader's batch function must answer each key in the order asked, with an Error where
 * there is nothing to return (Pothos turns it into that field's error).
 */
export function inKeyOrder<K, V>(
  keys: readonly K[],
  values: readonly V[],
  keyOf: (value: V) => K,
  missing: (key: K) => Error,
): (V | Error)[] {
  const byKey = new Map(values.map((value) => [keyOf(value), value]));
  return keys.map((key) => byKey.get(key) ?? missing(key));
}

/** The values of each key, in the order asked and in their own order within a key. */
export function groupInKeyOrder<K, V>(
  keys: readonly K[],
  values: readonly V[],
  keyOf: (value: V) => K,
): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const value of values) groups.get(keyOf(value))?.push(value);
  return keys.map((key) => groups.get(key) ?? []);
}

/**
 * A DataLoader per request, cleared with the others by clearAllDataLoaders after a mutation. A
 * query that reads more than its own field in one statement primes these, so that the other
 * fields cost no statement of their own (graphql/statement-budget.test.ts).
 */
export function requestLoader<K, V>(
  load: (keys: readonly K[], context: Context) => Promise<readonly (V | Error)[]>,
) {
  // Pothos types the context of its loaders as a bare object; ours is always a Context.
  return dataloaderGetter<K, V, K>(
    undefined,
    (keys, context) => load(keys, context as Context),
    undefined,
    false,
  );
}
