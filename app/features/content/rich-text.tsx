import { Fragment, lazy, Suspense, type ReactNode } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ContentAsset } from "@shop/contract/content/base";
import type {
  DynamicForm,
  LinkedEntry,
  RichText as RichTextValue,
  RichTextNode,
} from "@shop/contract/content/rich-text";
import { ContentImage } from "./content-image";
import { useEmbeddedCsrf } from "./form-context";
import { SafeLink } from "~/ui/safe-link";

// Few pages embed a form: its code loads only where one is rendered, not with every page's rich text (the `/` JS
// budget). A browser without scripts still gets it server-rendered (entry.server.tsx waits for allReady).
const DynamicFormView = lazy(() => import("./dynamic-form").then((module) => ({ default: module.DynamicFormView })));

interface Links {
  entries: Map<string, LinkedEntry>;
  assets: Map<string, ContentAsset>;
}

function indexLinks(value: RichTextValue | null | undefined): Links {
  const entries = new Map<string, LinkedEntry>();
  const assets = new Map<string, ContentAsset>();
  const linked = value?.links;
  for (const list of [linked?.entries?.block, linked?.entries?.inline, linked?.entries?.hyperlink]) {
    for (const entry of list ?? []) if (entry) entries.set(entry.sys.id, entry as LinkedEntry);
  }
  for (const asset of linked?.assets?.block ?? []) if (asset?.sys) assets.set(asset.sys.id, asset);
  return { entries, assets };
}

function targetId(node: RichTextNode): string | undefined {
  const target = node.data?.target as { sys?: { id?: string } } | undefined;
  return target?.sys?.id;
}

/**
 * Renders a Contentful rich-text document as semantic HTML. Headings start at h2 (the page owns
 * its h1); embedded entries render by type; links follow the safe link rules; an embed whose
 * target is missing renders nothing.
 */
export function RichText({
  value,
  className,
}: {
  value: RichTextValue | { json: RichTextNode } | null | undefined;
  className?: string;
}) {
  if (!value?.json) return null;
  const links = indexLinks(value as RichTextValue);
  return <div className={className ?? "rich-text"}>{renderNodes(value.json.content ?? [], links)}</div>;
}

function renderNodes(nodes: RichTextNode[], links: Links): ReactNode[] {
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node, links)}</Fragment>);
}

function renderText(node: RichTextNode): ReactNode {
  let element: ReactNode = node.value ?? "";
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") element = <strong>{element}</strong>;
    else if (mark.type === "italic") element = <em>{element}</em>;
    else if (mark.type === "underline") element = <u>{element}</u>;
    else if (mark.type === "code") element = <code>{element}</code>;
    else if (mark.type === "superscript") element = <sup>{element}</sup>;
    else if (mark.type === "subscript") element = <sub>{element}</sub>;
    else if (mark.type === "strikethrough") element = <s>{element}</s>;
  }
  return element;
}

function renderNode(node: RichTextNode, links: Links): ReactNode {
  const children = () => renderNodes(node.content ?? [], links);
  switch (node.nodeType) {
    case "text":
      return renderText(node);
    case "paragraph":
      return <p>{children()}</p>;
    case "heading-1":
    case "heading-2":
      return <h2>{children()}</h2>;
    case "heading-3":
      return <h3>{children()}</h3>;
    case "heading-4":
      return <h4>{children()}</h4>;
    case "heading-5":
      return <h5>{children()}</h5>;
    case "heading-6":
      return <h6>{children()}</h6>;
    case "unordered-list":
      return <ul>{children()}</ul>;
    case "ordered-list":
      return <ol>{children()}</ol>;
    case "list-item":
      return <li>{children()}</li>;
    case "blockquote":
      return <blockquote>{children()}</blockquote>;
    case "hr":
      return <hr />;
    case "table":
      return (
        <div className="rich-text__table">
          <table>
            <tbody>{children()}</tbody>
          </table>
        </div>
      );
    case "table-row":
      return <tr>{children()}</tr>;
    case "table-header-cell":
      return <th scope="col">{children()}</th>;
    case "table-cell":
      return <td>{children()}</td>;
    case "hyperlink":
      return <SafeLink href={node.data?.uri as string | undefined}>{children()}</SafeLink>;
    case "entry-hyperlink": {
      const entry = links.entries.get(targetId(node) ?? "");
      const slug = typeof entry?.slug === "string" ? entry.slug : undefined;
      return slug ? <SafeLink href={`/${slug}`}>{children()}</SafeLink> : <>{children()}</>;
    }
    case "asset-hyperlink": {
      const asset = links.assets.get(targetId(node) ?? "");
      return asset ? <SafeLink href={asset.url}>{children()}</SafeLink> : <>{children()}</>;
    }
    case "embedded-asset-block": {
      const asset = links.assets.get(targetId(node) ?? "");
      if (!asset) return null;
      return (
        <figure className="rich-text__figure">
          <ContentImage image={asset} sizes="(min-width: 72rem) 48rem, 100vw" />
          {asset.title && asset.description ? <figcaption>{asset.description}</figcaption> : null}
        </figure>
      );
    }
    case "embedded-entry-block":
    case "embedded-entry-inline": {
      const entry = links.entries.get(targetId(node) ?? "");
      return entry ? <EmbeddedEntry entry={entry} inline={node.nodeType === "embedded-entry-inline"} /> : null;
    }
    default:
      return node.content ? <>{children()}</> : null;
  }
}

