/** Texts the demo reviews are composed from (reviews.ts picks them deterministically). */

/** Demo shoppers who write the reviews (all customers, password DEMO_PASSWORD, e-mail <username>@sen.local). */
export const REVIEWERS = [
  { username: 'hung.nguyen', last: 'Nguyễn', first: 'Văn Hùng', gender: 'male' },
  { username: 'mai.tran', last: 'Trần', first: 'Thị Mai', gender: 'female' },
  { username: 'bao.le', last: 'Lê', first: 'Quốc Bảo', gender: 'male' },
  { username: 'trang.pham', last: 'Phạm', first: 'Thu Trang', gender: 'female' },
  { username: 'ducanh.hoang', last: 'Hoàng', first: 'Đức Anh', gender: 'male' },
  { username: 'han.vu', last: 'Vũ', first: 'Ngọc Hân', gender: 'female' },
  { username: 'khoa.bui', last: 'Bùi', first: 'Minh Khoa', gender: 'male' },
  { username: 'nhung.do', last: 'Đỗ', first: 'Hồng Nhung', gender: 'female' },
] as const;

export const TITLES: Record<number, readonly string[]> = {
  5: ['Rất hài lòng', 'Tuyệt vời', 'Đáng đồng tiền', 'Sản phẩm chất lượng', 'Sẽ ủng hộ shop tiếp', ''],
  4: ['Tốt trong tầm giá', 'Khá ổn', 'Hài lòng', 'Dùng ổn định', ''],
  3: ['Tạm được', 'Bình thường', 'Chưa như kỳ vọng', ''],
  2: ['Hơi thất vọng', 'Không như mô tả', ''],
  1: ['Rất thất vọng', 'Không nên mua', ''],
};

export const OPENERS: Record<number, readonly string[]> = {
  5: [
    'Dùng được hơn hai tuần, mình rất ưng.',
    'Hàng chính hãng, nguyên seal, đúng như mô tả.',
    'Mua tặng người nhà, ai cũng khen.',
    'Đã cân nhắc khá lâu và không hối hận khi chọn mẫu này.',
  ],
  4: [
    'Sản phẩm tốt, đáng tiền.',
    'Dùng ổn, chưa thấy lỗi gì.',
    'Nhìn chung hài lòng với lựa chọn này.',
    'Chất lượng tốt so với giá.',
  ],
  3: ['Sản phẩm dùng tạm ổn.', 'Không có gì nổi bật nhưng cũng không tệ.', 'Chất lượng ở mức trung bình.'],
  2: ['Sản phẩm chưa như kỳ vọng.', 'Dùng vài ngày thấy không ổn lắm.', 'Hơi thất vọng so với giá tiền.'],
  1: ['Rất thất vọng với sản phẩm này.', 'Nhận hàng được vài hôm đã gặp lỗi.', 'Không đáng tiền chút nào.'],
};

/** A positive and a negative remark per category. */
export const REMARKS: Record<string, { good: readonly string[]; bad: readonly string[] }> = {
  smartphones: {
    good: [
      'Máy chạy mượt, pin dùng thoải mái cả ngày.',
      'Camera chụp đẹp, nhất là ảnh chân dung.',
      'Màn hình sáng, xem phim rất đã.',
    ],
    bad: ['Máy hơi nóng khi chơi game lâu.', 'Pin tụt nhanh hơn mình nghĩ.', 'Camera chụp thiếu sáng còn nhiễu.'],
  },
  laptops: {
    good: [
      'Bàn phím gõ êm, màn hình sắc nét.',
      'Máy nhẹ, mang đi làm rất tiện.',
      'Chạy phần mềm văn phòng và chỉnh ảnh nhẹ đều mượt.',
    ],
    bad: ['Quạt hơi ồn khi chạy nặng.', 'Pin không được lâu như quảng cáo.', 'Loa nhỏ, nghe nhạc không đã.'],
  },
  tablets: {
    good: ['Màn hình lớn, học online và đọc sách rất thích.', 'Loa to, rõ, xem phim ổn.', 'Máy mỏng nhẹ, cầm lâu không mỏi tay.'],
    bad: ['Sạc hơi lâu đầy.', 'Phụ kiện bút mua riêng khá đắt.', 'Máy hơi nặng khi cầm một tay.'],
  },
  accessories: {
    good: ['Chất liệu chắc chắn, hoàn thiện tốt.', 'Dùng đúng như mô tả, tương thích tốt.', 'Nhỏ gọn, mang theo tiện.'],
    bad: ['Dây hơi ngắn.', 'Hoàn thiện chưa được tỉ mỉ.', 'Dùng một thời gian thấy hơi lỏng.'],
  },
  smartwatches: {
    good: [
      'Đo nhịp tim và giấc ngủ khá chính xác.',
      'Pin dùng được vài ngày mới phải sạc.',
      'Dây đeo êm, đeo cả ngày không khó chịu.',
    ],
    bad: ['Thông báo đôi khi bị trễ.', 'Pin tụt nhanh khi bật GPS.', 'Mặt kính dễ bám vân tay.'],
  },
  cameras: {
    good: ['Ảnh ra màu đẹp, lấy nét nhanh.', 'Quay video chống rung tốt.', 'Cầm chắc tay, menu dễ dùng.'],
    bad: ['Pin hơi yếu khi quay video nhiều.', 'Máy khá nặng khi đi du lịch.', 'Ống kính kèm theo chưa thật sắc.'],
  },
  audio: {
    good: ['Âm thanh chi tiết, bass chắc.', 'Chống ồn tốt, đi xe buýt vẫn nghe rõ.', 'Đeo lâu không đau tai.'],
    bad: ['Kết nối đôi khi chập chờn.', 'Micro đàm thoại chưa rõ lắm.', 'Bass hơi lấn át giọng hát.'],
  },
  gaming: {
    good: ['Chơi game mượt, tay cầm bấm rất sướng.', 'Đồ họa đẹp, tải game nhanh.', 'Cả nhà cùng chơi cuối tuần rất vui.'],
    bad: ['Quạt hơi ồn khi chơi lâu.', 'Game đi kèm khá ít.', 'Tay cầm hao pin nhanh.'],
  },
};

export const SERVICE: Record<'good' | 'bad', readonly string[]> = {
  good: [
    'Giao hàng nhanh, đóng gói cẩn thận.',
    'Nhân viên tư vấn nhiệt tình.',
    'Shop giao đúng hẹn, hàng còn nguyên seal.',
    'Sẽ tiếp tục mua ở Sen.',
  ],
  bad: ['Giao hàng hơi chậm so với dự kiến.', 'Hộp bị móp nhẹ khi nhận.', 'Mong shop hỗ trợ đổi trả nhanh hơn.'],
};
