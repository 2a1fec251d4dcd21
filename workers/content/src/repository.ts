import {
  assets as storedAssets,
  contentTypes as storedContentTypes,
  entries as storedEntries,
  tags as storedTags,
} from "./data.generated";
import {
  LOCALE,
  STAGING_ENVIRONMENT,
  type ContentType,
  type FieldDefinition,
  type Link,
  type RichTextNode,
  type StoredAsset,
  type StoredEntry,
  type Tag,
} from "./model";

const entriesById = new Map(storedEntries.map((entry) => [entry.sys.id, entry]));
const assetsById = new Map(storedAssets.map((asset) => [asset.sys.id, asset]));
const contentTypesById = new Map(storedContentTypes.map((type) => [type.sys.id, type]));
const tagsById = new Map(storedTags.map((tag) => [tag.sys.id, tag]));

/**
 * What one request may see: the environment it addressed and whether drafts are visible
 * (staging environment, the preview token, or GraphQL `preview: true` with the preview token).
 */
export interface View {
  spaceId: string;
  environment: string;
  showDrafts: boolean;
  /** Host (and port) the request came in on; asset URLs point back at this service. */
  host: string;
  protocol: string;
}

export function createView(spaceId: string, environment: string, preview: boolean, requestUrl: string): View {
  const url = new URL(requestUrl);
  return {
    spaceId,
    environment,
    showDrafts: preview || environment === STAGING_ENVIRONMENT,
    host: url.host,
    protocol: url.protocol,
  };
}

const isVisible = (view: View, item: { sys: { status?: string } }) => view.showDrafts || item.sys.status !== "draft";

export const allContentTypes = (): ContentType[] => storedContentTypes;
/** Health: the generated content data is bundled and has entries. */
export const contentDataLoaded = (): boolean => storedEntries.length > 0 && storedContentTypes.length > 0;
export const findContentType = (id: string): ContentType | undefined => contentTypesById.get(id);
export const allTags = (): Tag[] => storedTags;
export const findTag = (id: string): Tag | undefined => tagsById.get(id);

export function visibleEntries(view: View): StoredEntry[] {
  return storedEntries.filter((entry) => isVisible(view, entry));
}

export function findEntry(view: View, id: string): StoredEntry | undefined {
  const entry = entriesById.get(id);
  return entry && isVisible(view, entry) ? entry : undefined;
}

export function visibleAssets(view: View): StoredAsset[] {
  return storedAssets.filter((asset) => isVisible(view, asset));
}

export function findAsset(view: View, id: string): StoredAsset | undefined {
  const asset = assetsById.get(id);
  return asset && isVisible(view, asset) ? asset : undefined;
}

export function contentTypeOf(entry: StoredEntry): string {
  return entry.sys.contentType.sys.id;
}

function linkSys(linkType: string, id: string) {
  return { sys: { type: "Link", linkType, id } };
}

function baseSys(view: View, item: { sys: StoredEntry["sys"] | StoredAsset["sys"] }) {
  return {
    space: linkSys("Space", view.spaceId),
    id: item.sys.id,
    createdAt: item.sys.createdAt,
    updatedAt: item.sys.updatedAt,
    environment: linkSys("Environment", view.environment),
    publishedVersion: item.sys.status === "draft" ? undefined : (item.sys.revision ?? 1) * 2,
    revision: item.sys.revision ?? 1,
    locale: LOCALE,
  };
}

/** The entry in Contentful's delivery shape (plain field values, single locale). */
export function deliveryEntry(view: View, entry: StoredEntry) {
  return {
    metadata: { tags: entry.metadata?.tags ?? [], concepts: [] },
    sys: { ...baseSys(view, entry), type: "Entry", contentType: linkSys("ContentType", contentTypeOf(entry)) },
    fields: entry.fields,
  };
}

export function assetUrl(view: View, asset: StoredAsset): string {
  return `//${view.host}/assets-files/${view.spaceId}/${asset.sys.id}/${asset.fields.file.fileName}`;
}

export function deliveryAsset(view: View, asset: StoredAsset) {
  return {
    metadata: { tags: asset.metadata?.tags ?? [], concepts: [] },
    sys: { ...baseSys(view, asset), type: "Asset" },
    fields: { ...asset.fields, file: { url: assetUrl(view, asset), ...asset.fields.file } },
  };
}

