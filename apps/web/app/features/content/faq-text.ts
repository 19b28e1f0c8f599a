import type { Localized } from './texts';

export interface FaqGroup {
  title: string;
  items: { q: string; a: string }[];
}

export const FAQ: Localized<{ title: string; lead: string; groups: FaqGroup[] }> = {
  vi: {
    title: 'Câu hỏi thường gặp',
    lead: 'Giải đáp nhanh về đặt hàng, giao hàng, thanh toán, đổi trả và khóa học tại Sen.',
    groups: [
      {
        title: 'Đặt hàng và thanh toán',
        items: [
          {
            q: 'Tôi có cần tài khoản để mua hàng không?',
            a: 'Không. Bạn có thể thêm sản phẩm vào giỏ và đặt hàng ngay; tài khoản giúp theo dõi đơn và lưu địa chỉ cho lần sau.',
          },
          {
            q: 'Sen hỗ trợ những hình thức thanh toán nào?',
            a: 'Thanh toán khi nhận hàng (COD), chuyển khoản ngân hàng, VietQR, ví MoMo và VNPay.',
          },
          {
            q: 'Giá đã bao gồm thuế chưa?',
            a: 'Thuế giá trị gia tăng 10% được cộng vào tạm tính và hiển thị rõ ở bước thanh toán.',
          },
        ],
      },
      {
        title: 'Giao hàng',
        items: [
          {
            q: 'Phí giao hàng là bao nhiêu?',
            a: 'Miễn phí cho đơn từ 500.000₫ trong nội thành; các đơn khác tính phí theo địa chỉ và phương thức vận chuyển bạn chọn.',
          },
          { q: 'Bao lâu tôi nhận được hàng?', a: 'Thường 2–3 ngày làm việc; giao nhanh trong ngày tại một số khu vực.' },
        ],
      },
      {
        title: 'Đổi trả và bảo hành',
        items: [
          {
            q: 'Tôi có thể đổi trả trong bao lâu?',
            a: 'Trong vòng 30 ngày kể từ ngày nhận, sản phẩm còn nguyên tem, hộp và phụ kiện.',
          },
          {
            q: 'Sản phẩm được bảo hành thế nào?',
            a: 'Theo chính sách của hãng, mặc định 12 tháng tại trung tâm bảo hành ủy quyền; lỗi nhà sản xuất được 1 đổi 1 trong 30 ngày.',
          },
        ],
      },
      {
        title: 'Khóa học',
        items: [
          {
            q: 'Tôi học khóa học ở đâu?',
            a: 'Sau khi đăng ký, khóa học xuất hiện trong mục Khóa học của tôi và bạn có thể học trên mọi thiết bị.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    lead: 'Quick answers about ordering, delivery, payment, returns and courses at Sen.',
    groups: [
      {
        title: 'Ordering and payment',
        items: [
          {
            q: 'Do I need an account to buy?',
            a: 'No. Add products to the cart and order straight away; an account lets you track orders and keeps your addresses.',
          },
          { q: 'Which payment methods do you accept?', a: 'Cash on delivery (COD), bank transfer, VietQR, MoMo and VNPay.' },
          {
            q: 'Are prices shown with tax?',
            a: 'Value-added tax of 10% is added to the subtotal and shown clearly at checkout.',
          },
        ],
      },
      {
        title: 'Delivery',
        items: [
          {
            q: 'How much is delivery?',
            a: 'Free for inner-city orders from 500,000₫; other orders are charged by address and the shipping method you choose.',
          },
          { q: 'How long does delivery take?', a: 'Usually 2–3 working days; same-day delivery in some areas.' },
        ],
      },
      {
        title: 'Returns and warranty',
        items: [
          { q: 'How long can I return a product?', a: 'Within 30 days of delivery, with its seals, box and accessories.' },
          {
            q: 'What warranty do products have?',
            a: 'The maker’s warranty, 12 months by default at authorised service centres; manufacturing defects are replaced one-for-one within 30 days.',
          },
        ],
      },
      {
        title: 'Courses',
        items: [
          {
            q: 'Where do I take a course?',
            a: 'Once enrolled, the course appears under My courses and you can learn on any device.',
          },
        ],
      },
    ],
  },
};
