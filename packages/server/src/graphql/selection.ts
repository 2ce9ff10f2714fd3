import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";

/**
 * Whether the query asks for the field directly on the value being resolved (through fragments
 * too). A resolver that can read a field's data in its own statement asks this first, so that
 * it reads nothing the query does not want.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const asks = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      return asks(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => asks(node.selectionSet));
}
