import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import {
  type GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
} from "graphql";
import type { YogaInitialContext } from "graphql-yoga";
import type { EdgePlugin } from "./edge-plugins.js";
import { apiError } from "./errors.js";

/**
 * What one GraphQL document may ask for, checked before anything runs (issue 15, finding 4;
 * docs/security.md gives the reasons). The web app's largest document uses depth 6, no alias,
 * cost 252 and 108 tokens; a test keeps every one of them at half of each limit or less.
 */
export const GRAPHQL_LIMITS = {
  /** Levels of nested selections, fragments flattened. */
  depth: 12,
  /** Aliases in a document: one request asked for a list field 1,000 times under aliases. */
  aliases: 10,
  /** graphql-armor's cost: 2 an object, 1 a scalar, ×1.5 a level, × a literal `first`. */
  cost: 2000,
  /** Lexical tokens, counted while parsing: a 5,000-deep query stops at the limit. */
  tokens: 1000,
  directives: 10,
} as const;

export type GraphQLLimits = { readonly [limit in keyof typeof GRAPHQL_LIMITS]: number };

/** Armor's message without its "Syntax Error: " prefix, as a BAD_USER_INPUT error. */
function limitError(error: GraphQLError): GraphQLError {
  return apiError("BAD_USER_INPUT", error.message.replace(/^Syntax Error: /, ""));
}

/** Validation limits report into the validation errors, so that nothing runs and all are told. */
const reportLimit = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(limitError(error)),
  ],
};

/**
 * Depth, alias, cost, token and directive limits (graphql-armor); in production also no
 * introspection and no "Did you mean" suggestions, which would map the schema for an attacker.
 * The web app's typed documents come from schema.graphql, so it never needs introspection.
 */
export function useCostLimits(
  limits: GraphQLLimits,
  { production }: { production: boolean },
): EdgePlugin[] {
  const armor = EnvelopArmorPlugin<YogaInitialContext>({
    maxDepth: { n: limits.depth, flattenFragments: true, ...reportLimit },
    maxAliases: { n: limits.aliases, ...reportLimit },
    costLimit: { maxCost: limits.cost, flattenFragments: true, ...reportLimit },
    maxDirectives: { n: limits.directives, ...reportLimit },
    // The token count runs inside the parser: throwing is the only way to stop it there.
    maxTokens: {
      n: limits.tokens,
      onReject: [
        (_context, error) => {
          throw limitError(error);
        },
      ],
    },
    blockFieldSuggestion: { enabled: production },
  });
  if (!production) return [armor];
  return [
    armor,
    { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) },
  ];
}
