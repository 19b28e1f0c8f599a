import type { LegalDoc } from './terms-text';
import type { Localized } from './texts';

export const PRIVACY: Localized<LegalDoc> = {
  vi: {
    title: 'Chính sách bảo mật',
    lead: 'Sen tôn trọng quyền riêng tư của bạn. Chính sách này giải thích dữ liệu nào chúng tôi thu thập, vì sao và bạn có những quyền gì.',
    updated: 'Cập nhật lần cuối: 01/11/2026',
    sections: [
      {
        title: 'Dữ liệu chúng tôi thu thập',
        paragraphs: [
          'Thông tin bạn cung cấp khi đặt hàng, đăng ký tài khoản, đăng ký nhận tin hoặc gửi liên hệ: họ tên, email, số điện thoại, địa chỉ giao hàng.',
          'Dữ liệu kỹ thuật cần thiết để trang hoạt động an toàn: địa chỉ IP, loại trình duyệt và một mã nhận diện thiết bị được tính ngay trên máy của bạn, không gửi cho bên thứ ba.',
        ],
      },
      {
        title: 'Mục đích sử dụng',
        paragraphs: [
          'Xử lý và giao đơn hàng, hỗ trợ khách hàng, bảo vệ tài khoản khỏi truy cập trái phép và gửi bản tin khi bạn đồng ý.',
          'Chúng tôi không bán dữ liệu cá nhân. Dữ liệu chỉ được chia sẻ với đơn vị vận chuyển và cổng thanh toán ở mức cần thiết để hoàn tất đơn hàng.',
        ],
      },
      {
        title: 'Thanh toán',
        paragraphs: [
          'Sen không lưu trữ thông tin thẻ. Thanh toán bằng thẻ và ví điện tử được xử lý trực tiếp bởi nhà cung cấp dịch vụ thanh toán.',
        ],
      },
      {
        title: 'Cookie và lưu trữ trên trình duyệt',
        paragraphs: [
          'Chúng tôi dùng cookie để ghi nhớ ngôn ngữ, giao diện sáng/tối và phiên đăng nhập; giỏ hàng và danh sách yêu thích của khách được lưu trên chính thiết bị của bạn.',
        ],
      },
      {
        title: 'Quyền của bạn',
        paragraphs: [
          'Bạn có thể xem, sửa hoặc yêu cầu xóa dữ liệu cá nhân, và hủy nhận bản tin bất cứ lúc nào bằng cách liên hệ với chúng tôi.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    lead: 'Sen respects your privacy. This policy explains which data we collect, why, and what your rights are.',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        title: 'Data we collect',
        paragraphs: [
          'What you give us when you order, register, subscribe to the newsletter or contact us: name, e-mail, phone number, delivery address.',
          'Technical data needed to run the site safely: IP address, browser type and a device identifier computed on your own device and never sent to third parties.',
        ],
      },
      {
        title: 'Why we use it',
        paragraphs: [
          'To process and deliver orders, support you, protect accounts from unauthorised access and send the newsletter when you agree to it.',
          'We do not sell personal data. It is shared with carriers and payment providers only as far as needed to complete your order.',
        ],
      },
      {
        title: 'Payments',
        paragraphs: ['Sen never stores card details. Card and wallet payments are handled directly by the payment provider.'],
      },
      {
        title: 'Cookies and browser storage',
        paragraphs: [
          'Cookies remember your language, light/dark theme and sign-in session; a guest’s cart and wishlist are kept on the device itself.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'You can view, correct or ask us to delete your personal data, and unsubscribe from the newsletter at any time by contacting us.',
        ],
      },
    ],
  },
};
