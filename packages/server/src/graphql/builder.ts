import SchemaBuilder from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import SimpleObjectsPlugin from "@pothos/plugin-simple-objects";
import { GraphQLScalarType, Kind } from "graphql";
import { isStaffViewer, STAFF_ONLY } from "../modules/admin/staff.js";
import { SIGN_IN_NEEDED } from "../modules/auth/bearer.js";
import type { Context } from "./context.js";
import { apiError } from "./errors.js";

/** The one place that configures Pothos (STYLE 4); each module adds its types to this builder. */
export const builder = new SchemaBuilder<{
  Context: Context;
  /** signedIn: anyone with a session; staff: isAdmin (ADMIN_EMAILS or granted in /admin). */
  AuthScopes: { signedIn: boolean; staff: boolean };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin, SimpleObjectsPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (context) => ({
      signedIn: context.viewer !== null,
      // Read when a field asks for it, once per request.
      staff: () => isStaffViewer(context),
    }),
    // Someone signed in who lacks a scope (staff) is refused; a visitor is asked to sign in.
    unauthorizedError: (_parent, context) =>
      context.viewer === null
        ? apiError("UNAUTHENTICATED", SIGN_IN_NEEDED)
        : apiError("FORBIDDEN", STAFF_ONLY),
  },
});

builder.addScalarType(
  "DateTime",
  new GraphQLScalarType<Date, string>({
    name: "DateTime",
    description: "An ISO 8601 date and time.",
    serialize: (value) => new Date(value as Date | string).toISOString(),
    parseValue: (value) => parseDate(value),
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : Number.NaN),
  }),
);

builder.addScalarType(
  "JSON",
  new GraphQLScalarType<unknown, unknown>({
    name: "JSON",
    description: "Any JSON value.",
    serialize: (value) => value,
    parseValue: (value) => value,
  }),
);

/**
 * Years 1900 to 9999: JavaScript takes years up to ±275760, Postgres refuses those before
 * 4713 BC, a year past 9999 takes more than ISO 8601's four digits, and one below 100 comes
 * back from the database a century off (0001 is read as 2001). Nothing in Contour is older.
 */
const EARLIEST_DATE = Date.parse("1900-01-01T00:00:00.000Z");
const LATEST_DATE = Date.parse("9999-12-31T23:59:59.999Z");

function parseDate(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw apiError("BAD_USER_INPUT", "Expected an ISO 8601 date.");
  if (date.getTime() < EARLIEST_DATE || date.getTime() > LATEST_DATE) {
    throw apiError("BAD_USER_INPUT", "Expected a date between the years 1900 and 9999.");
  }
  return date;
}

builder.queryType({});
builder.mutationType({});

export const OkPayload = builder.simpleObject("OkPayload", {
  fields: (t) => ({ ok: t.boolean() }),
});

export const StatusPayload = builder.simpleObject("StatusPayload", {
  fields: (t) => ({ status: t.string() }),
});
