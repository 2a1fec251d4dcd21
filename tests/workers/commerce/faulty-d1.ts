/**
 * A test-only D1 wrapper that makes one statement of a chosen batch fail while the batch runs (issue #47, "A D1
 * write fails part-way"). The statement is swapped for one that SQLite accepts but that fails when executed
 * (an integer overflow), so the statements before it have run inside the batch's transaction when it fails, as when
 * D1 loses a write half-way. Production code paths are untouched: the wrapper is only passed as the test's env.DB.
 */

/** A statement that prepares fine and fails when run: abs() of the smallest 64-bit integer overflows. */
const FAILING_SQL = "SELECT abs(-9223372036854775808) AS overflow";

export interface BatchFault {
  /** Which batch to break: the first whose statements include one matching this. */
  batch: RegExp;
  /** Which statement of that batch fails: the first matching this. */
  statement: RegExp;
  /** How many matching batches to break (default 1); later ones run normally. */
  times?: number;
}

export function faultyD1(db: D1Database, fault: BatchFault): D1Database & { fired: number } {
  const sqlOf = new WeakMap<object, string>();
  // The real batch takes only real statements: each wrapper remembers its own.
  const originals = new WeakMap<object, D1PreparedStatement>();
  const remember = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        const method = value as (...args: unknown[]) => unknown;
        if (property === "bind")
          return (...args: unknown[]) => remember(method.apply(target, args) as D1PreparedStatement, sql);
        return method.bind(target);
      },
    });
    sqlOf.set(wrapped, sql);
    originals.set(wrapped, statement);
    return wrapped;
  };
  const state = { fired: 0 };
  const wrapper = new Proxy(db, {
    get(target, property) {
      if (property === "fired") return state.fired;
      if (property === "prepare") return (sql: string) => remember(target.prepare(sql), sql);
      if (property === "batch")
        return (statements: D1PreparedStatement[]) => {
          const sqls = statements.map((statement) => sqlOf.get(statement) ?? "");

          const real = statements.map((statement) => originals.get(statement) ?? statement);
          const breakIt = state.fired < (fault.times ?? 1) && sqls.some((sql) => fault.batch.test(sql));
          const index = breakIt ? sqls.findIndex((sql) => fault.statement.test(sql)) : -1;
          if (index < 0) return target.batch(real);
          state.fired += 1;
          real[index] = target.prepare(FAILING_SQL);
          return target.batch(real);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return wrapper as D1Database & { fired: number };
}
