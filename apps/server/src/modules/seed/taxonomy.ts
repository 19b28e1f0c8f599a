import { randomUUID } from 'node:crypto';
import { foldText } from '@sen/core';
import type { Insertable } from 'kysely';
import type { BrandsTable, CategoriesTable } from '../../db/schema';
import type { Shape } from './drawings';
import { brandCoverSvg, brandLogoSvg, categorySvg, type ImageFile, urlOf } from './images';
import { type Db, insertMissing, json } from './util';

export interface CategoryDef {
  slug: string;
  name: string;
  /** Word that starts product names of this category ("Điện thoại Samsung …"). */
  prefix: string;
  shape: Shape;
  description: string;
  keywords: string[];
}

export const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: 'smartphones',
    name: 'Điện thoại',
    prefix: 'Điện thoại',
    shape: 'phone',
    description:
      'Điện thoại thông minh chính hãng từ Apple, Samsung, Xiaomi, Sony với giá tốt, trả góp 0% và bảo hành chính hãng.',
    keywords: ['điện thoại', 'smartphone', 'iphone', 'samsung galaxy', 'điện thoại 5g'],
  },
  {
    slug: 'laptops',
    name: 'Laptop',
    prefix: 'Laptop',
    shape: 'laptop',
    description: 'Laptop văn phòng, học tập, đồ họa và mỏng nhẹ từ Apple, Dell, HP, Lenovo, ASUS, Acer.',
    keywords: ['laptop', 'máy tính xách tay', 'macbook', 'laptop văn phòng'],
  },
  {
    slug: 'tablets',
    name: 'Máy tính bảng',
    prefix: 'Máy tính bảng',
    shape: 'tablet',
    description: 'iPad, Galaxy Tab, Xiaomi Pad và nhiều dòng máy tính bảng cho học tập, giải trí và sáng tạo.',
    keywords: ['máy tính bảng', 'tablet', 'ipad', 'galaxy tab'],
  },
  {
    slug: 'accessories',
    name: 'Phụ kiện',
    prefix: 'Phụ kiện',
    shape: 'charger',
    description: 'Củ sạc, sạc dự phòng, chuột, bàn phím, ốp lưng, ổ cứng di động và phụ kiện chính hãng.',
    keywords: ['phụ kiện', 'củ sạc', 'sạc dự phòng', 'chuột', 'bàn phím'],
  },
  {
    slug: 'smartwatches',
    name: 'Đồng hồ thông minh',
    prefix: 'Đồng hồ thông minh',
    shape: 'watch',
    description: 'Apple Watch, Galaxy Watch, vòng đeo tay thông minh theo dõi sức khỏe, luyện tập và giấc ngủ.',
    keywords: ['đồng hồ thông minh', 'smartwatch', 'apple watch', 'galaxy watch'],
  },
  {
    slug: 'cameras',
    name: 'Máy ảnh',
    prefix: 'Máy ảnh',
    shape: 'camera',
    description: 'Máy ảnh mirrorless, máy ảnh compact cho vlog và camera an ninh thông minh cho gia đình.',
    keywords: ['máy ảnh', 'mirrorless', 'sony alpha', 'camera'],
  },
  {
    slug: 'audio',
    name: 'Âm thanh',
    prefix: 'Tai nghe',
    shape: 'headphones',
    description: 'Tai nghe chống ồn, tai nghe không dây, loa Bluetooth và loa thanh cho trải nghiệm âm thanh sống động.',
    keywords: ['tai nghe', 'loa bluetooth', 'chống ồn', 'âm thanh'],
  },
  {
    slug: 'gaming',
    name: 'Gaming',
    prefix: 'Máy chơi game',
    shape: 'gamepad',
    description: 'Máy chơi game, tay cầm, máy chơi game cầm tay, laptop và màn hình gaming cho game thủ.',
    keywords: ['gaming', 'playstation', 'máy chơi game', 'laptop gaming'],
  },
];