type Fields = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const richOf = (value: unknown) =>
  value && typeof value === "object" && "json" in value ? (value as { json: RichTextNode }) : undefined;
const assetOf = (value: unknown) =>
  value && typeof value === "object" && "url" in value ? (value as ContentAsset) : undefined;

function EmbeddedEntry({ entry }: { entry: LinkedEntry; inline: boolean }) {
  const fields = entry as Fields;
  switch (entry.__typename) {
    case "Button":
      return <ContentButton fields={fields} />;
    case "Accordions": {
      const items = ((fields.itemsCollection as { items?: Fields[] } | undefined)?.items ?? []).filter(Boolean);
      return (
        <div className="accordions">
          {str(fields.title) ? <h2>{str(fields.title)}</h2> : null}
          {items.map((item, index) => (
            <details key={index} className="accordions__item">
              <summary>{str(item.title)}</summary>
              <RichText value={richOf(item.body)} />
            </details>
          ))}
        </div>
      );
    }
    case "InfoBlock":
      return (
        <aside className="info-block">
          {str(fields.infoBlockTitle) ? <h2>{str(fields.infoBlockTitle)}</h2> : null}
          <RichText value={richOf(fields.infoBlockText)} />
        </aside>
      );
    case "TextAndMedia":
      return (
        <section className={`text-and-media text-and-media--${fields.imagePosition === "left" ? "left" : "right"}`}>
          <div>
            {str(fields.textMediaTitle) ? <h2>{str(fields.textMediaTitle)}</h2> : null}
            <RichText value={richOf(fields.mediaText)} />
          </div>
          <ContentImage image={assetOf(fields.image)} sizes="(min-width: 48rem) 24rem, 100vw" />
        </section>
      );
    case "TextBlock":
      return <RichText value={richOf(fields.bodyTextSecondary)} className="text-block" />;
    case "Video":
      return <VideoLink title={str(fields.title)} url={str(fields.videoUrl)} poster={assetOf(fields.poster)} />;
    case "ImageSingle":
      return (
        <figure className="rich-text__figure">
          <ContentImage image={assetOf(fields.image)} sizes="(min-width: 72rem) 48rem, 100vw" />
          {str(fields.caption) ? <figcaption>{str(fields.caption)}</figcaption> : null}
        </figure>
      );
    case "DynamicForm":
      return <EmbeddedDynamicForm entry={entry} />;
    case "ContentPage":
      return str(fields.slug) ? (
        <SafeLink href={`/${str(fields.slug)}`}>{str(fields.title) ?? str(fields.slug)}</SafeLink>
      ) : null;
    default:
      // An entry type the shop cannot show (yet) is left out rather than shown half.
      return null;
  }
}

export function ContentButton({ fields }: { fields: Fields }) {
  const variant = ["primary", "secondary", "tertiary"].includes(String(fields.variant))
    ? String(fields.variant)
    : "primary";
  const size = ["small", "medium", "large"].includes(String(fields.size)) ? String(fields.size) : "medium";
  const shape = fields.shape === "square" ? "square" : "rounded";
  const button = (
    <SafeLink href={str(fields.url)} className={`button button--${variant} button--${size} button--${shape}`}>
      {str(fields.text)}
    </SafeLink>
  );
  return fields.inline ? button : <p className="rich-text__button">{button}</p>;
}

/**
 * Videos open on their host's page: an embedded player would need third-party frames and
 * scripts (CSP frame-src, consent) and cost the page its performance budget.
 */
export function VideoLink({ title, url, poster }: { title?: string; url?: string; poster?: ContentAsset }) {
  const t = useT();
  if (!url) return null;
  return (
    <figure className="video-link">
      <SafeLink href={url}>
        <ContentImage image={poster} sizes="(min-width: 72rem) 48rem, 100vw" decorative />
        <span className="video-link__label">{t("content.watch_video", { title: title ?? "" })}</span>
      </SafeLink>
    </figure>
  );
}

/** A dynamic form embedded in a page posts to its own route, which validates, stores and thanks. */
function EmbeddedDynamicForm({ entry }: { entry: LinkedEntry }) {
  const csrf = useEmbeddedCsrf();
  // Parsed with dynamicFormSchema on the server (see linkedEntrySchema); null when it did not match.
  const form = entry.dynamicForm as DynamicForm | null | undefined;
  if (!form || !csrf) return null;
  return (
    <Suspense fallback={null}>
      <DynamicFormView
        form={form}
        action={`/formular/${form.sys.id}`}
        csrf={csrf}
        headingLevel={2}
        description={<RichText value={form.formDescription} />}
      />
    </Suspense>
  );
}
