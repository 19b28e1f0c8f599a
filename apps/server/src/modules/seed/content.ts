import { randomUUID } from 'node:crypto';
import { slugify } from '@sen/core';
import type { Insertable } from 'kysely';
import type { BannersTable, BlogPostsTable, TestimonialsTable } from '../../db/schema';
import { BLOG_CATEGORIES, POSTS } from './blog-data';
import { avatarSvg, type BannerArt, bannerSvg, blogSvg, type ImageFile, urlOf } from './images';
import { type Db, daysFrom, idsBy, insertMissing, json } from './util';

const BANNERS: (BannerArt & { slug: string; link: string; description: string })[] = [
  {
    slug: 'summer-collection',
    link: '/summer-collection',
    hue: 28,
    shapes: ['phone', 'headphones', 'watch'],
    eyebrow: 'Bộ sưu tập mùa hè',
    title: 'Hè rực rỡ cùng công nghệ mới',
    subtitle: 'Điện thoại, tai nghe, đồng hồ thông minh giảm đến 30%.',
    description: 'Bộ sưu tập mùa hè với hàng trăm sản phẩm công nghệ giảm giá đến 30%.',
  },
  {
    slug: 'new-arrivals',
    link: '/new-arrivals',
    hue: 235,
    shapes: ['laptop', 'tablet', 'phone'],
    eyebrow: 'Hàng mới về',
    title: 'Hàng mới về mỗi tuần',
    subtitle: 'iPhone 17, Galaxy Z Fold7, MacBook Pro M5 đã có mặt tại Sen.',
    description: 'Khám phá những mẫu điện thoại, laptop và máy tính bảng vừa ra mắt.',
  },
  {
    slug: 'special-offers',
    link: '/special-offers',
    hue: 345,
    shapes: ['gamepad', 'camera', 'earbuds'],
    eyebrow: 'Ưu đãi đặc biệt',
    title: 'Ưu đãi đặc biệt chỉ có tại Sen',
    subtitle: 'Trả góp 0%, miễn phí giao hàng cho đơn từ 500.000đ.',
    description: 'Trả góp 0%, quà tặng kèm và miễn phí giao hàng cho đơn từ 500.000đ.',
  },
];

const TESTIMONIALS = [
  {
    name: 'Nguyễn Thị Mai',
    role: 'Nhân viên văn phòng, Hà Nội',
    rating: 5,
    content: 'Mình đặt MacBook Air ở Sen buổi sáng, chiều đã nhận được hàng. Đóng gói cẩn thận, nhân viên tư vấn rất nhiệt tình.',
  },
  {
    name: 'Trần Đức Long',
    role: 'Lập trình viên, TP. Hồ Chí Minh',
    rating: 5,
    content: 'Khóa ReactJS rất thực tế, bài tập sát với công việc. Học xong mình tự tin làm dự án ở công ty.',
  },
  {
    name: 'Phạm Hoài Nam',
    role: 'Nhiếp ảnh gia, Đà Nẵng',
    rating: 5,
    content: 'Máy ảnh chính hãng, giá tốt hơn nhiều nơi khác và được hỗ trợ bảo hành tận tình. Sẽ tiếp tục ủng hộ Sen.',
  },
  {
    name: 'Lê Thu Trang',
    role: 'Sinh viên, Cần Thơ',
    rating: 4,
    content: 'Mua iPad trả góp 0% thủ tục nhanh gọn. Giao hàng hơi trễ một ngày nhưng shop chủ động báo trước.',
  },
];

const bannerFile = (slug: string, mobile: boolean) => `demo/banners/${slug}-${mobile ? 'mobile' : 'desktop'}.svg`;
const testimonialFile = (name: string) => `demo/avatars/${slugify(name)}.svg`;
const blogFile = (title: string) => `demo/blog/${slugify(title)}.svg`;

export function contentImages(): ImageFile[] {
  return [
    ...BANNERS.flatMap((b) => [
      { file: bannerFile(b.slug, false), render: () => bannerSvg(b, false) },
      { file: bannerFile(b.slug, true), render: () => bannerSvg(b, true) },
    ]),
    ...TESTIMONIALS.map((t) => ({ file: testimonialFile(t.name), render: () => avatarSvg(t.name) })),
    ...POSTS.map((p) => {
      const cat = BLOG_CATEGORIES.find((c) => c.slug === p.category);
      return { file: blogFile(p.title), render: () => blogSvg(p.title, cat?.name ?? '', cat?.hue ?? 200) };
    }),
  ];
}