export interface BrandDef {
  slug: string;
  name: string;
  sku: string;
  color: string;
  hue: number;
  country: string;
  year: number;
  website: string;
  featured: boolean;
  tagline: string;
  description: string;
  shapes: Shape[];
}

export const BRANDS: readonly BrandDef[] = [
  {
    slug: 'apple',
    name: 'Apple',
    sku: 'APL',
    color: '#1d1d1f',
    hue: 220,
    country: 'Hoa Kỳ',
    year: 1976,
    website: 'https://www.apple.com/vn/',
    featured: true,
    tagline: 'iPhone, Mac, iPad, Apple Watch chính hãng VN/A',
    description: 'Apple thiết kế iPhone, iPad, Mac, Apple Watch và AirPods với hệ sinh thái liền mạch, bền bỉ và bảo mật.',
    shapes: ['phone', 'laptop'],
  },
  {
    slug: 'samsung',
    name: 'Samsung',
    sku: 'SAM',
    color: '#1428a0',
    hue: 228,
    country: 'Hàn Quốc',
    year: 1969,
    website: 'https://www.samsung.com/vn/',
    featured: true,
    tagline: 'Galaxy AI – Mở ra thế giới mới',
    description:
      'Samsung Electronics dẫn đầu thị trường với dòng Galaxy S, Galaxy Z gập, Galaxy Tab, Galaxy Watch và màn hình Odyssey.',
    shapes: ['phone', 'tablet'],
  },
  {
    slug: 'xiaomi',
    name: 'Xiaomi',
    sku: 'XIA',
    color: '#ff6900',
    hue: 24,
    country: 'Trung Quốc',
    year: 2010,
    website: 'https://www.mi.com/vn/',
    featured: true,
    tagline: 'Công nghệ cho mọi người',
    description:
      'Xiaomi mang đến điện thoại Xiaomi, Redmi, POCO, máy tính bảng và thiết bị thông minh với cấu hình mạnh, giá hợp lý.',
    shapes: ['phone', 'powerbank'],
  },
  {
    slug: 'sony',
    name: 'Sony',
    sku: 'SNY',
    color: '#000000',
    hue: 250,
    country: 'Nhật Bản',
    year: 1946,
    website: 'https://www.sony.com.vn/',
    featured: true,
    tagline: 'Máy ảnh Alpha, tai nghe 1000X và PlayStation',
    description: 'Sony nổi tiếng với máy ảnh Alpha, tai nghe chống ồn dòng 1000X, loa và hệ máy chơi game PlayStation.',
    shapes: ['camera', 'headphones'],
  },
  {
    slug: 'lg',
    name: 'LG',
    sku: 'LGE',
    color: '#a50034',
    hue: 340,
    country: 'Hàn Quốc',
    year: 1958,
    website: 'https://www.lg.com/vn/',
    featured: false,
    tagline: 'Life’s Good',
    description: 'LG Electronics cung cấp màn hình UltraGear, loa xboom và loa thanh với công nghệ hiển thị, âm thanh hàng đầu.',
    shapes: ['monitor', 'soundbar'],
  },
  {
    slug: 'dell',
    name: 'Dell',
    sku: 'DEL',
    color: '#007db8',
    hue: 200,
    country: 'Hoa Kỳ',
    year: 1984,
    website: 'https://www.dell.com/vi-vn',
    featured: false,
    tagline: 'Laptop bền bỉ cho công việc',
    description: 'Dell sản xuất laptop XPS, Inspiron, Latitude và phụ kiện văn phòng nổi tiếng về độ bền và dịch vụ bảo hành.',
    shapes: ['laptop', 'keyboard'],
  },
  {
    slug: 'hp',
    name: 'HP',
    sku: 'HPI',
    color: '#0096d6',
    hue: 198,
    country: 'Hoa Kỳ',
    year: 1939,
    website: 'https://www.hp.com/vn-vi/',
    featured: false,
    tagline: 'Laptop OmniBook, Victus và phụ kiện HP',
    description: 'HP mang đến laptop OmniBook, Pavilion, Victus cùng chuột, bàn phím và thiết bị văn phòng tin cậy.',
    shapes: ['laptop', 'mouse'],
  },
  {
    slug: 'lenovo',
    name: 'Lenovo',
    sku: 'LNV',
    color: '#e2231a',
    hue: 2,
    country: 'Trung Quốc',
    year: 1984,
    website: 'https://www.lenovo.com/vn/vi/',
    featured: false,
    tagline: 'ThinkPad, Yoga, Legion',
    description: 'Lenovo sở hữu dòng ThinkPad huyền thoại, laptop IdeaPad, Yoga, máy tính bảng Tab và thiết bị chơi game Legion.',
    shapes: ['laptop', 'handheld'],
  },
  {
    slug: 'asus',
    name: 'ASUS',
    sku: 'ASU',
    color: '#00539b',
    hue: 210,
    country: 'Đài Loan',
    year: 1989,
    website: 'https://www.asus.com/vn/',
    featured: true,
    tagline: 'Zenbook, Vivobook và ROG',
    description: 'ASUS nổi bật với laptop Zenbook, Vivobook và hệ sinh thái gaming ROG mạnh mẽ dành cho game thủ.',
    shapes: ['laptop', 'handheld'],
  },
  {
    slug: 'acer',
    name: 'Acer',
    sku: 'ACR',
    color: '#83b81a',
    hue: 85,
    country: 'Đài Loan',
    year: 1976,
    website: 'https://www.acer.com/vn-vi/',
    featured: false,
    tagline: 'Swift, Aspire và Predator',
    description: 'Acer cung cấp laptop Swift mỏng nhẹ, Aspire phổ thông và dòng gaming Predator, Nitro hiệu năng cao.',
    shapes: ['laptop', 'monitor'],
  },
];

