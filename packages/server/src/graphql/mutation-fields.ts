import {
  type ExecutionArgs,
  type GraphQLFieldExtensions,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from "graphql";

/**
 * Whether the request is a mutation whose every root field's extensions pass `test`; false for
 * queries. Fragment spreads at the root count as failing, to keep it plain.
 */
export function isMutationWhereEveryField(
  args: ExecutionArgs,
  test: (extensions: GraphQLFieldExtensions<unknown, unknown> | undefined) => boolean,
): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  const fields = args.schema.getMutationType()?.getFields();
  if (operation?.operation !== "mutation" || !fields) return false;
  const passes = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.INLINE_FRAGMENT) return passes(selection.selectionSet);
      if (selection.kind !== Kind.FIELD) return false;
      if (selection.name.value === "__typename") return true;
      return test(fields[selection.name.value]?.extensions);
    });
  return passes(operation.selectionSet);
}

/** Whether the request is a mutation at all. */
export function isMutation(args: ExecutionArgs): boolean {
  return getOperationAST(args.document, args.operationName)?.operation === "mutation";
}
