/** A category's attribute sequence (spec: /attribute-sequence/{category}/1): the order attributes are shown in. */
import { reference, type Category } from "./reference";

export interface AttributeSequenceView {
  sequence: string[];
  disabled: string[];
}

/** A parent category shows the attributes of its leaves, first seen first. */
export async function attributeSequence(db: D1Database, category: Category): Promise<AttributeSequenceView> {
  const ref = await reference(db);
  const leafIds =
    category.level === 3
      ? [category.id]
      : [...ref.categories.values()]
          .filter((x) => x.level === 3 && x.path.startsWith(`${category.path}/`))
          .map((x) => x.id);
  const { results } = await db
    .prepare(
      `SELECT attribute_name, disabled FROM attribute_sequences WHERE category_id IN (SELECT value FROM json_each(?)) ORDER BY position, category_id`,
    )
    .bind(JSON.stringify(leafIds))
    .all<{ attribute_name: string; disabled: number }>();
  const sequence: string[] = [];
  const disabled: string[] = [];
  for (const r of results) {
    const list = r.disabled ? disabled : sequence;
    if (!list.includes(r.attribute_name)) list.push(r.attribute_name);
  }
  return { sequence, disabled };
}
