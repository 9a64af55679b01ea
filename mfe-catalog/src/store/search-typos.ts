import { sql, type SQL } from "drizzle-orm";
import type { Language } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";

const textSearchConfig: Record<Language, string> = {
  de: "german",
  fr: "french",
  nl: "dutch",
};

/**
 * Trigram similarity from which a known stem counts as meant by an unknown stem of the query:
 * one letter off in most words ("tischdek" for "tischdeck" is 0.58).
 */
const typoSimilarity = 0.5;

/** Known stems a typo may stand for, most similar first (ties: the most used). */
const maxCorrections = 3;

/** A lexeme as tsquery input: quoted, with quotes and backslashes doubled. */
function lexemeInput(lexeme: string): string {
  return `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/** The full-text query of one lexeme, as a visitor's word that stems to it turns into. */
export function lexemeQuery(lexeme: string): SQL {
  return sql`${lexemeInput(lexeme)}::tsquery`;
}

/** What a visitor typed (text, or SQL giving text) as a full-text query, before typo correction. */
export function typedQuery(language: Language, typed: SQL | string): SQL {
  return sql`websearch_to_tsquery(${textSearchConfig[language]}::regconfig, ${typed})`;
}

/**
 * The query's stems that no product text of the language holds, each with the known stems it is
 * most similar to. Reads the small stem dictionary (search_lexemes) only, never product texts.
 */
async function unknownStems(
  db: Database,
  language: Language,
  query: string,
): Promise<{ lexeme: string; corrections: string[] }[]> {
  return queryRows(
    db,
    sql`select w.lexeme, array(
        select k.lexeme from search_lexemes k
        where k.language = ${language} and k.lexeme % w.lexeme
          and similarity(k.lexeme, w.lexeme) >= ${typoSimilarity}
        order by similarity(k.lexeme, w.lexeme) desc, k.ndoc desc, k.lexeme
        limit ${maxCorrections}) as corrections
      from unnest(tsvector_to_array(to_tsvector(${textSearchConfig[language]}::regconfig, ${query}))) as w(lexeme)
      where not exists (
        select 1 from search_lexemes k where k.language = ${language} and k.lexeme = w.lexeme)`,
  );
}

/**
 * The full-text query for what a visitor typed, with the language's stemming and web search
 * syntax (quotes, `or`, `-`). A word no product text holds is widened to the known words it is
 * most similar to ("Tischdeke" also looks for "Tischdecke"), so the search stays one lookup in
 * the full-text index instead of a similarity test against every product name.
 */
export async function textQuery(db: Database, language: Language, query: string): Promise<SQL> {
  const typed = typedQuery(language, query);
  const unknown = await unknownStems(db, language, query);
  return unknown
    .filter(({ corrections }) => corrections.length > 0)
    .reduce(
      (tsquery, { lexeme, corrections }) =>
        sql`ts_rewrite(${tsquery}, ${lexemeInput(lexeme)}::tsquery, ${[lexeme, ...corrections].map(lexemeInput).join(" | ")}::tsquery)`,
      typed,
    );
}
