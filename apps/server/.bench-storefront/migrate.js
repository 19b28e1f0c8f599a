import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/config/index.ts
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
function loadConfig(env = process.env) {
  const root = findRepoRoot();
  const nodeEnv = env.NODE_ENV === "production" || env.NODE_ENV === "test" ? env.NODE_ENV : "development";
  const port = Number(env.PORT ?? 3e3);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 3e3,
    host: env.HOST ?? "0.0.0.0",
    env: nodeEnv,
    dataDir: path.resolve(root, env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || void 0,
    redisUrl: env.REDIS_URL || void 0,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info"),
    webBuildDir: path.resolve(root, env.WEB_BUILD_DIR ?? "apps/web/build"),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    seedOnEmpty: env.SEED_ON_EMPTY !== "false"
  };
}
function findRepoRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(path.join(dir, "package-lock.json"))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

// src/db/connection.ts
import fs from "node:fs";
import path2 from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
function createDb(opts) {
  if (opts.databaseUrl?.startsWith("postgres")) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      ...opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}
    });
    const db3 = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db: db3, dialect: "postgres", close: () => db3.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.sqliteFile ?? path2.join(opts.dataDir, "sen.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  const db2 = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db: db2, dialect: "sqlite", close: () => db2.destroy() };
}

// src/db/migrate.ts
import { Migrator } from "kysely";

