/* The about, FAQ and landing texts as they shipped in apps/web (features/content/*-text.ts), as blocks (decision 0352). Frozen: later edits are staff's. */
export const SEEDED_BLOCK_PAGES = {
  about: {
    vi: {
      title: 'Về Sen',
      lead: 'Sen là cửa hàng công nghệ và học tập trực tuyến của người Việt, bắt đầu từ một mong muốn giản dị: mua đồ công nghệ chính hãng phải dễ dàng và minh bạch.',
      blocks: [
        {
          type: 'heading',
          text: 'Câu chuyện của chúng tôi',
        },
        {
          type: 'paragraph',
          html: '<p>Sen ra đời tại Hà Nội với một nhóm nhỏ yêu công nghệ. Chúng tôi đã từng mua phải hàng không rõ nguồn gốc, chờ giao hàng cả tuần và loay hoay khi cần bảo hành — nên chúng tôi xây dựng cửa hàng mà chính mình muốn mua sắm.</p><p>Hôm nay Sen phục vụ khách hàng khắp 34 tỉnh thành, với chi nhánh tại Hà Nội, Đà Nẵng và Cần Thơ, cùng thư viện khóa học giúp bạn làm chủ chính những thiết bị mình sở hữu.</p>',
        },
        {
          type: 'cards',
          title: 'Sứ mệnh',
          items: [
            {
              title: 'Minh bạch',
              text: 'Giá rõ ràng, khuyến mãi có thời hạn cụ thể, không phí ẩn.',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Tận tâm',
              text: 'Hỗ trợ 24/7, phản hồi trong vòng 24 giờ làm việc.',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Học suốt đời',
              text: 'Khóa học thực tế để bạn khai thác tối đa công nghệ.',
              href: '',
              linkLabel: '',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Đội ngũ',
          items: [
            {
              title: 'Trần Minh Anh',
              text: 'Nhà sáng lập & Giám đốc điều hành',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Lê Thu Hà',
              text: 'Giám đốc trải nghiệm khách hàng',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Phạm Quốc Bảo',
              text: 'Trưởng nhóm công nghệ',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Nguyễn Hải Yến',
              text: 'Phụ trách đào tạo',
              href: '',
              linkLabel: '',
            },
          ],
        },
        {
          type: 'paragraph',
          html: '<p><strong>Đổi trả miễn phí trong 30 ngày — nếu sản phẩm chưa làm bạn hài lòng, chúng tôi nhận lại.</strong></p>',
        },
        {
          type: 'cta',
          title: 'Sẵn sàng mua sắm cùng Sen?',
          text: 'Khám phá hàng nghìn sản phẩm chính hãng hoặc trò chuyện với chúng tôi.',
          primary: {
            label: 'Mua sắm ngay',
            href: '/products',
          },
          secondary: {
            label: 'Liên hệ',
            href: '/contact',
          },
        },
      ],
    },
    en: {
      title: 'About Sen',
      lead: 'Sen is a Vietnamese shop for technology and online learning, born from a simple wish: buying genuine tech should be easy and transparent.',
      blocks: [
        {
          type: 'heading',
          text: 'Our story',
        },
        {
          type: 'paragraph',
          html: '<p>Sen started in Hanoi with a small team of tech lovers. We had bought goods of unknown origin, waited a week for deliveries and struggled with warranty claims — so we built the shop we wanted to buy from.</p><p>Today Sen serves customers across all 34 provinces, with branches in Hanoi, Da Nang and Can Tho, and a library of courses that helps you get the most from your devices.</p>',
        },
        {
          type: 'cards',
          title: 'Our mission',
          items: [
            {
              title: 'Transparency',
              text: 'Clear prices, promotions with real end dates, no hidden fees.',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Care',
              text: 'Support 24/7, answers within 24 working hours.',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Lifelong learning',
              text: 'Practical courses to get the most from technology.',
              href: '',
              linkLabel: '',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Our team',
          items: [
            {
              title: 'Trần Minh Anh',
              text: 'Founder & CEO',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Lê Thu Hà',
              text: 'Head of customer experience',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Phạm Quốc Bảo',
              text: 'Engineering lead',
              href: '',
              linkLabel: '',
            },
            {
              title: 'Nguyễn Hải Yến',
              text: 'Head of learning',
              href: '',
              linkLabel: '',
            },
          ],
        },
        {
          type: 'paragraph',
          html: '<p><strong>Free returns within 30 days — if a product does not please you, we take it back.</strong></p>',
        },
        {
          type: 'cta',
          title: 'Ready to shop with Sen?',
          text: 'Explore thousands of genuine products or talk to us.',
          primary: {
            label: 'Shop now',
            href: '/products',
          },
          secondary: {
            label: 'Contact us',
            href: '/contact',
          },
        },
      ],
    },
  },
  faq: {
    vi: {
      title: 'Câu hỏi thường gặp',
      lead: 'Giải đáp nhanh về đặt hàng, giao hàng, thanh toán, đổi trả và khóa học tại Sen.',
      blocks: [
        {
          type: 'faq',
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
          type: 'faq',
          title: 'Giao hàng',
          items: [
            {
              q: 'Phí giao hàng là bao nhiêu?',
              a: 'Miễn phí cho đơn từ 500.000₫ trong nội thành; các đơn khác tính phí theo địa chỉ và phương thức vận chuyển bạn chọn.',
            },
            {
              q: 'Bao lâu tôi nhận được hàng?',
              a: 'Thường 2–3 ngày làm việc; giao nhanh trong ngày tại một số khu vực.',
            },
          ],
        },
        {
          type: 'faq',
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
          type: 'faq',
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
      blocks: [
        {
          type: 'faq',
          title: 'Ordering and payment',
          items: [
            {
              q: 'Do I need an account to buy?',
              a: 'No. Add products to the cart and order straight away; an account lets you track orders and keeps your addresses.',
            },
            {
              q: 'Which payment methods do you accept?',
              a: 'Cash on delivery (COD), bank transfer, VietQR, MoMo and VNPay.',
            },
            {
              q: 'Are prices shown with tax?',
              a: 'Value-added tax of 10% is added to the subtotal and shown clearly at checkout.',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Delivery',
          items: [
            {
              q: 'How much is delivery?',
              a: 'Free for inner-city orders from 500,000₫; other orders are charged by address and the shipping method you choose.',
            },
            {
              q: 'How long does delivery take?',
              a: 'Usually 2–3 working days; same-day delivery in some areas.',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Returns and warranty',
          items: [
            {
              q: 'How long can I return a product?',
              a: 'Within 30 days of delivery, with its seals, box and accessories.',
            },
            {
              q: 'What warranty do products have?',
              a: 'The maker’s warranty, 12 months by default at authorised service centres; manufacturing defects are replaced one-for-one within 30 days.',
            },
          ],
        },
        {
          type: 'faq',
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
  },
  landing: {
    vi: {
      title: 'Công nghệ chính hãng, học tập không giới hạn',
      lead: 'Sen mang điện thoại, laptop, phụ kiện chính hãng và những khóa học thực tế đến gần hơn với người Việt — giá tốt, giao nhanh, hỗ trợ tận tâm.',
      blocks: [
        {
          type: 'cta',
          title: 'Công nghệ chính hãng, học tập không giới hạn',
          text: 'Sen mang điện thoại, laptop, phụ kiện chính hãng và những khóa học thực tế đến gần hơn với người Việt — giá tốt, giao nhanh, hỗ trợ tận tâm.',
          primary: {
            label: 'Mua sắm ngay',
            href: '/products',
          },
          secondary: {
            label: 'Khám phá khóa học',
            href: '/course',
          },
        },
        {
          type: 'cards',
          title: '',
          items: [
            {
              title: 'Hàng chính hãng, bảo hành rõ ràng',
              text: 'Mọi sản phẩm đều có nguồn gốc rõ ràng, hóa đơn VAT và bảo hành tại trung tâm ủy quyền. Lỗi nhà sản xuất được 1 đổi 1 trong 30 ngày.',
              href: '/products',
              linkLabel: 'Xem sản phẩm',
            },
            {
              title: 'Giao nhanh toàn quốc',
              text: 'Miễn phí giao hàng cho đơn từ 500.000₫ trong nội thành, theo dõi đơn hàng theo thời gian thực và nhận hàng mới thanh toán.',
              href: '/faq',
              linkLabel: 'Chính sách giao hàng',
            },
            {
              title: 'Ưu đãi mỗi tuần',
              text: 'Khuyến mãi có thời hạn rõ ràng, giá tự cập nhật khi chương trình bắt đầu và kết thúc — bạn luôn trả đúng giá hiển thị.',
              href: '/sale',
              linkLabel: 'Xem khuyến mãi',
            },
            {
              title: 'Học cùng chuyên gia',
              text: 'Các khóa học lập trình, thiết kế và marketing do giảng viên giàu kinh nghiệm biên soạn, học mọi lúc trên mọi thiết bị.',
              href: '/course',
              linkLabel: 'Xem khóa học',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Genuine tech, learning without limits',
      lead: 'Sen brings genuine phones, laptops and accessories, plus practical courses, closer to everyone in Vietnam — good prices, fast delivery, caring support.',
      blocks: [
        {
          type: 'cta',
          title: 'Genuine tech, learning without limits',
          text: 'Sen brings genuine phones, laptops and accessories, plus practical courses, closer to everyone in Vietnam — good prices, fast delivery, caring support.',
          primary: {
            label: 'Shop now',
            href: '/products',
          },
          secondary: {
            label: 'Explore courses',
            href: '/course',
          },
        },
        {
          type: 'cards',
          title: '',
          items: [
            {
              title: 'Genuine products, clear warranty',
              text: 'Every product has a known origin, a VAT invoice and warranty at authorised centres. Manufacturing defects are replaced one-for-one within 30 days.',
              href: '/products',
              linkLabel: 'See products',
            },
            {
              title: 'Fast delivery nationwide',
              text: 'Free inner-city delivery from 500,000₫, live order tracking and payment on delivery.',
              href: '/faq',
              linkLabel: 'Delivery policy',
            },
            {
              title: 'New deals every week',
              text: 'Promotions with clear end dates; prices update themselves when a sale starts and ends, so you always pay the price shown.',
              href: '/sale',
              linkLabel: 'See deals',
            },
            {
              title: 'Learn from experts',
              text: 'Programming, design and marketing courses written by experienced teachers; learn any time on any device.',
              href: '/course',
              linkLabel: 'See courses',
            },
          ],
        },
      ],
    },
  },
} as const;
