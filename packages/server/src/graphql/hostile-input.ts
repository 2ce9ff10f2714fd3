import { BREAK, type DocumentNode, visit } from "graphql";
import { describeInputProblem, findInputProblem, textProblem } from "../http/hostile-text.js";
import type { EdgePlugin } from "./edge-plugins.js";
import { apiError } from "./errors.js";

/** What is wrong with the first variable that cannot be taken, or null. */
function variablesProblem(variables: Readonly<Record<string, unknown>>): string | null {
  for (const [name, value] of Object.entries(variables)) {
    const problem = findInputProblem(value, `$${name}`);
    if (problem) return describeInputProblem(problem);
  }
  return null;
}

/** What is wrong with the first text written in the query itself (a literal), or null. */
function literalsProblem(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      const problem = textProblem(node.value);
      if (!problem) return;
      found = `A text in the query ${problem}.`;
      return BREAK;
    },
  });
  return found;
}

/**
 * Refuses, before any resolver runs, every text argument that the database would refuse or
 * mangle (NUL, unpaired surrogates) and values nested beyond reason, whether they come as
 * variables or as literals in the query: BAD_USER_INPUT, naming the input. Dates are checked
 * where they are parsed, by the DateTime scalar (builder.ts).
 */
export function useHostileInputGuard(): EdgePlugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const message = variablesProblem(args.variableValues ?? {}) ?? literalsProblem(args.document);
      if (message) setResultAndStopExecution({ errors: [apiError("BAD_USER_INPUT", message)] });
    },
  };
}
