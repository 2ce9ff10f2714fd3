import fc from "fast-check";
import {
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLList,
  type GraphQLScalarType,
  isEnumType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";

/**
 * Ids a generated argument may name: what the caller may change, what their workspace has that
 * they may not, another workspace's; besides, made-up and malformed ones.
 */
export interface IdPools {
  mine: readonly string[];
  ours: readonly string[];
  other: readonly string[];
}

/** The hostile texts the tester used, and the ones a fuzzer finds first. */
const HOSTILE_TEXTS = [
  "\u0000",
  "Sketch\u0000book",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil\u202C",
  "\u200B",
  "\uFEFF",
  "e\u0301\u0301\u0301\u0301",
  "🚗".repeat(50),
  "'; DROP TABLE users; --",
  "../../etc/passwd",
  "%00",
  "<img src=x onerror=alert(1)>",
  "null",
  "undefined",
  "-1",
  "NaN",
];

const PLAUSIBLE_TEXTS = [
  "",
  " ",
  "Sketchbook",
  "Ada Designer",
  "ada@example.com",
  "Example1234",
  "EDITOR",
  "FREE",
  "https://example.com",
];

const unpairedSurrogate = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);

/** Texts from plausible to hostile: huge, NUL, unpaired surrogates, odd Unicode. */
export const textArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: unpairedSurrogate },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((n) => "x".repeat(n)) },
);

/** GraphQL's Int: 32 bits, its edges included. */
const int32Arbitrary: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, 1, 100, 101, 2 ** 31 - 1, -(2 ** 31)) },
  { weight: 1, arbitrary: fc.integer() },
);

const outOfRangeNumbers = fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 40), 1.5, "10", true);

const plausibleDates = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
  .map((date) => date.toISOString());

const hostileDates: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "+275760-09-13T00:00:00.000Z",
      "-271821-04-20T00:00:00.000Z",
      "0000-01-01T00:00:00.000Z",
      "+010000-01-01T00:00:00.000Z",
      "1899-12-31T23:59:59.999Z",
      "2024-02-30",
      "yesterday",
      "",
      0,
    ),
  },
  { weight: 1, arbitrary: textArbitrary },
);

/** JSON with hostile texts in values and keys, sometimes nested past any input of ours. */
const jsonArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.dictionary(textArbitrary, textArbitrary, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 30, max: 2000 }).map((depth) => {
      let value: unknown = "leaf";
      for (let level = 0; level < depth; level += 1) value = { nested: value };
      return value;
    }),
  },
);

/**
 * How far a value may stray from its type: "typed" keeps the shape GraphQL coerces (so the call
 * reaches the resolvers, with hostile texts, ids, numbers and dates inside), "any" also breaks
 * it (null where null is not allowed, unknown enum values and fields, wrong scalar types).
 */
export type Strictness = "typed" | "any";

function idArbitrary(pools: IdPools, strictness: Strictness): fc.Arbitrary<unknown> {
  const ids = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...pools.mine) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.ours) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.other) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "1", "not-an-id", "00000000-0000-0000-0000-000000000000"),
    },
    { weight: 1, arbitrary: textArbitrary },
  );
  return strictness === "typed"
    ? ids
    : fc.oneof({ weight: 9, arbitrary: ids }, { weight: 1, arbitrary: fc.constant(42) });
}

/** Mostly `typed`, and in "any" sometimes `wrong` instead. */
function stray<T>(strictness: Strictness, typed: fc.Arbitrary<T>, wrong: fc.Arbitrary<unknown>) {
  if (strictness === "typed") return typed;
  return fc.oneof(
    { weight: 4, arbitrary: typed as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: wrong },
  );
}

function scalarArbitrary(
  name: string,
  pools: IdPools,
  strictness: Strictness,
): fc.Arbitrary<unknown> {
  switch (name) {
    case "ID":
      return idArbitrary(pools, strictness);
    case "String":
      return stray(strictness, textArbitrary, fc.constantFrom(7, false));
    case "Int":
      return stray(strictness, int32Arbitrary, outOfRangeNumbers);
    case "Float":
      return stray(
        strictness,
        fc.oneof(int32Arbitrary, fc.double({ noNaN: true, noDefaultInfinity: true })),
        fc.constantFrom("1.5", true),
      );
    case "Boolean":
      return stray(strictness, fc.boolean(), fc.constantFrom("true", 0));
    case "DateTime":
      // Dates out of range are well typed for JSON; the scalar is what refuses them.
      return fc.oneof(
        { weight: 3, arbitrary: plausibleDates },
        { weight: 1, arbitrary: hostileDates },
      );
    case "JSON":
      return jsonArbitrary;
    default:
      throw new Error(`R3 has no generator for the scalar ${name}: add one`);
  }
}

/** A value that is not null, of a nullable type (a list, enum, scalar or input object). */
type NullableInputType =
  | GraphQLScalarType
  | GraphQLEnumType
  | GraphQLInputObjectType
  | GraphQLList<GraphQLInputType>;

function presentArbitrary(
  type: NullableInputType,
  pools: IdPools,
  strictness: Strictness,
): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const item = inputArbitrary(type.ofType, pools, strictness);
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 3 }) },
      { weight: 1, arbitrary: item },
      { weight: 1, arbitrary: fc.array(item, { minLength: 150, maxLength: 300 }) },
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    return stray(strictness, fc.constantFrom(...names), textArbitrary);
  }
  if (isScalarType(type)) return scalarArbitrary(type.name, pools, strictness);
  const fields = fieldsArbitrary(Object.values(type.getFields()), pools, strictness);
  return stray(
    strictness,
    fields,
    fields.map((value) => ({ ...value, unknownField: "x" })),
  );
}

/**
 * Values for an input type: hostile contents always, and a broken shape too when `strictness`
 * is "any" (see Strictness). Lists are sometimes long, to meet the limits on bulk calls.
 */
export function inputArbitrary(
  type: GraphQLInputType,
  pools: IdPools,
  strictness: Strictness,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return stray(strictness, presentArbitrary(type.ofType, pools, strictness), fc.constant(null));
  }
  return fc.oneof(
    { weight: 5, arbitrary: presentArbitrary(type, pools, strictness) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** An object of arguments or input fields; optional ones are sometimes left out. */
export function fieldsArbitrary(
  fields: readonly Pick<GraphQLArgument, "name" | "type">[],
  pools: IdPools,
  strictness: Strictness,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    fields.map((field) => [field.name, inputArbitrary(field.type, pools, strictness)]),
  );
  const requiredKeys = fields
    .filter((field) => isNonNullType(field.type))
    .map((field) => field.name);
  return fc.record(shape, { requiredKeys });
}
