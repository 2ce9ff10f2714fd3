/**
 * How deep a request's values may nest (GraphQL variables, JSON arguments). Our inputs nest
 * four levels at most; a deeper one is an attack on the recursion of whatever reads it next.
 */
export const MAX_INPUT_DEPTH = 32;

/** With the u flag, paired surrogates read as one code point: what is left in Cs is unpaired. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Why a text cannot be taken, or null. NUL: Postgres text refuses it. An unpaired surrogate:
 * not Unicode at all, so it cannot be stored as UTF-8 without being changed into U+FFFD.
 */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "contains a NUL character";
  if (UNPAIRED_SURROGATE.test(text)) return "contains an unpaired surrogate (not valid Unicode)";
  return null;
}

/** Where a value went wrong, as a dotted path from its name, and why. */
export interface InputProblem {
  path: string;
  problem: string;
}

/**
 * The first problem in a value as parsed from JSON or a query string: a text (object keys
 * included) that `textProblem` refuses, or nesting deeper than MAX_INPUT_DEPTH. Walks with a
 * stack of its own, so that no depth of input can overflow the call stack here.
 */
export function findInputProblem(value: unknown, name: string): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: name, depth: 0 },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) return { path, problem };
    } else if (typeof current === "object" && current !== null) {
      if (depth >= MAX_INPUT_DEPTH) {
        return { path, problem: `nests deeper than ${MAX_INPUT_DEPTH} levels` };
      }
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) return { path, problem: `has a key that ${problem}` };
        pending.push({ value: item, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The client's message for a problem: which input, and what is wrong with it. */
export function describeInputProblem({ path, problem }: InputProblem): string {
  return `The input "${path}" ${problem}.`;
}
