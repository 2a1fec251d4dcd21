/** D1 allows 100 bound parameters per statement; IN lists are split below that. */
export const MAX_IN = 90;

export function chunks<T>(items: readonly T[], size = MAX_IN): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const placeholders = (n: number, offset = 0) =>
  Array.from({ length: n }, (_, i) => `?${i + 1 + offset}`).join(",");

/** Runs `sql(placeholders)` for every chunk of keys in one batch and concatenates the rows. */
export async function selectIn<T>(
  db: D1Database,
  keys: readonly string[],
  sql: (ph: string) => string,
  extra: unknown[] = [],
): Promise<T[]> {
  if (keys.length === 0) return [];
  const statements = chunks(keys).map((chunk) =>
    db.prepare(sql(placeholders(chunk.length, extra.length))).bind(...extra, ...chunk),
  );
  const results = await db.batch<T>(statements);
  return results.flatMap((r) => r.results);
}

/**
 * Collects reads from several modules into one D1 batch (one round trip); each add returns a getter
 * for its rows after run().
 */
export class BatchReader {
  private statements: D1PreparedStatement[] = [];
  private results: D1Result[] | null = null;
  constructor(private readonly db: D1Database) {}

  add<T>(statements: D1PreparedStatement[]): () => T[] {
    const start = this.statements.length;
    this.statements.push(...statements);
    const end = this.statements.length;
    return () => {
      if (!this.results) throw new Error("BatchReader: run() first");
      return this.results.slice(start, end).flatMap((r) => r.results as T[]);
    };
  }

  addIn<T>(keys: readonly string[], sql: (ph: string) => string, extra: unknown[] = []): () => T[] {
    if (keys.length === 0) return () => [];
    return this.add<T>(
      chunks(keys).map((chunk) =>
        this.db.prepare(sql(placeholders(chunk.length, extra.length))).bind(...extra, ...chunk),
      ),
    );
  }

  async run(): Promise<void> {
    this.results = this.statements.length ? await this.db.batch(this.statements) : [];
  }
}

/**
 * A read that travels in the first batch a route sends anyway (auth/session-rider.ts, favourites/favourites-rider.ts),
 * so it costs no round trip of its own; when no batch carried it, or that batch never ran, it is read alone.
 */
export class StatementRider<T> {
  private rows: (() => T[]) | null = null;
  constructor(private readonly statement: D1PreparedStatement) {}

  /** Adds the read to a reader that has not run yet; only the first reader offered carries it. */
  board(reader: BatchReader): void {
    if (!this.rows) this.rows = reader.add<T>([this.statement]);
  }

  /** The rows, once: from the batch that carried the read, or read alone. */
  protected async take(): Promise<T[]> {
    const rows = this.rows;
    this.rows = null;
    if (rows) {
      try {
        return rows();
      } catch {
        // The reader that carried it did not run (the route failed first).
      }
    }
    return (await this.statement.all<T>()).results;
  }
}
