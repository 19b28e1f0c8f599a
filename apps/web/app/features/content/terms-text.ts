import type { Localized } from './texts';

export interface DocSection {
  title: string;
  paragraphs: string[];
}

export interface LegalDoc {
  title: string;
  lead: string;
  updated: string;
  sections: DocSection[];
}

export const TERMS: Localized<LegalDoc> = {
  vi: {
    title: 'Điều khoản sử dụng',
    lead: 'Khi mua sắm hoặc học tập tại Sen, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi đặt hàng.',
    updated: 'Cập nhật lần cuối: 01/11/2026',
    sections: [
      {
        title: 'Tài khoản và thông tin khách hàng',
        paragraphs: [
          'Bạn có thể mua hàng mà không cần tài khoản. Khi tạo tài khoản, bạn chịu trách nhiệm giữ bí mật mật khẩu và mọi hoạt động diễn ra dưới tài khoản của mình.',
          'Thông tin giao hàng (họ tên, số điện thoại, địa chỉ) phải chính xác để đơn hàng được giao đúng hẹn.',
        ],
      },
      {
        title: 'Giá bán và thanh toán',
        paragraphs: [
          'Giá niêm yết bằng Việt Nam đồng (₫). Giá khuyến mãi chỉ áp dụng trong thời gian chương trình diễn ra; khi hết hạn, giá trở về giá thông thường.',
          'Thuế giá trị gia tăng 10% được cộng vào tạm tính. Phí vận chuyển và phí xử lý thanh toán (nếu có) được hiển thị rõ trước khi bạn xác nhận đơn hàng.',
          'Chúng tôi hỗ trợ thanh toán khi nhận hàng (COD), chuyển khoản ngân hàng, VietQR, ví MoMo và VNPay.',
        ],
      },
      {
        title: 'Giao hàng',
        paragraphs: [
          'Miễn phí giao hàng cho đơn từ 500.000₫ trong nội thành. Thời gian giao dự kiến được hiển thị theo phương thức vận chuyển bạn chọn.',
          'Vui lòng kiểm tra tình trạng kiện hàng khi nhận. Nếu bao bì có dấu hiệu bị mở hoặc hư hỏng, hãy từ chối nhận và liên hệ ngay với chúng tôi.',
        ],
      },
      {
        title: 'Đổi trả và bảo hành',
        paragraphs: [
          'Sản phẩm được đổi trả trong vòng 30 ngày kể từ ngày nhận nếu còn nguyên tem, hộp và phụ kiện. Sản phẩm lỗi do nhà sản xuất được 1 đổi 1 theo chính sách của hãng.',
          'Thời hạn bảo hành được ghi trên từng sản phẩm (mặc định 12 tháng) và thực hiện tại trung tâm bảo hành ủy quyền.',
        ],
      },
      {
        title: 'Khóa học trực tuyến',
        paragraphs: [
          'Quyền truy cập khóa học dành riêng cho người đã đăng ký, không được chia sẻ tài khoản hay phát tán nội dung bài giảng.',
        ],
      },
      {
        title: 'Liên hệ',
        paragraphs: [
          'Mọi thắc mắc về điều khoản, vui lòng liên hệ hotline hoặc gửi tin nhắn qua trang Liên hệ. Chúng tôi phản hồi trong vòng 24 giờ làm việc.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    lead: 'By shopping or learning at Sen you agree to the terms below. Please read them before placing an order.',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        title: 'Accounts and customer details',
        paragraphs: [
          'You can buy without an account. If you create one, you are responsible for keeping your password secret and for everything done with your account.',
          'Delivery details (name, phone number, address) must be accurate so that your order arrives on time.',
        ],
      },
      {
        title: 'Prices and payment',
        paragraphs: [
          'Prices are in Vietnamese dong (₫). Sale prices apply only while a promotion runs; when it ends, the regular price applies again.',
          'Value-added tax of 10% is added to the subtotal. Shipping and any payment handling fee are shown before you confirm the order.',
          'We accept cash on delivery (COD), bank transfer, VietQR, MoMo and VNPay.',
        ],
      },
      {
        title: 'Delivery',
        paragraphs: [
          'Delivery is free for inner-city orders from 500,000₫. The expected delivery time depends on the shipping method you choose.',
          'Please check the parcel on delivery. If the packaging has been opened or damaged, refuse it and contact us straight away.',
        ],
      },
      {
        title: 'Returns and warranty',
        paragraphs: [
          'Products can be returned within 30 days of delivery with their seals, box and accessories. Manufacturing defects are replaced one-for-one under the maker’s policy.',
          'The warranty period is shown on each product (12 months by default) and is served by authorised service centres.',
        ],
      },
      {
        title: 'Online courses',
        paragraphs: ['Course access is for the person who enrolled only; accounts and lesson content may not be shared.'],
      },
      {
        title: 'Contact',
        paragraphs: [
          'For any question about these terms, call our hotline or write to us from the Contact page. We reply within 24 working hours.',
        ],
      },
    ],
  },
};
