import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { wrapsBinding } from "./d1-binding";

/**
 * `Server-Timing: d1;dur=…;desc="n queries", total;dur=…` on every answer, so the storefront's `commerce` time
 * can be split into the database and the service's own work. D1 is counted through a per-request wrapper of the
 * binding (c.env is this request's copy; the isolate's env object is left alone). On Workers the clock moves
 * only across I/O, so `total` is mostly D1 and the time its answers took.
 */
interface Timer {
  time<T>(work: Promise<T>): Promise<T>;
}

const STATEMENT_RUNS = new Set(["first", "all", "run", "raw"]);

/** Wrapped statements, so `batch` can hand D1 the originals (it refuses anything else). */
const originals = new WeakMap<object, D1PreparedStatement>();

function timedStatement(statement: D1PreparedStatement, timer: Timer): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === "bind")
        return (...args: unknown[]) => timedStatement(method.apply(target, args) as D1PreparedStatement, timer);
      if (STATEMENT_RUNS.has(String(property)))
        return (...args: unknown[]) => timer.time(method.apply(target, args) as Promise<unknown>);
      return method.bind(target);
    },
  });
  originals.set(wrapped, statement);
  return wrapped;
}

export function timedD1(db: D1Database, timer: Timer): D1Database {
  const timed = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === "prepare")
        return (query: string) => timedStatement(method.call(target, query) as D1PreparedStatement, timer);
      if (property === "batch")
        return (statements: D1PreparedStatement[]) =>
          timer.time(
            method.call(
              target,
              statements.map((s) => originals.get(s) ?? s),
            ) as Promise<unknown>,
          );
      if (property === "exec") return (query: string) => timer.time(method.call(target, query) as Promise<unknown>);
      return method.bind(target);
    },
  });
  return wrapsBinding(timed, db);
}

const ms = (value: number) => Math.max(0, Math.round(value * 10) / 10);

export const serverTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  let d1 = 0;
  let queries = 0;
  const timer: Timer = {
    time(work) {
      const start = performance.now();
      const settle = () => {
        d1 += performance.now() - start;
        queries += 1;
      };
      work.then(settle, settle);
      return work;
    },
  };
  c.env = { ...c.env, DB: timedD1(c.env.DB, timer) };
  await next();
  const d1Entry = `d1;dur=${ms(d1)};desc="${queries} ${queries === 1 ? "query" : "queries"}"`;
  const value = `${d1Entry}, total;dur=${ms(performance.now() - started)}`;
  try {
    c.res.headers.append("Server-Timing", value);
  } catch {
    // An answer passed through from another fetch has immutable headers: copy it once.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Server-Timing", value);
  }
};
