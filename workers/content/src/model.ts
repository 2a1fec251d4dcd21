/** Contentful's data shapes as far as the local service needs them (single locale, delivery shape). */

export type FieldType =
  "Symbol" | "Text" | "RichText" | "Integer" | "Number" | "Boolean" | "Date" | "Location" | "Object" | "Link" | "Array";

export interface FieldValidation {
  linkContentType?: string[];
  in?: string[];
  size?: { min?: number; max?: number };
}

export interface FieldDefinition {
  id: string;
  name: string;
  type: FieldType;
  linkType?: "Entry" | "Asset";
  items?: { type: "Symbol" | "Link"; linkType?: "Entry" | "Asset"; validations?: FieldValidation[] };
  required?: boolean;
  localized?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  validations?: FieldValidation[];
}

export interface ContentType {
  sys: { id: string; type: "ContentType"; [key: string]: unknown };
  name: string;
  description?: string;
  displayField: string;
  fields: FieldDefinition[];
}

export interface Link {
  sys: { type: "Link"; linkType: "Entry" | "Asset" | "Tag" | "ContentType"; id: string };
}

/** An entry as stored in `data/entries/*.json`. `sys.status: "draft"` marks an unpublished entry. */
export interface StoredEntry {
  sys: {
    id: string;
    contentType: { sys: { id: string; type?: "Link"; linkType?: "ContentType" } };
    createdAt: string;
    updatedAt: string;
    revision?: number;
    status?: "draft";
  };
  metadata?: { tags: Link[] };
  fields: Record<string, unknown>;
}

export interface StoredAsset {
  sys: { id: string; createdAt: string; updatedAt: string; revision?: number; status?: "draft" };
  metadata?: { tags: Link[] };
  fields: {
    title: string;
    description?: string;
    file: {
      fileName: string;
      contentType: string;
      details: { size: number; image?: { width: number; height: number } };
    };
  };
}

/** A tag as stored in `data/tags.json`; `version` counts its saves, as Contentful's tag version does. */
export interface Tag {
  sys: { id: string; type: "Tag"; visibility: "public"; createdAt: string; updatedAt: string; version: number };
  name: string;
}

export interface RichTextNode {
  nodeType: string;
  data: { target?: Link; uri?: string; [key: string]: unknown };
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

export const LOCALE = "sv-SE";
export const ENVIRONMENTS = ["master", "staging"] as const;
export const STAGING_ENVIRONMENT = "staging";
