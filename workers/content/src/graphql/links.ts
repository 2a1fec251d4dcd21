/** Links between entries and assets, rich text and collections of linked items, as GraphQL types. */
import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLOutputType } from "graphql";
import type { ContentType, FieldDefinition, Link, RichTextNode } from "../model";
import { contentTypeOf, findAsset, findEntry, richTextLinks } from "../repository";
import { type AssetNode, type EntryNode, type GraphqlContext, contentfulError, pascal, viewFor } from "./context";
import { Asset, Entry, JSONScalar, typeNameOf } from "./types";

export const linkTargets = (field: FieldDefinition): string[] =>
  (field.type === "Array" ? field.items?.validations : field.validations)?.find((rule) => rule.linkContentType)
    ?.linkContentType ?? [];

function unresolvable(context: GraphqlContext, owner: EntryNode, field: FieldDefinition, link: Link) {
  return contentfulError(
    `Query execution error. Link to ${link.sys.linkType.toLowerCase()} "${link.sys.id}" on field "${field.id}" within type "${typeNameOf(owner.entry)}" cannot be resolved`,
    "UNRESOLVABLE_LINK",
    context,
    { type: pascal(link.sys.linkType), linkType: link.sys.linkType, linkId: link.sys.id, field: field.id },
  );
}

/** Resolves one link for a field; a missing or unpublished target becomes an UNRESOLVABLE_LINK error. */
export function resolveLink(
  link: Link,
  owner: EntryNode,
  field: FieldDefinition,
  preview: boolean,
  context: GraphqlContext,
  allowed: string[],
) {
  const view = viewFor(preview, context);
  if (link.sys.linkType === "Asset") {
    const asset = findAsset(view, link.sys.id);
    return asset ? { asset, preview } : unresolvable(context, owner, field, link);
  }
  const entry = findEntry(view, link.sys.id);
  if (!entry) return unresolvable(context, owner, field, link);
  if (allowed.length > 0 && !allowed.includes(contentTypeOf(entry))) {
    return contentfulError(
      `Query execution error. Link on field "${field.id}" points to an entry of type "${contentTypeOf(entry)}", which the field does not allow`,
      "UNEXPECTED_LINKED_CONTENT_TYPE",
      context,
      { linkId: link.sys.id, field: field.id },
    );
  }
  return { entry, preview };
}

export function richTextType(owner: ContentType, field: FieldDefinition) {
  const base = `${pascal(owner.sys.id)}${pascal(field.id)}`;
  const byNodeType =
    (nodeTypes: string[], linkType: "Entry" | "Asset") =>
    (document: { doc: RichTextNode; preview: boolean }, _args: unknown, context: GraphqlContext) => {
      const view = viewFor(document.preview, context);
      const seen = new Set<string>();
      const found: (EntryNode | AssetNode)[] = [];
      for (const { nodeType, link } of richTextLinks(document.doc)) {
        if (!nodeTypes.includes(nodeType) || link.sys.linkType !== linkType || seen.has(link.sys.id)) continue;
        seen.add(link.sys.id);
        // Contentful leaves links to missing or unpublished targets out of `links`; renderers skip those nodes.
        if (linkType === "Entry") {
          const entry = findEntry(view, link.sys.id);
          if (entry) found.push({ entry, preview: document.preview });
        } else {
          const asset = findAsset(view, link.sys.id);
          if (asset) found.push({ asset, preview: document.preview });
        }
      }
      return found;
    };
  const entries = new GraphQLObjectType({
    name: `${base}Entries`,
    fields: () => ({
      block: {
        type: new GraphQLNonNull(new GraphQLList(Entry)),
        resolve: byNodeType(["embedded-entry-block"], "Entry"),
      },
      inline: {
        type: new GraphQLNonNull(new GraphQLList(Entry)),
        resolve: byNodeType(["embedded-entry-inline"], "Entry"),
      },
      hyperlink: {
        type: new GraphQLNonNull(new GraphQLList(Entry)),
        resolve: byNodeType(["entry-hyperlink"], "Entry"),
      },
    }),
  });
  const assets = new GraphQLObjectType({
    name: `${base}Assets`,
    fields: {
      block: {
        type: new GraphQLNonNull(new GraphQLList(Asset)),
        resolve: byNodeType(["embedded-asset-block"], "Asset"),
      },
      hyperlink: {
        type: new GraphQLNonNull(new GraphQLList(Asset)),
        resolve: byNodeType(["asset-hyperlink"], "Asset"),
      },
    },
  });
  const links = new GraphQLObjectType({
    name: `${base}Links`,
    fields: {
      entries: { type: new GraphQLNonNull(entries), resolve: (document) => document },
      assets: { type: new GraphQLNonNull(assets), resolve: (document) => document },
    },
  });
  return new GraphQLObjectType<{ doc: RichTextNode; preview: boolean }>({
    name: base,
    fields: {
      json: { type: new GraphQLNonNull(JSONScalar), resolve: (document) => document.doc },
      links: { type: new GraphQLNonNull(links), resolve: (document) => document },
    },
  });
}

export function collectionType(name: string, itemType: GraphQLOutputType) {
  return new GraphQLObjectType({
    name,
    fields: {
      total: { type: new GraphQLNonNull(GraphQLInt) },
      skip: { type: new GraphQLNonNull(GraphQLInt) },
      limit: { type: new GraphQLNonNull(GraphQLInt) },
      items: { type: new GraphQLNonNull(new GraphQLList(itemType)) },
    },
  });
}
