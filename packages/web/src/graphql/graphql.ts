import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/** The typed `graphql()` tag: documents are checked against the server schema at compile time. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    JSON: unknown;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
export { readFragment } from "gql.tada";