const STORE = {
  storeName: 'Sen',
  hotline: '1900 6868',
  email: 'hotro@sen.vn',
  address: 'Tầng 8, 22 Láng Hạ, Phường Láng, Thành phố Hà Nội',
  chatUrl: 'https://zalo.me/19006868',
  freeShippingThreshold: 500_000,
  returnDays: 30,
  currency: 'VND',
};

const CONTACT = {
  hotline: '1900 6868',
  email: 'hotro@sen.vn',
  replyWithinHours: 24,
  appointmentNoticeHours: 24,
  branches: [
    {
      city: 'Hà Nội',
      name: 'Sen Hà Nội',
      address: 'Tầng 8, 22 Láng Hạ, Phường Láng, Thành phố Hà Nội',
      phone: '024 3868 6868',
      email: 'hanoi@sen.vn',
    },
    {
      city: 'Đà Nẵng',
      name: 'Sen Đà Nẵng',
      address: '125 Bạch Đằng, Phường Hải Châu, Thành phố Đà Nẵng',
      phone: '0236 3868 686',
      email: 'danang@sen.vn',
    },
    {
      city: 'Cần Thơ',
      name: 'Sen Cần Thơ',
      address: '68 Hai Bà Trưng, Phường Ninh Kiều, Thành phố Cần Thơ',
      phone: '0292 3868 686',
      email: 'cantho@sen.vn',
    },
  ],
  hours: [
    { days: 'mon-fri', label: 'Thứ Hai - Thứ Sáu', open: '08:00', close: '17:00', closed: false },
    { days: 'sat', label: 'Thứ Bảy', open: '09:00', close: '14:00', closed: false },
    { days: 'sun', label: 'Chủ Nhật', open: null, close: null, closed: true },
  ],
};

export async function seedContent(db: Db, now: Date): Promise<Record<string, number>> {
  const banners: Insertable<BannersTable>[] = BANNERS.map((b, i) => ({
    id: randomUUID(),
    title: b.title,
    description: b.description,
    image_mobile: urlOf(bannerFile(b.slug, true)),
    image_desktop: urlOf(bannerFile(b.slug, false)),
    link: b.link,
    display_order: i + 1,
    is_active: 1,
  }));
  const testimonials: Insertable<TestimonialsTable>[] = TESTIMONIALS.map((t, i) => ({
    id: randomUUID(),
    name: t.name,
    role: t.role,
    avatar: urlOf(testimonialFile(t.name)),
    content: t.content,
    rating: t.rating,
    display_order: i + 1,
    is_active: 1,
  }));
  const b = await insertMissing(db, 'banners', 'link', banners);
  const t = await insertMissing(db, 'testimonials', 'name', testimonials);

  const c = await insertMissing(
    db,
    'blog_categories',
    'slug',
    BLOG_CATEGORIES.map((cat) => ({ id: randomUUID(), name: cat.name, slug: cat.slug })),
  );
  const categoryIds = await idsBy(db, 'blog_categories', 'slug');
  const posts: Insertable<BlogPostsTable>[] = POSTS.map((p) => {
    const published = daysFrom(now, -p.daysAgo);
    return {
      id: randomUUID(),
      title: p.title,
      slug: slugify(p.title),
      excerpt: p.excerpt,
      content: p.body,
      cover_image: urlOf(blogFile(p.title)),
      category_id: categoryIds.get(p.category) ?? null,
      author_name: p.author,
      tags: json(p.tags),
      status: 'published',
      is_featured: p.featured ? 1 : 0,
      published_at: published,
      created_at: published,
      updated_at: published,
    };
  });
  const p = await insertMissing(db, 'blog_posts', 'slug', posts);

  // Only missing keys: settings edited in the admin area must survive a re-seed.
  const s = await insertMissing(db, 'settings', 'key', [
    { key: 'store', value: json(STORE) },
    { key: 'contact', value: json(CONTACT) },
  ]);
  return {
    banners: b.length,
    testimonials: t.length,
    blog_categories: c.length,
    blog_posts: p.length,
    settings: s.length,
  };
}
