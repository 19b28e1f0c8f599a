import { randomUUID } from 'node:crypto';
import { foldText, slugify } from '@sen/core';
import type { Insertable } from 'kysely';
import type { ProductImagesTable, ProductsTable, ProductTagsTable } from '../../db/schema';
import { catalogueRowsOf } from '../products/variant-rows';
import { CATALOGUE, type ProductDef, specPairs } from './catalogue';
import { type ImageFile, productSvg, urlOf } from './images';
import { BRANDS, CATEGORIES } from './taxonomy';
import { type Db, daysFrom, idsBy, insertMissing, insertRows, intBetween, json, rng, saleFields, shopPrice } from './util';
import { type DemoVariants, demoVariants } from './variants';

const VIEW_ALT = ['ảnh chính', 'mặt sau', 'phiên bản màu khác', 'cận cảnh chi tiết'];

/** Alt text that matches what productSvg draws for this view. */
function altFor(def: ProductDef, view: number): string {
  if (view === 1 && !hasBack(def)) return 'góc nhìn khác';
  if (view === 2 && new Set(def.colors).size < 2) return 'góc nghiêng';
  return VIEW_ALT[view] ?? 'ảnh sản phẩm';
}

const INTRO: Record<string, string> = {
  smartphones: 'Máy mang lại trải nghiệm mượt mà cho công việc, giải trí và chụp ảnh mỗi ngày.',
  laptops: 'Đây là lựa chọn đáng cân nhắc cho học tập, làm việc văn phòng lẫn sáng tạo nội dung.',
  tablets: 'Thiết bị phù hợp để học trực tuyến, ghi chú, vẽ và giải trí ở bất cứ đâu.',
  accessories: 'Phụ kiện chính hãng giúp thiết bị của bạn hoạt động bền bỉ và tiện lợi hơn.',
  smartwatches: 'Thiết bị đồng hành theo dõi sức khỏe, luyện tập và nhận thông báo ngay trên cổ tay.',
  cameras: 'Sản phẩm giúp bạn ghi lại những khoảnh khắc đáng nhớ với chất lượng hình ảnh vượt trội.',
  audio: 'Trải nghiệm âm thanh sống động, rõ nét cho âm nhạc, phim ảnh và các cuộc gọi.',
  gaming: 'Lựa chọn lý tưởng cho game thủ muốn chiến game mượt mà, đồ họa đẹp mắt.',
};

const OPTION_NAMES: Record<string, string> = {
  smartphones: 'Dung lượng',
  tablets: 'Dung lượng',
  laptops: 'Cấu hình',
  smartwatches: 'Kích thước mặt',
};

export const productImageFile = (slug: string, view: number) => `demo/products/${slug}-${view + 1}.svg`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const hasBack = (def: ProductDef) => {
  const shape = def.shape ?? CATEGORIES.find((c) => c.slug === def.c)?.shape;
  return shape === 'phone' || shape === 'tablet';
};

export function imageCount(index: number): number {
  return index % 3 === 0 ? 4 : 3;
}

export function demoProductImages(): ImageFile[] {
  return CATALOGUE.flatMap((def, i) => {
    const slug = slugify(def.name);
    const brand = BRANDS.find((b) => b.slug === def.b)?.name ?? def.b;
    const shape = def.shape ?? CATEGORIES.find((c) => c.slug === def.c)?.shape ?? 'phone';
    return Array.from({ length: imageCount(i) }, (_, view) => ({
      file: productImageFile(slug, view),
      render: () => productSvg({ slug, brand, label: def.m, shape, colours: def.colors }, view),
    }));
  });
}

interface Built {
  row: Insertable<ProductsTable>;
  images: Omit<Insertable<ProductImagesTable>, 'product_id'>[];
  tags: string[];
  /** Options and variants, for a product sold in several (null: its one default variant). */
  variants: DemoVariants | null;
}

/**
 * Every column except the hand-written ones is derived deterministically from the
 * product's slug and position, so two seeded databases hold the same catalogue;
 * only dates are relative to `now`, which keeps some sales running and others ended.
 */
