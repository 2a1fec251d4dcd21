/**
 * Whether a query asks for a field below the one being resolved, so a resolver can leave out reads nobody selected
 * (a cart page selects neither its articles' relations nor every stock location, and a 100-line cart read them all).
 */
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

function selectsIn(
  set: SelectionSetNode | undefined,
  path: readonly string[],
  fragments: Record<string, FragmentDefinitionNode>,
): boolean {
  if (!set) return false;
  const [head, ...rest] = path;
  for (const selection of set.selections) {
    if (selection.kind === "Field") {
      if (selection.name.value !== head) continue;
      if (rest.length === 0 || selectsIn(selection.selectionSet, rest, fragments)) return true;
    } else {
      const inner =
        selection.kind === "InlineFragment" ? selection.selectionSet : fragments[selection.name.value]?.selectionSet;
      if (selectsIn(inner, path, fragments)) return true;
    }
  }
  return false;
}

/** True when the resolved field's selection reaches `path` (field names, fragments followed), e.g. items.stock.locations. */
export function selects(info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments">, path: readonly string[]): boolean {
  return info.fieldNodes.some((node) => selectsIn(node.selectionSet, path, info.fragments));
}
