/** Demo articles; content is the simple HTML subset the storefront renders (p, h3, ul, li, strong). */

export const BLOG_CATEGORIES = [
  { name: 'Công nghệ', slug: 'cong-nghe', hue: 210 },
  { name: 'Lập trình', slug: 'lap-trinh', hue: 150 },
  { name: 'Thiết kế', slug: 'thiet-ke', hue: 320 },
  { name: 'Marketing', slug: 'marketing', hue: 30 },
] as const;

export interface PostDef {
  title: string;
  category: (typeof BLOG_CATEGORIES)[number]['slug'];
  author: string;
  featured?: true;
  daysAgo: number;
  tags: string[];
  excerpt: string;
  body: string;
}

export const POSTS: PostDef[] = [
  {
    title: 'Chọn mua điện thoại năm 2026: 5 tiêu chí quan trọng nhất',
    category: 'cong-nghe',
    author: 'Nguyễn Minh Quân',
    featured: true,
    daysAgo: 3,
    tags: ['điện thoại', 'kinh nghiệm mua sắm', '5g'],
    excerpt:
      'Chip, camera, pin, thời gian cập nhật phần mềm và chính sách bảo hành là những điều bạn nên cân nhắc trước khi xuống tiền.',
    body:
      '<p>Thị trường điện thoại năm nay có rất nhiều lựa chọn, từ dòng phổ thông dưới 10 triệu đến các mẫu gập cao cấp. Dưới đây là năm tiêu chí giúp bạn chọn đúng máy.</p>' +
      '<h3>1. Hiệu năng và thời gian cập nhật</h3><p>Một con chip đủ mạnh kèm cam kết cập nhật Android hoặc iOS nhiều năm giúp máy dùng tốt lâu dài.</p>' +
      '<h3>2. Camera phù hợp nhu cầu</h3><p>Đừng chỉ nhìn số megapixel: cảm biến lớn, chống rung quang học và ống kính tele mới tạo nên khác biệt.</p>' +
      '<h3>3. Pin và sạc</h3><ul><li>Pin từ 5.000 mAh cho người dùng nhiều.</li><li>Sạc nhanh từ 45W giúp tiết kiệm thời gian.</li></ul>' +
      '<p><strong>Lời khuyên:</strong> hãy ưu tiên hàng chính hãng để được bảo hành đầy đủ.</p>',
  },
  {
    title: 'Laptop AI là gì và có đáng mua không?',
    category: 'cong-nghe',
    author: 'Lê Hoàng Phúc',
    daysAgo: 12,
    tags: ['laptop', 'ai', 'copilot'],
    excerpt: 'NPU, Copilot+ PC và những tác vụ AI chạy ngay trên máy: lợi ích thực tế cho dân văn phòng và sinh viên.',
    body:
      '<p>Thế hệ laptop mới tích hợp bộ xử lý thần kinh (NPU) chuyên cho các tác vụ trí tuệ nhân tạo, giúp máy mát hơn và tiết kiệm pin hơn.</p>' +
      '<h3>NPU làm được gì?</h3><ul><li>Làm mờ phông nền, lọc ồn khi họp trực tuyến.</li><li>Tóm tắt tài liệu, tìm kiếm thông minh.</li><li>Chỉnh sửa ảnh nhanh ngay trên máy.</li></ul>' +
      '<p>Nếu bạn định dùng máy từ 3 đến 5 năm, một chiếc laptop có NPU là khoản đầu tư hợp lý.</p>',
  },
  {
    title: 'Bắt đầu học lập trình web từ con số 0',
    category: 'lap-trinh',
    author: 'Bùi Thanh Hằng',
    featured: true,
    daysAgo: 6,
    tags: ['lập trình', 'html', 'javascript', 'người mới'],
    excerpt: 'Lộ trình 6 tháng từ HTML, CSS đến JavaScript và React dành cho người mới bắt đầu.',
    body:
      '<p>Học lập trình web không khó nếu bạn đi đúng lộ trình và luyện tập đều đặn mỗi ngày.</p>' +
      '<h3>Tháng 1–2: Nền tảng</h3><p>Nắm vững <strong>HTML</strong> và <strong>CSS</strong>, tự dựng lại giao diện các trang bạn yêu thích.</p>' +
      '<h3>Tháng 3–4: JavaScript</h3><p>Hiểu biến, hàm, mảng, object và cách thao tác với trang web.</p>' +
      '<h3>Tháng 5–6: Framework</h3><ul><li>Học React hoặc Vue.</li><li>Làm hai dự án thực tế đưa vào hồ sơ.</li></ul>',
  },
  {
    title: 'TypeScript strict mode: vì sao nên bật ngay từ đầu',
    category: 'lap-trinh',
    author: 'Lê Minh Tuấn',
    daysAgo: 20,
    tags: ['typescript', 'chất lượng mã'],
    excerpt: 'Chế độ strict giúp phát hiện lỗi sớm, tài liệu hóa mã nguồn và giúp làm việc nhóm dễ dàng hơn.',
    body:
      '<p>Bật <strong>strict</strong> trong tsconfig có thể khiến bạn gặp nhiều lỗi hơn lúc đầu, nhưng đó là những lỗi lẽ ra sẽ xuất hiện khi chạy thật.</p>' +
      '<h3>Lợi ích</h3><ul><li>Không còn lỗi truy cập thuộc tính của undefined.</li><li>Kiểu dữ liệu là tài liệu sống cho đồng đội.</li><li>Tái cấu trúc mã tự tin hơn.</li></ul>',
  },
  {
    title: 'Xu hướng thiết kế giao diện thương mại điện tử 2026',
    category: 'thiet-ke',
    author: 'Phạm Ngọc Anh',
    featured: true,
    daysAgo: 9,
    tags: ['thiết kế', 'ui/ux', 'thương mại điện tử'],
    excerpt: 'Dark mode, ảnh sản phẩm lớn, thanh toán một chạm và vi tương tác đang định hình trải nghiệm mua sắm trực tuyến.',
    body:
      '<p>Người mua sắm ngày càng ưu tiên trải nghiệm nhanh, rõ ràng và dễ tin cậy.</p>' +
      '<h3>Những xu hướng nổi bật</h3><ul><li><strong>Dark mode</strong> dịu mắt khi mua sắm buổi tối.</li><li>Ảnh sản phẩm lớn, nhiều góc nhìn.</li><li>Quy trình thanh toán ba bước rõ ràng.</li><li>Vi tương tác phản hồi tức thì khi thêm vào giỏ.</li></ul>',
  },
  {
    title: 'Nguyên tắc chọn màu cho thương hiệu bán lẻ',
    category: 'thiet-ke',
    author: 'Lê Hoàng Phúc',
    daysAgo: 30,
    tags: ['thiết kế', 'màu sắc', 'thương hiệu'],
    excerpt: 'Màu sắc ảnh hưởng trực tiếp đến cảm xúc và quyết định mua hàng. Hãy chọn bảng màu có chủ đích.',
    body:
      '<p>Một bảng màu tốt thường gồm màu chủ đạo, màu nhấn và các sắc độ trung tính.</p>' +
      '<h3>Gợi ý</h3><ul><li>Dùng màu nhấn cho nút kêu gọi hành động.</li><li>Đảm bảo độ tương phản đạt chuẩn WCAG.</li><li>Kiểm tra bảng màu ở cả chế độ sáng và tối.</li></ul>',
  },
  {
    title: 'Tối ưu chiến dịch khuyến mãi cuối năm cho cửa hàng online',
    category: 'marketing',
    author: 'Trần Thu Hà',
    daysAgo: 15,
    tags: ['marketing', 'khuyến mãi', 'bán hàng online'],
    excerpt: 'Lên kế hoạch flash sale, mã giảm giá và miễn phí vận chuyển để tăng doanh số mùa mua sắm.',
    body:
      '<p>Mùa mua sắm cuối năm là thời điểm vàng, nhưng cạnh tranh cũng khốc liệt nhất.</p>' +
      '<h3>Checklist chiến dịch</h3><ul><li>Chọn sản phẩm chủ lực và tồn kho đủ.</li><li>Đặt ngưỡng miễn phí vận chuyển hợp lý.</li><li>Đếm ngược thời gian để tạo cảm giác khẩn trương.</li><li>Theo dõi tỷ lệ chuyển đổi hằng ngày.</li></ul>',
  },
  {
    title: 'Email marketing vẫn hiệu quả: 7 mẹo tăng tỷ lệ mở thư',
    category: 'marketing',
    author: 'Võ Thanh Tùng',
    daysAgo: 42,
    tags: ['marketing', 'email', 'khách hàng'],
    excerpt: 'Tiêu đề ngắn gọn, cá nhân hóa và gửi đúng thời điểm giúp bản tin của bạn không bị bỏ qua.',
    body:
      '<p>Email vẫn là kênh có chi phí thấp và tỷ lệ chuyển đổi cao nếu được làm đúng cách.</p>' +
      '<h3>Mẹo nhanh</h3><ul><li>Tiêu đề dưới 50 ký tự.</li><li>Gọi tên khách hàng.</li><li>Gửi vào khung 8–10 giờ sáng.</li><li>Luôn có đường dẫn hủy đăng ký rõ ràng.</li></ul>',
  },
];