export function buildDemoProducts(now: Date, categoryIds: Map<string, string>, brandIds: Map<string, string>): Built[] {
  const perBrand = new Map<string, number>();
  let saleIndex = 0;
  return CATALOGUE.map((def, index) => {
    const slug = slugify(def.name);
    const rand = rng(slug);
    const brand = BRANDS.find((b) => b.slug === def.b);
    const category = CATEGORIES.find((c) => c.slug === def.c);
    const seq = (perBrand.get(def.b) ?? 0) + 1;
    perBrand.set(def.b, seq);

    let price = def.p;
    let comparePrice: number | null = null;
    let salePercentage = 0;
    let saleStart: string | null = null;
    let saleEnd: string | null = null;
    if (def.off) {
      comparePrice = def.p;
      // Every third sale has already ended, so expired-sale display and pricing can be seen.
      const ended = saleIndex % 3 === 2;
      saleIndex++;
      saleStart = daysFrom(now, ended ? -intBetween(rand, 40, 60) : -intBetween(rand, 1, 10));
      saleEnd = daysFrom(now, ended ? -intBetween(rand, 1, 20) : intBetween(rand, 5, 30));
      ({ price, salePercentage } = saleFields(def.p, shopPrice(def.p * (1 - def.off / 100)), saleStart, saleEnd, now));
    } else if (index % 5 === 1) {
      // A list price above the selling price, as shops show for "giá niêm yết".
      comparePrice = shopPrice(def.p * 1.08);
    }

    const quantity = stockFor(index, rand);
    const soldBase = def.bs ? intBetween(rand, 3000, 15000) : intBetween(rand, 40, 2500);
    const sold = price > 30_000_000 ? Math.round(soldBase / 3) : soldBase;
    const rating = def.bs ? 4.6 + rand() * 0.4 : 3.5 + rand() * 1.4;
    const createdAt = def.n
      ? daysFrom(now, -intBetween(rand, 2, 28), -intBetween(rand, 0, 23))
      : daysFrom(now, -intBetween(rand, 35, 330), -intBetween(rand, 0, 23));
    const warranty = def.wm ?? 12;
    const specs = specPairs(def);
    const optionName = OPTION_NAMES[def.c] ?? 'Phiên bản';
    const option = /(\d+GB\/\d+(GB|TB)|\d+(GB|TB)|\d+mm)\b/.exec(def.name)?.[0];
    const attributes = [
      ...def.colors.map((value) => ({ name: 'Màu sắc', value })),
      ...(option ? [{ name: optionName, value: option }] : []),
    ];
    const short = `${def.m} nổi bật với ${def.hl}. Hàng chính hãng, bảo hành ${warranty} tháng.`;
    const mainImage = urlOf(productImageFile(slug, 0));
    const tags = [...new Set(def.tags)];

    const row: Insertable<ProductsTable> = {
      id: randomUUID(),
      name: def.name,
      name_folded: foldText(def.name),
      slug,
      sku: `SEN-${brand?.sku ?? 'GEN'}-${String(seq).padStart(4, '0')}`,
      barcode: null,
      short_description: short,
      description: describe(def, specs, warranty),
      price,
      compare_price: comparePrice,
      cost_price: Math.round((price * 0.82) / 10_000) * 10_000,
      tax_class: 'standard',
      sale_percentage: salePercentage,
      is_on_sale: def.off ? 1 : 0,
      sale_start: saleStart,
      sale_end: saleEnd,
      is_new: def.n ? 1 : 0,
      is_bestseller: def.bs ? 1 : 0,
      is_available: quantity > 0 ? 1 : 0,
      status: 'published',
      quantity,
      sold,
      thumbnail: mainImage,
      category_id: categoryIds.get(def.c) ?? null,
      brand_id: brandIds.get(def.b) ?? null,
      rating_average: Math.round(rating * 10) / 10,
      rating_count: Math.round(sold * (0.06 + rand() * 0.12)) + intBetween(rand, 3, 40),
      attributes: json(attributes),
      specifications: json(specs),
      tags: json(tags),
      dimensions: json({ length: def.d[0], width: def.d[1], height: def.d[2], unit: 'cm' }),
      weight_value: def.w,
      weight_unit: 'kg',
      warranty_months: warranty,
      warranty_description: `Bảo hành chính hãng ${warranty} tháng tại trung tâm bảo hành ủy quyền của ${brand?.name ?? 'hãng'}. Lỗi do nhà sản xuất được 1 đổi 1 trong 30 ngày đầu.`,
      meta_title: `${def.name} chính hãng, giá tốt | Sen`,
      meta_description: short,
      meta_keywords: json([
        brand?.name.toLowerCase() ?? def.b,
        (category?.name ?? def.c).toLowerCase(),
        def.m.toLowerCase(),
        ...tags,
      ]),
      created_at: createdAt,
      updated_at: createdAt,
    };
    const images = Array.from({ length: imageCount(index) }, (_, view) => ({
      id: randomUUID(),
      url: urlOf(productImageFile(slug, view)),
      alt: `${def.name} – ${altFor(def, view)}`,
      is_main: view === 0 ? 1 : 0,
      width: 800,
      height: 800,
      sort_order: view,
    }));
    const variants = demoVariants(
      def,
      row,
      index,
      images.map((i) => i.url),
    );
    if (variants) {
      // The listing columns derive from the variants (decision 0110); options leave the fixed attributes.
      row.price = Math.min(...variants.variants.map((v) => v.price));
      row.quantity = variants.variants.reduce((sum, v) => sum + v.quantity, 0);
      row.attributes = json(attributes.filter((a) => !variants.names.includes(a.name)));
    }
    return { row, images, tags, variants };
  });
}