/**
 * Sync and `locale=*` return every field localized (`{ "sv-SE": value }`), as Contentful does; such an item
 * stands for all locales, so its sys names none (Contentful's sync items carry no `sys.locale`).
 */
export function localized<T extends { sys: object; fields: Record<string, unknown> }>(item: T): T {
  const { locale: _singleLocale, ...sys } = item.sys as T["sys"] & { locale?: string };
  return {
    ...item,
    // Typed as the input's sys so the answers' item lists keep one type: they are only serialised, never read.
    sys: sys as T["sys"],
    fields: Object.fromEntries(Object.entries(item.fields).map(([key, value]) => [key, { [LOCALE]: value }])),
  };
}

/** The content service's one editor, named as the user who created and last changed each tag. */
const EDITOR = linkSys("User", "content-editor");

/** A tag in Contentful's delivery shape: `sys` with dates, version, space, environment and the editing user. */
export function deliveryTag(view: View, tag: Tag) {
  return {
    sys: {
      ...tag.sys,
      space: linkSys("Space", view.spaceId),
      environment: linkSys("Environment", view.environment),
      createdBy: EDITOR,
      updatedBy: EDITOR,
    },
    name: tag.name,
  };
}

export function deliveryContentType(view: View, type: ContentType) {
  return {
    sys: {
      space: linkSys("Space", view.spaceId),
      id: type.sys.id,
      type: "ContentType",
      createdAt: "2026-01-05T08:00:00.000Z",
      updatedAt: "2026-01-05T08:00:00.000Z",
      environment: linkSys("Environment", view.environment),
      revision: 1,
    },
    displayField: type.displayField,
    name: type.name,
    description: type.description ?? "",
    fields: type.fields.map((field) => ({
      localized: false,
      required: false,
      disabled: false,
      omitted: false,
      validations: [],
      ...field,
    })),
  };
}

export function isLink(value: unknown): value is Link {
  if (!value || typeof value !== "object") return false;
  const sys = (value as { sys?: { type?: unknown } }).sys;
  return !!sys && sys.type === "Link";
}

export function isRichText(value: unknown): value is RichTextNode {
  return !!value && typeof value === "object" && (value as RichTextNode).nodeType === "document";
}

/** Every link target a rich text document embeds or hyperlinks to, in document order. */
export function richTextLinks(node: RichTextNode, found: { nodeType: string; link: Link }[] = []) {
  if (node.data?.target && isLink(node.data.target)) found.push({ nodeType: node.nodeType, link: node.data.target });
  for (const child of node.content ?? []) richTextLinks(child, found);
  return found;
}

export function richTextPlainText(node: RichTextNode): string {
  if (node.nodeType === "text") return node.value ?? "";
  return (node.content ?? []).map(richTextPlainText).join(" ");
}

/** Entry and asset links held by an entry's fields: single links, arrays of links and rich text embeds. */
export function outgoingLinks(fields: Record<string, unknown>): Link[] {
  const links: Link[] = [];
  for (const value of Object.values(fields)) {
    if (isLink(value)) links.push(value);
    else if (Array.isArray(value)) links.push(...value.filter(isLink));
    else if (isRichText(value)) links.push(...richTextLinks(value).map((found) => found.link));
  }
  return links.filter((link) => link.sys.linkType === "Entry" || link.sys.linkType === "Asset");
}

export function fieldDefinition(type: ContentType, fieldId: string): FieldDefinition | undefined {
  return type.fields.find((field) => field.id === fieldId);
}

/** Text an entry is found by in full-text search: its text fields, rich text included. */
export function searchableText(entry: StoredEntry): string {
  const parts: string[] = [];
  for (const value of Object.values(entry.fields)) {
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) parts.push(...value.filter((item): item is string => typeof item === "string"));
    else if (isRichText(value)) parts.push(richTextPlainText(value));
  }
  return parts.join(" ").toLocaleLowerCase("sv-SE");
}

/** A version stamp of the content a view sees: the latest update time (sync tokens are built on it). */
export function latestUpdate(view: View): string {
  const stamps = [...visibleEntries(view), ...visibleAssets(view)].map((item) => item.sys.updatedAt);
  return stamps.sort().at(-1) ?? "1970-01-01T00:00:00.000Z";
}
