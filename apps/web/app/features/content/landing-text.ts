import type { Localized } from './texts';

export interface LandingTexts {
  title: string;
  lead: string;
  cta: string;
  secondary: string;
  features: { title: string; text: string; link: string; linkLabel: string }[];
}

export const LANDING: Localized<LandingTexts> = {
  vi: {
    title: 'Công nghệ chính hãng, học tập không giới hạn',
    lead: 'Sen mang điện thoại, laptop, phụ kiện chính hãng và những khóa học thực tế đến gần hơn với người Việt — giá tốt, giao nhanh, hỗ trợ tận tâm.',
    cta: 'Mua sắm ngay',
    secondary: 'Khám phá khóa học',
    features: [
      {
        title: 'Hàng chính hãng, bảo hành rõ ràng',
        text: 'Mọi sản phẩm đều có nguồn gốc rõ ràng, hóa đơn VAT và bảo hành tại trung tâm ủy quyền. Lỗi nhà sản xuất được 1 đổi 1 trong 30 ngày.',
        link: '/products',
        linkLabel: 'Xem sản phẩm',
      },
      {
        title: 'Giao nhanh toàn quốc',
        text: 'Miễn phí giao hàng cho đơn từ 500.000₫ trong nội thành, theo dõi đơn hàng theo thời gian thực và nhận hàng mới thanh toán.',
        link: '/faq',
        linkLabel: 'Chính sách giao hàng',
      },
      {
        title: 'Ưu đãi mỗi tuần',
        text: 'Khuyến mãi có thời hạn rõ ràng, giá tự cập nhật khi chương trình bắt đầu và kết thúc — bạn luôn trả đúng giá hiển thị.',
        link: '/sale',
        linkLabel: 'Xem khuyến mãi',
      },
      {
        title: 'Học cùng chuyên gia',
        text: 'Các khóa học lập trình, thiết kế và marketing do giảng viên giàu kinh nghiệm biên soạn, học mọi lúc trên mọi thiết bị.',
        link: '/course',
        linkLabel: 'Xem khóa học',
      },
    ],
  },
  en: {
    title: 'Genuine tech, learning without limits',
    lead: 'Sen brings genuine phones, laptops and accessories, plus practical courses, closer to everyone in Vietnam — good prices, fast delivery, caring support.',
    cta: 'Shop now',
    secondary: 'Explore courses',
    features: [
      {
        title: 'Genuine products, clear warranty',
        text: 'Every product has a known origin, a VAT invoice and warranty at authorised centres. Manufacturing defects are replaced one-for-one within 30 days.',
        link: '/products',
        linkLabel: 'See products',
      },
      {
        title: 'Fast delivery nationwide',
        text: 'Free inner-city delivery from 500,000₫, live order tracking and payment on delivery.',
        link: '/faq',
        linkLabel: 'Delivery policy',
      },
      {
        title: 'New deals every week',
        text: 'Promotions with clear end dates; prices update themselves when a sale starts and ends, so you always pay the price shown.',
        link: '/sale',
        linkLabel: 'See deals',
      },
      {
        title: 'Learn from experts',
        text: 'Programming, design and marketing courses written by experienced teachers; learn any time on any device.',
        link: '/course',
        linkLabel: 'See courses',
      },
    ],
  },
};
