import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The admin order list's tab counts without counting a million rows (decision 0153): a trigger
 * appends a delta row (status, ±1) for every order inserted, deleted or moved to another status;
 * a background job folds the deltas into `order_status_totals`. Appending never waits for another
 * transaction's lock, so placing orders does not queue on a counter row (and cannot deadlock
 * with stock rows). Also the (created_at, status) index that answers a date range's counts
 * from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_status_totals')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('order_status_deltas')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into order_status_totals (status, n) select status, count(*) from orders group by status`.execute(db);

  const postgres = await isPostgres(db);
  if (postgres) {
    await sql`
      create function order_status_delta() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.status = new.status then return null; end if;
        if tg_op in ('UPDATE', 'DELETE') then insert into order_status_deltas (status, n) values (old.status, -1); end if;
        if tg_op in ('UPDATE', 'INSERT') then insert into order_status_deltas (status, n) values (new.status, 1); end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger orders_status_delta after insert or delete or update of status on orders
      for each row execute function order_status_delta()`.execute(db);
  } else {
    await sql`create trigger orders_status_delta_insert after insert on orders begin
      insert into order_status_deltas (status, n) values (new.status, 1); end`.execute(db);
    await sql`create trigger orders_status_delta_delete after delete on orders begin
      insert into order_status_deltas (status, n) values (old.status, -1); end`.execute(db);
    await sql`create trigger orders_status_delta_update after update of status on orders when old.status <> new.status begin
      insert into order_status_deltas (status, n) values (old.status, -1);
      insert into order_status_deltas (status, n) values (new.status, 1); end`.execute(db);
  }
  await db.schema.createIndex('orders_created_status_idx').on('orders').columns(['created_at', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_created_status_idx').execute();
  if (await isPostgres(db)) {
    await sql`drop trigger orders_status_delta on orders`.execute(db);
    await sql`drop function order_status_delta()`.execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger orders_status_delta_${t}`).execute(db);
  }
  await db.schema.dropTable('order_status_deltas').execute();
  await db.schema.dropTable('order_status_totals').execute();
}

async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
