import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * PostgreSQL as Kysely speaks it, but its introspection sees only the connection's own schema,
 * `current_schema()` (decision 0408). Kysely's migrator asks for every table of the database to
 * learn whether its two bookkeeping tables exist; the stock introspector then reads every schema's
 * columns (`pg_get_serial_sequence` on each), which fails when another client drops a schema
 * or table in the middle of the read and costs time in proportion to everything else the database
 * holds. The shop's tables, and the migrator's, live in that one schema.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
  serial: string | null;
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  // The schemas' names alone: one read of pg_namespace, nothing a concurrent drop can break.
  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const internal = options.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`;
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, ns.nspname as "schema", a.attname as "column",
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as "type",
        dtns.nspname as type_schema, col_description(a.attrelid, a.attnum) as "comment",
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped ${internal}
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.serial !== null,
        hasDefaultValue: row.has_default,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
