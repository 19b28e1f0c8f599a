import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** `text` for a LIKE pattern: its `%`, `_` and `\` escaped with a backslash, so they match themselves. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * `column LIKE '%text%' ESCAPE '\'`: the column contains `text` as typed, `%` and `_` included.
 * The ESCAPE clause is needed on SQLite (it has no default escape character: `a\_b` looked for a
 * backslash) and says the same as PostgreSQL's default there. Case: as the database compares
 * (SQLite folds ASCII, PostgreSQL does not), so callers pass lower-case text against folded columns.
 * PostgreSQL folds the constant pattern at planning, so a trigram index still serves it.
 */
export function likeContains(column: string | Expression<unknown>, text: string): RawBuilder<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${ref} like ${`%${escapeLike(text)}%`} escape '\\'`;
}
