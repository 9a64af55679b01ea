import type { SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The shop's database as a slice sees it, whichever engine runs it (PGlite embedded, PostgreSQL
 * at scale): queries are written once against this. Each team's tables live in its own
 * PostgreSQL schema (decision 0022); the connection's search path names every team's schema.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Runs raw SQL and returns its rows (both engines answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** Writes drizzle's SQL as text and parameters, as the database's own dialect does. */
const dialect = new PgDialect();

/** The name of each statement text `preparedRows` ran, by its text. */
const statementNames = new Map<string, string>();

/**
 * Past this many texts a statement runs unnamed: a caller that builds ever new texts (an IN-list
 * of any length) must not leave one prepared statement per text on every connection.
 */
const maxStatementNames = 500;

/**
 * Runs raw SQL as a named prepared statement and returns its rows (decision 0053). On PostgreSQL
 * each pooled connection parses and plans a text once and afterwards only binds and runs it: for
 * a basket call's short statements planning was most of PostgreSQL's work. Equal texts share one
 * name, so a name never meets another text. For the few hot statements of a request, whose
 * texts take few shapes; everything else uses `queryRows`. PGlite runs it as `queryRows` does.
 */
export async function preparedRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const statement = dialect.sqlToQuery(query);
  let name = statementNames.get(statement.sql);
  if (name === undefined && statementNames.size < maxStatementNames) {
    name = `shop_${statementNames.size + 1}`;
    statementNames.set(statement.sql, name);
  }
  const prepared = db._.session.prepareQuery(statement, undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * A team's migrations: drizzle's journal in `folder`, applied into the team's own PostgreSQL
 * `schema` (created first, and first on the search path while they run). The migration runner
 * records them in that schema's `__drizzle_migrations`.
 */
export interface SliceMigrations {
  /** The slice or platform folder that owns them (`mfe-basket`, `edge`). */
  readonly owner: string;
  readonly schema: string;
  /** Absolute path of the folder with `meta/_journal.json`. */
  readonly folder: string;
}