// src/db/migrations/0001_init.ts
var init_exports = {};
__export(init_exports, {
  down: () => down,
  up: () => up
});
var ts = "text";
async function up(db2) {
  await db2.schema.createTable("categories").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("name_folded", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("image", "text", (c) => c.notNull().defaultTo("")).addColumn("parent_id", "text", (c) => c.references("categories.id").onDelete("set null")).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0)).addColumn("meta_title", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_description", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_keywords", "text", (c) => c.notNull().defaultTo("[]")).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("brands").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("name_folded", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("logo", "text", (c) => c.notNull().defaultTo("")).addColumn("cover_image", "text", (c) => c.notNull().defaultTo("")).addColumn("website", "text", (c) => c.notNull().defaultTo("")).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0)).addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0)).addColumn("meta_title", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_description", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_keywords", "text", (c) => c.notNull().defaultTo("[]")).addColumn("origin_country", "text", (c) => c.notNull().defaultTo("")).addColumn("origin_year", "integer").addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("products").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("name_folded", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("sku", "text", (c) => c.notNull().unique()).addColumn("barcode", "text").addColumn("short_description", "text", (c) => c.notNull().defaultTo("")).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("price", "bigint", (c) => c.notNull()).addColumn("compare_price", "bigint").addColumn("cost_price", "bigint").addColumn("tax_class", "text", (c) => c.notNull().defaultTo("standard")).addColumn("sale_percentage", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_on_sale", "integer", (c) => c.notNull().defaultTo(0)).addColumn("sale_start", ts).addColumn("sale_end", ts).addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_bestseller", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_available", "integer", (c) => c.notNull().defaultTo(1)).addColumn("status", "text", (c) => c.notNull().defaultTo("published")).addColumn("quantity", "integer", (c) => c.notNull().defaultTo(0)).addColumn("sold", "integer", (c) => c.notNull().defaultTo(0)).addColumn("thumbnail", "text", (c) => c.notNull().defaultTo("")).addColumn("category_id", "text", (c) => c.references("categories.id").onDelete("set null")).addColumn("brand_id", "text", (c) => c.references("brands.id").onDelete("set null")).addColumn("rating_average", "double precision", (c) => c.notNull().defaultTo(0)).addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0)).addColumn("attributes", "text", (c) => c.notNull().defaultTo("[]")).addColumn("specifications", "text", (c) => c.notNull().defaultTo("[]")).addColumn("tags", "text", (c) => c.notNull().defaultTo("[]")).addColumn("dimensions", "text").addColumn("weight_value", "double precision").addColumn("weight_unit", "text").addColumn("warranty_months", "integer", (c) => c.notNull().defaultTo(12)).addColumn("warranty_description", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_title", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_description", "text", (c) => c.notNull().defaultTo("")).addColumn("meta_keywords", "text", (c) => c.notNull().defaultTo("[]")).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  for (const col of ["category_id", "brand_id", "price", "sold", "created_at", "rating_average"]) {
    await db2.schema.createIndex(`products_${col}_idx`).on("products").column(col).execute();
  }
  await db2.schema.createIndex("products_bestseller_sold_idx").on("products").columns(["is_bestseller", "sold"]).execute();
  await db2.schema.createTable("product_images").addColumn("id", "text", (c) => c.primaryKey()).addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("url", "text", (c) => c.notNull()).addColumn("alt", "text", (c) => c.notNull().defaultTo("")).addColumn("is_main", "integer", (c) => c.notNull().defaultTo(0)).addColumn("width", "integer", (c) => c.notNull()).addColumn("height", "integer", (c) => c.notNull()).addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("product_images_product_idx").on("product_images").column("product_id").execute();
  await db2.schema.createTable("product_tags").addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("tag", "text", (c) => c.notNull()).addPrimaryKeyConstraint("product_tags_pk", ["product_id", "tag"]).execute();
  await db2.schema.createIndex("product_tags_tag_idx").on("product_tags").column("tag").execute();
  await db2.schema.createTable("provinces").addColumn("code", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("name_folded", "text", (c) => c.notNull()).addColumn("short_name", "text", (c) => c.notNull()).addColumn("place_type", "text", (c) => c.notNull()).addColumn("alpha_code", "text", (c) => c.notNull()).execute();
  await db2.schema.createTable("wards").addColumn("code", "text", (c) => c.primaryKey()).addColumn("province_code", "text", (c) => c.notNull().references("provinces.code").onDelete("cascade")).addColumn("name", "text", (c) => c.notNull()).addColumn("name_folded", "text", (c) => c.notNull()).execute();
  await db2.schema.createIndex("wards_province_idx").on("wards").column("province_code").execute();
  await db2.schema.createTable("shipping_methods").addColumn("id", "text", (c) => c.primaryKey()).addColumn("code", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("icon", "text", (c) => c.notNull().defaultTo("truck")).addColumn("carrier", "text", (c) => c.notNull().defaultTo("")).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0)).addColumn("display_order", "integer").addColumn("base_rate", "bigint", (c) => c.notNull().defaultTo(0)).addColumn("free_shipping_threshold", "bigint").addColumn("rates", "text", (c) => c.notNull().defaultTo("[]")).addColumn("estimated_min", "integer", (c) => c.notNull().defaultTo(0)).addColumn("estimated_max", "integer", (c) => c.notNull().defaultTo(0)).addColumn("estimated_unit", "text", (c) => c.notNull().defaultTo("days")).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("payment_methods").addColumn("id", "text", (c) => c.primaryKey()).addColumn("code", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("icon", "text", (c) => c.notNull().defaultTo("")).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0)).addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0)).addColumn("minimum_order_amount", "bigint").addColumn("maximum_order_amount", "bigint").addColumn("handling_fee", "double precision", (c) => c.notNull().defaultTo(0)).addColumn("handling_fee_type", "text", (c) => c.notNull().defaultTo("fixed")).addColumn("instructions", "text", (c) => c.notNull().defaultTo("")).addColumn("processing_time", "text", (c) => c.notNull().defaultTo("")).addColumn("configuration", "text", (c) => c.notNull().defaultTo("{}")).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("users").addColumn("id", "text", (c) => c.primaryKey()).addColumn("email", "text", (c) => c.notNull().unique()).addColumn("username", "text", (c) => c.notNull().unique()).addColumn("password_hash", "text", (c) => c.notNull()).addColumn("first_name", "text", (c) => c.notNull().defaultTo("")).addColumn("last_name", "text", (c) => c.notNull().defaultTo("")).addColumn("phone", "text", (c) => c.notNull().defaultTo("")).addColumn("role", "text", (c) => c.notNull().defaultTo("customer")).addColumn("status", "text", (c) => c.notNull().defaultTo("active")).addColumn("avatar", "text", (c) => c.notNull().defaultTo("")).addColumn("is_verified", "integer", (c) => c.notNull().defaultTo(0)).addColumn("gender", "text").addColumn("date_of_birth", "text").addColumn("preferences", "text", (c) => c.notNull().defaultTo("{}")).addColumn("last_login", ts).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("course_categories").addColumn("id", "text", (c) => c.primaryKey()).addColumn("code", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("courses").addColumn("id", "text", (c) => c.primaryKey()).addColumn("code", "text", (c) => c.notNull().unique()).addColumn("title", "text", (c) => c.notNull()).addColumn("title_folded", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("group_code", "text", (c) => c.notNull().defaultTo("GP01")).addColumn("short_description", "text", (c) => c.notNull().defaultTo("")).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("image_url", "text", (c) => c.notNull().defaultTo("")).addColumn("instructor_name", "text", (c) => c.notNull().defaultTo("")).addColumn("category_id", "text", (c) => c.notNull().references("course_categories.id")).addColumn("price", "bigint", (c) => c.notNull()).addColumn("discount_price", "bigint").addColumn("rating_average", "double precision", (c) => c.notNull().defaultTo(0)).addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0)).addColumn("student_count", "integer", (c) => c.notNull().defaultTo(0)).addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0)).addColumn("level", "text", (c) => c.notNull().defaultTo("Beginner")).addColumn("duration_minutes", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_bestseller", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("curriculum", "text", (c) => c.notNull().defaultTo("[]")).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createIndex("courses_category_idx").on("courses").column("category_id").execute();
  await db2.schema.createTable("banners").addColumn("id", "text", (c) => c.primaryKey()).addColumn("title", "text", (c) => c.notNull()).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("image_mobile", "text", (c) => c.notNull()).addColumn("image_desktop", "text", (c) => c.notNull()).addColumn("link", "text", (c) => c.notNull().defaultTo("/")).addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db2.schema.createTable("testimonials").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("role", "text", (c) => c.notNull().defaultTo("")).addColumn("avatar", "text", (c) => c.notNull().defaultTo("")).addColumn("content", "text", (c) => c.notNull()).addColumn("rating", "integer", (c) => c.notNull().defaultTo(5)).addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0)).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db2.schema.createTable("blog_categories").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).execute();
  await db2.schema.createTable("blog_posts").addColumn("id", "text", (c) => c.primaryKey()).addColumn("title", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("excerpt", "text", (c) => c.notNull().defaultTo("")).addColumn("content", "text", (c) => c.notNull().defaultTo("")).addColumn("cover_image", "text", (c) => c.notNull().defaultTo("")).addColumn("category_id", "text", (c) => c.references("blog_categories.id").onDelete("set null")).addColumn("author_name", "text", (c) => c.notNull().defaultTo("")).addColumn("tags", "text", (c) => c.notNull().defaultTo("[]")).addColumn("status", "text", (c) => c.notNull().defaultTo("published")).addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0)).addColumn("published_at", ts).addColumn("created_at", ts, (c) => c.notNull()).addColumn("updated_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("newsletter_subscribers").addColumn("id", "text", (c) => c.primaryKey()).addColumn("email", "text", (c) => c.notNull().unique()).addColumn("language", "text", (c) => c.notNull().defaultTo("vi")).addColumn("source", "text", (c) => c.notNull().defaultTo("footer")).addColumn("created_at", ts, (c) => c.notNull()).execute();
  await db2.schema.createTable("settings").addColumn("key", "text", (c) => c.primaryKey()).addColumn("value", "text", (c) => c.notNull()).execute();
  await db2.schema.createIndex("products_name_folded_idx").on("products").column("name_folded").execute();
}
async function down(db2) {
  for (const t of [
    "settings",
    "newsletter_subscribers",
    "blog_posts",
    "blog_categories",
    "testimonials",
    "banners",
    "courses",
    "course_categories",
    "users",
    "payment_methods",
    "shipping_methods",
    "wards",
    "provinces",
    "product_tags",
    "product_images",
    "products",
    "brands",
    "categories"
  ]) {
    await db2.schema.dropTable(t).ifExists().execute();
  }
}