/** A few sold out, many below the 300-unit "low stock" note, some plentiful. */
function stockFor(index: number, rand: () => number): number {
  if (index % 13 === 6) return 0;
  const r = rand();
  if (r < 0.35) return intBetween(rand, 5, 299);
  if (r < 0.65) return intBetween(rand, 300, 1000);
  return intBetween(rand, 1001, 5000);
}

function describe(def: ProductDef, specs: { name: string; value: string }[], warranty: number): string {
  const items = specs.map((s) => `<li><strong>${escapeHtml(s.name)}:</strong> ${escapeHtml(s.value)}</li>`).join('');
  return (
    `<p><strong>${escapeHtml(def.name)}</strong> nổi bật với ${escapeHtml(def.hl)}. ${INTRO[def.c] ?? ''}</p>` +
    `<h3>Thông số nổi bật</h3><ul>${items}</ul>` +
    `<h3>Màu sắc</h3><p>${escapeHtml(def.colors.join(', '))}.</p>` +
    '<h3>Vì sao nên mua tại Sen?</h3><ul>' +
    '<li>Hàng chính hãng, nguyên seal, xuất hóa đơn VAT đầy đủ.</li>' +
    `<li>Bảo hành ${warranty} tháng, 1 đổi 1 trong 30 ngày nếu lỗi do nhà sản xuất.</li>` +
    '<li>Miễn phí giao hàng cho đơn từ 500.000đ, đổi trả trong 30 ngày.</li></ul>'
  );
}

export async function seedProducts(db: Db, now: Date): Promise<Record<string, number>> {
  const categoryIds = await idsBy(db, 'categories', 'slug');
  const brandIds = await idsBy(db, 'brands', 'slug');
  const built = buildDemoProducts(now, categoryIds, brandIds);
  const inserted = await insertMissing(
    db,
    'products',
    'slug',
    built.map((b) => b.row),
  );
  const fresh = new Set(inserted.map((r) => r.id));
  const images: Insertable<ProductImagesTable>[] = [];
  const tags: Insertable<ProductTagsTable>[] = [];
  for (const b of built) {
    if (!fresh.has(b.row.id)) continue;
    for (const img of b.images) images.push({ ...img, product_id: b.row.id });
    for (const tag of b.tags) tags.push({ product_id: b.row.id, tag });
  }
  await insertRows(db, 'product_images', images);
  await insertRows(db, 'product_tags', tags);
  const added = built.filter((b) => fresh.has(b.row.id));
  const extra = catalogueRowsOf(added.map((b) => b.row));
  const withOptions = added.flatMap((b) => (b.variants ? [b.variants] : []));
  const own = new Set(withOptions.map((v) => v.variants[0]!.product_id));
  await insertRows(
    db,
    'product_options',
    withOptions.flatMap((v) => v.options),
  );
  await insertRows(db, 'product_variants', [
    ...extra.variants.filter((v) => !own.has(v.product_id)),
    ...withOptions.flatMap((v) => v.variants),
  ]);
  await insertRows(db, 'product_categories', extra.categories);
  return {
    products: inserted.length,
    product_images: images.length,
    product_tags: tags.length,
    products_with_variants: withOptions.length,
  };
}