export const categoryImage = (slug: string) => `demo/categories/${slug}.svg`;
export const brandLogo = (slug: string) => `demo/brands/${slug}-logo.svg`;
export const brandCover = (slug: string) => `demo/brands/${slug}-cover.svg`;

export function taxonomyImages(): ImageFile[] {
  return [
    ...CATEGORIES.map((c) => ({ file: categoryImage(c.slug), render: () => categorySvg(c.slug, c.shape) })),
    ...BRANDS.flatMap((b) => [
      { file: brandLogo(b.slug), render: () => brandLogoSvg(b.name, b.color) },
      { file: brandCover(b.slug), render: () => brandCoverSvg(b.name, b.hue, b.tagline, b.shapes) },
    ]),
  ];
}

export async function seedTaxonomy(db: Db, now: string): Promise<{ categories: number; brands: number }> {
  const categories: Insertable<CategoriesTable>[] = CATEGORIES.map((c, i) => ({
    id: randomUUID(),
    name: c.name,
    name_folded: foldText(c.name),
    slug: c.slug,
    description: c.description,
    image: urlOf(categoryImage(c.slug)),
    parent_id: null,
    is_active: 1,
    display_order: i + 1,
    meta_title: `${c.name} chính hãng, giá tốt | Sen`,
    meta_description: c.description,
    meta_keywords: json(c.keywords),
    created_at: now,
    updated_at: now,
  }));
  const brands: Insertable<BrandsTable>[] = BRANDS.map((b, i) => ({
    id: randomUUID(),
    name: b.name,
    name_folded: foldText(b.name),
    slug: b.slug,
    description: b.description,
    logo: urlOf(brandLogo(b.slug)),
    cover_image: urlOf(brandCover(b.slug)),
    website: b.website,
    is_active: 1,
    is_featured: b.featured ? 1 : 0,
    display_order: i + 1,
    meta_title: `${b.name} chính hãng tại Sen`,
    meta_description: b.description,
    meta_keywords: json([b.slug, `${b.slug} chính hãng`, b.tagline.toLowerCase()]),
    origin_country: b.country,
    origin_year: b.year,
    created_at: now,
    updated_at: now,
  }));
  const c = await insertMissing(db, 'categories', 'slug', categories);
  const b = await insertMissing(db, 'brands', 'slug', brands);
  return { categories: c.length, brands: b.length };
}