// src/db/migrations/0002_auth.ts
var auth_exports = {};
__export(auth_exports, {
  down: () => down2,
  up: () => up2
});
import { sql } from "kysely";
var ts2 = "text";
async function up2(db2) {
  await db2.schema.createTable("auth_sessions").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("remember", "integer", (c) => c.notNull().defaultTo(0)).addColumn("user_agent", "text", (c) => c.notNull().defaultTo("")).addColumn("ip", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", ts2, (c) => c.notNull()).addColumn("last_used_at", ts2, (c) => c.notNull()).addColumn("expires_at", ts2, (c) => c.notNull()).addColumn("revoked_at", ts2).addColumn("revoked_reason", "text").execute();
  await db2.schema.createIndex("auth_sessions_user_idx").on("auth_sessions").column("user_id").execute();
  await db2.schema.createTable("auth_refresh_tokens").addColumn("token_hash", "text", (c) => c.primaryKey()).addColumn("session_id", "text", (c) => c.notNull().references("auth_sessions.id").onDelete("cascade")).addColumn("created_at", ts2, (c) => c.notNull()).addColumn("used_at", ts2).execute();
  await db2.schema.createIndex("auth_refresh_tokens_session_idx").on("auth_refresh_tokens").column("session_id").execute();
  await db2.schema.createTable("auth_tokens").addColumn("token_hash", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("purpose", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull()).addColumn("created_at", ts2, (c) => c.notNull()).addColumn("expires_at", ts2, (c) => c.notNull()).addColumn("used_at", ts2).execute();
  await db2.schema.createIndex("auth_tokens_user_idx").on("auth_tokens").columns(["user_id", "purpose"]).execute();
  await db2.schema.createTable("mail_outbox").addColumn("id", "text", (c) => c.primaryKey()).addColumn("to_address", "text", (c) => c.notNull()).addColumn("subject", "text", (c) => c.notNull()).addColumn("text_body", "text", (c) => c.notNull()).addColumn("html_body", "text", (c) => c.notNull().defaultTo("")).addColumn("template", "text", (c) => c.notNull()).addColumn("language", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("error", "text").addColumn("created_at", ts2, (c) => c.notNull()).addColumn("sent_at", ts2).execute();
  await db2.schema.createIndex("mail_outbox_created_idx").on("mail_outbox").column("created_at").execute();
  await db2.schema.createIndex("mail_outbox_to_idx").on("mail_outbox").column("to_address").execute();
  await db2.schema.createTable("user_addresses").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("label", "text", (c) => c.notNull().defaultTo("")).addColumn("full_name", "text", (c) => c.notNull()).addColumn("phone", "text", (c) => c.notNull()).addColumn("province_code", "text", (c) => c.notNull().references("provinces.code")).addColumn("ward_code", "text", (c) => c.notNull().references("wards.code")).addColumn("address", "text", (c) => c.notNull()).addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", ts2, (c) => c.notNull()).addColumn("updated_at", ts2, (c) => c.notNull()).execute();
  await db2.schema.createIndex("user_addresses_user_idx").on("user_addresses").column("user_id").execute();
  await db2.schema.createIndex("user_addresses_one_default").unique().on("user_addresses").column("user_id").where(sql.ref("is_default"), "=", sql.lit(1)).execute();
  await db2.schema.createTable("wishlist_items").addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("created_at", ts2, (c) => c.notNull()).addPrimaryKeyConstraint("wishlist_items_pk", ["user_id", "product_id"]).execute();
  await db2.schema.createTable("notifications").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("type", "text", (c) => c.notNull().defaultTo("info")).addColumn("title", "text", (c) => c.notNull()).addColumn("message", "text", (c) => c.notNull().defaultTo("")).addColumn("link", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", ts2, (c) => c.notNull()).addColumn("read_at", ts2).addColumn("dismissed_at", ts2).execute();
  await db2.schema.createIndex("notifications_user_idx").on("notifications").columns(["user_id", "created_at"]).execute();
}
async function down2(db2) {
  for (const t of [
    "notifications",
    "wishlist_items",
    "user_addresses",
    "mail_outbox",
    "auth_tokens",
    "auth_refresh_tokens",
    "auth_sessions"
  ]) {
    await db2.schema.dropTable(t).ifExists().execute();
  }
}

// src/db/migrations/0003_storefront.ts
var storefront_exports = {};
__export(storefront_exports, {
  down: () => down3,
  up: () => up3
});
import { SqliteAdapter } from "kysely";
var ts3 = "text";
var SNAPSHOT_COLUMNS = [
  "status",
  "category_id",
  "brand_id",
  "price",
  "rating_average",
  "rating_count",
  "quantity",
  "sold",
  "created_at",
  "is_on_sale",
  "sale_start",
  "sale_end",
  "is_new",
  "is_bestseller",
  "name_folded",
  "id"
];
function isSqlite(db2) {
  return db2.getExecutor().adapter instanceof SqliteAdapter;
}
async function up3(db2) {
  await db2.schema.createTable("contact_messages").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull()).addColumn("phone", "text", (c) => c.notNull().defaultTo("")).addColumn("subject", "text", (c) => c.notNull()).addColumn("message", "text", (c) => c.notNull()).addColumn("language", "text", (c) => c.notNull().defaultTo("vi")).addColumn("status", "text", (c) => c.notNull().defaultTo("new")).addColumn("created_at", ts3, (c) => c.notNull()).execute();
  await db2.schema.createIndex("contact_messages_created_idx").on("contact_messages").columns(["status", "created_at"]).execute();
  await db2.schema.createTable("search_terms").addColumn("term", "text", (c) => c.primaryKey()).addColumn("display", "text", (c) => c.notNull()).addColumn("count", "integer", (c) => c.notNull().defaultTo(0)).addColumn("last_searched_at", ts3, (c) => c.notNull()).execute();
  await db2.schema.createIndex("search_terms_count_idx").on("search_terms").column("count").execute();
  if (isSqlite(db2)) {
    await db2.schema.createIndex("products_snapshot_idx").on("products").columns([...SNAPSHOT_COLUMNS]).execute();
  }
  await db2.schema.createIndex("blog_posts_published_idx").on("blog_posts").columns(["status", "published_at"]).execute();
  await db2.schema.createIndex("blog_posts_category_idx").on("blog_posts").column("category_id").execute();
}
async function down3(db2) {
  for (const i of ["products_snapshot_idx", "blog_posts_published_idx", "blog_posts_category_idx"]) {
    await db2.schema.dropIndex(i).ifExists().execute();
  }
  await db2.schema.dropTable("search_terms").ifExists().execute();
  await db2.schema.dropTable("contact_messages").ifExists().execute();
}

// src/db/migrate.ts
var migrations = {
  "0001_init": init_exports,
  "0002_auth": auth_exports,
  "0003_storefront": storefront_exports
};
var StaticProvider = class {
  async getMigrations() {
    return migrations;
  }
};
async function migrateToLatest(db2) {
  const migrator = new Migrator({ db: db2, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

// src/cli/migrate.ts
var config = loadConfig();
var { db, dialect, close } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied on ${dialect}: ${applied.join(", ")}` : `Database (${dialect}) is up to date`);
} catch (err) {
  console.error("Migration failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await close();
}
//# sourceMappingURL=migrate.js.map
