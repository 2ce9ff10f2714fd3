import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from "graphql";

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * A value written as a GraphQL literal for an argument of `type`, as a client would inline it;
 * null when GraphQL cannot write it (an object key that is not a name). Values of the wrong
 * shape are written as they are, for the server to refuse.
 */
export function graphqlLiteral(value: unknown, type: GraphQLInputType | null): string | null {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") {
    if (inner && isEnumType(inner) && inner.getValue(value)) return value;
    // JSON's escapes are GraphQL's: \" \\ \n … and \uXXXX for the rest.
    return JSON.stringify(value);
  }
  if (typeof value === "number" || typeof value === "boolean") return JSON.stringify(value);
  if (Array.isArray(value)) {
    const itemType = inner && isListType(inner) ? inner.ofType : null;
    const items = value.map((item) => graphqlLiteral(item, itemType));
    return items.includes(null) ? null : `[${items.join(", ")}]`;
  }
  if (typeof value === "object") {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
    const entries: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (!NAME.test(key)) return null;
      const literal = graphqlLiteral(item, fields[key]?.type ?? null);
      if (literal === null) return null;
      entries.push(`${key}: ${literal}`);
    }
    return `{${entries.join(", ")}}`;
  }
  return null;
}
