/**
 * The staff help centre's articles (issue 16): how to run the shop with Sen, written in Vietnamese
 * and English; French, German and Japanese readers get the English text (the page's own labels are
 * translated). Each article is steps a staff member follows on the admin screens it links to.
 */
export type HelpTopic = 'orders' | 'returns' | 'payments' | 'products' | 'promotions' | 'reports';
export const HELP_TOPICS: readonly HelpTopic[] = ['orders', 'returns', 'payments', 'products', 'promotions', 'reports'];

interface Text {
  vi: string;
  en: string;
}
export interface HelpArticle {
  id: string;
  topic: HelpTopic;
  title: Text;
  summary: Text;
  steps: Text[];
  /** The admin screen the article is about. */
  link: string;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'process-order',
    topic: 'orders',
    link: '/admin/orders',
    title: { vi: 'Xử lý một đơn hàng từ lúc đặt đến lúc giao', en: 'Process an order from placement to delivery' },
    summary: {
      vi: 'Các trạng thái của đơn, ai được chuyển trạng thái và điều gì xảy ra với tồn kho.',
      en: 'The order statuses, who may move them and what happens to stock.',
    },
    steps: [
      {
        vi: 'Mở Đơn hàng, lọc theo trạng thái "Chờ xử lý" để thấy các đơn mới nhất. Tìm theo mã đơn, tên, e-mail hoặc số điện thoại.',
        en: 'Open Orders and filter on "Pending" to see new orders. Search by order code, name, e-mail or phone.',
      },
      {
        vi: 'Đơn thanh toán khi nhận hàng (COD) đi: Chờ xử lý → Đang xử lý → Đã gửi hàng → Đã giao → Hoàn tất. Đơn chuyển khoản hoặc ví điện tử chờ "Đã nhận thanh toán" trước khi xử lý.',
        en: 'A cash-on-delivery order goes Pending → Processing → Shipped → Delivered → Completed. Bank transfer and wallet orders wait for "Payment received" first.',
      },
      {
        vi: 'Khi chuyển sang "Đã gửi hàng", nhập mã vận đơn và đường dẫn tra cứu: khách nhận e-mail và thấy mã trên trang theo dõi đơn.',
        en: 'When moving to "Shipped", enter the tracking number and link: the buyer is e-mailed and sees them on the order tracking page.',
      },
      {
        vi: 'Hủy một đơn chưa gửi sẽ trả hàng về kho và trả lại lượt dùng mã giảm giá; mỗi lần trả kho được ghi ở Báo cáo tồn kho → Biến động tồn kho.',
        en: 'Cancelling an unshipped order puts its goods back in stock and gives back the coupon use; each return to stock is listed in Inventory report → Stock movements.',
      },
      {
        vi: 'Đơn nhận tại cửa hàng đi: Đang xử lý → Sẵn sàng nhận → Đã nhận hàng. Nhân viên cửa hàng xác nhận ở màn hình Nhận tại cửa hàng bằng mã nhận hàng của khách.',
        en: "A pickup order goes Processing → Ready for pickup → Picked up. Store staff confirm it on the Click & collect screen with the buyer's pickup code.",
      },
    ],
  },
  {
    id: 'refund-order',
    topic: 'orders',
    link: '/admin/orders',
    title: { vi: 'Hoàn tiền một đơn đã thanh toán', en: 'Refund a paid order' },
    summary: {
      vi: 'Hoàn tiền toàn bộ đơn và ảnh hưởng của nó trên báo cáo.',
      en: 'Refunding a whole order and how the reports show it.',
    },
    steps: [
      {
        vi: 'Mở đơn, chọn trạng thái "Đã hoàn tiền" và ghi lý do. Chỉ đơn đã thanh toán (đã giao, đã nhận, hoàn tất hoặc đã nhận thanh toán) mới hoàn tiền được.',
        en: 'Open the order, choose "Refunded" and write the reason. Only paid orders (delivered, picked up, completed or payment received) can be refunded.',
      },
      {
        vi: 'Khóa học trong đơn bị thu hồi quyền truy cập; hàng chưa gửi được trả về kho.',
        en: 'Courses in the order lose their access; goods not yet shipped go back to stock.',
      },
      {
        vi: 'Báo cáo bán hàng tính khoản hoàn tiền vào ngày đơn được thanh toán, nên doanh thu thuần của kỳ đó giảm tương ứng.',
        en: "The sales report counts the refund on the day the order was paid, so that period's net revenue goes down by it.",
      },
    ],
  },
  {
    id: 'handle-return',
    topic: 'returns',
    link: '/admin/returns',
    title: { vi: 'Duyệt và nhận hàng trả', en: 'Approve and receive a return' },
    summary: {
      vi: 'Từ yêu cầu trả hàng của khách đến hoàn tiền và nhập lại kho.',
      en: "From the buyer's return request to the refund and restocking.",
    },
    steps: [
      {
        vi: 'Mở Trả hàng: các yêu cầu mới ở trạng thái "Đã yêu cầu", kèm lý do và ảnh khách gửi. Khách chỉ yêu cầu được trong thời hạn đổi trả của cửa hàng.',
        en: 'Open Returns: new requests are "Requested", with the buyer\'s reason and photos. Buyers can ask only within the shop\'s return window.',
      },
      {
        vi: 'Duyệt hoặc từ chối kèm lời nhắn; khách nhận e-mail với hướng dẫn gửi hàng.',
        en: 'Approve or reject with a message; the buyer is e-mailed the shipping instructions.',
      },
      {
        vi: 'Khi hàng về, chọn "Đã nhận", đánh dấu từng dòng hư hỏng nếu có. Hàng không hư hỏng được nhập lại kho (lý do "Hàng trả nhập kho" trong biến động tồn kho).',
        en: 'When the parcel arrives, choose "Received" and mark any damaged line. Undamaged goods go back to stock (reason "Return restocked" in stock movements).',
      },
      {
        vi: 'Hoàn tiền cho các dòng được chấp nhận; số tiền không vượt quá số khách đã trả cho các dòng đó.',
        en: 'Refund the accepted lines; the amount can never exceed what the buyer paid for them.',
      },
    ],
  },
  {
    id: 'payment-methods',
    topic: 'payments',
    link: '/admin/settings/payment-methods',
    title: { vi: 'Cấu hình phương thức thanh toán', en: 'Configure payment methods' },
    summary: {
      vi: 'Bật/tắt COD, chuyển khoản VietQR, ví điện tử; giới hạn số tiền và phí.',
      en: 'Turn COD, VietQR bank transfer and wallets on or off; amount limits and fees.',
    },
    steps: [
      {
        vi: 'Mở Cài đặt → Phương thức thanh toán. Mỗi phương thức có: hoạt động, mặc định, số tiền tối thiểu và tối đa của đơn, phí xử lý (cố định hoặc phần trăm) và hướng dẫn cho khách.',
        en: 'Open Settings → Payment methods. Each method has: active, default, minimum and maximum order amount, a handling fee (fixed or percent) and instructions for the buyer.',
      },
      {
        vi: 'Chuyển khoản: nhập ngân hàng, số tài khoản và chủ tài khoản; trang cảm ơn hiện mã VietQR với số tiền và nội dung là mã đơn.',
        en: 'Bank transfer: enter the bank, account number and holder; the thank-you page shows a VietQR code carrying the amount and the order code.',
      },
      {
        vi: 'Ví điện tử và cổng thanh toán (MoMo, VNPay…): nhập thông tin kết nối do nhà cung cấp cấp; chỉ quản trị viên thấy và sửa được.',
        en: 'Wallets and gateways (MoMo, VNPay…): enter the credentials the provider gave you; only admins can see and change them.',
      },
      {
        vi: 'Khách chỉ thấy các phương thức đang hoạt động và hợp với tổng đơn; phí xử lý được cộng vào đơn và hiện rõ ở bước thanh toán.',
        en: 'Buyers see only active methods that fit the order total; the handling fee is added to the order and shown at checkout.',
      },
    ],
  },
  {
    id: 'add-product',
    topic: 'products',
    link: '/admin/products',
    title: { vi: 'Thêm sản phẩm và biến thể', en: 'Add a product and its variants' },
    summary: {
      vi: 'Thông tin, ảnh, tùy chọn (màu, dung lượng), giá và tồn kho từng biến thể.',
      en: 'Details, images, options (colour, storage), price and stock per variant.',
    },
    steps: [
      {
        vi: 'Sản phẩm → Thêm sản phẩm. Nhập tên, danh mục, thương hiệu, mô tả; tải ảnh lên (ảnh đầu tiên là ảnh chính, kéo để sắp xếp).',
        en: 'Products → Add product. Enter the name, category, brand and description; upload images (the first is the main one, drag to reorder).',
      },
      {
        vi: 'Sản phẩm có tùy chọn: thêm tùy chọn và giá trị (ví dụ Màu: Đen, Trắng), rồi điền giá, SKU và tồn kho cho từng biến thể trong bảng.',
        en: 'A product with options: add options and values (e.g. Colour: Black, White), then fill in the price, SKU and stock of each variant in the grid.',
      },
      {
        vi: 'Lưu ở trạng thái Nháp để kiểm tra, rồi Xuất bản. Mỗi thay đổi tồn kho được ghi ở mục Lịch sử tồn kho cuối trang sản phẩm.',
        en: 'Save as Draft to check it, then Publish. Every stock change is listed in the Stock history section at the bottom of the product page.',
      },
    ],
  },
  {
    id: 'csv-import',
    topic: 'products',
    link: '/admin/products',
    title: { vi: 'Nhập và xuất sản phẩm bằng CSV', en: 'Import and export products with CSV' },
    summary: {
      vi: 'Cập nhật giá và tồn kho hàng loạt bằng bảng tính.',
      en: 'Update prices and stock in bulk from a spreadsheet.',
    },
    steps: [
      {
        vi: 'Xuất CSV từ danh sách sản phẩm để có đúng các cột; mỗi dòng là một biến thể, nhận diện bằng SKU.',
        en: 'Export the CSV from the product list to get the right columns; each row is one variant, matched by SKU.',
      },
      {
        vi: 'Sửa trong Excel hoặc Google Sheets, lưu dạng CSV UTF-8, rồi Nhập CSV và chọn "Chạy thử" trước: hệ thống báo lỗi theo dòng và cột mà không ghi gì.',
        en: 'Edit in Excel or Google Sheets, save as CSV UTF-8, then Import CSV with "Dry run" first: errors are reported by row and column and nothing is written.',
      },
      {
        vi: 'Khi không còn lỗi, nhập thật. Tệp lớn chạy nền; theo dõi tiến độ trên màn hình nhập. Tồn kho thay đổi được ghi với lý do "Nhập CSV".',
        en: 'With no errors left, run the import. Large files run in the background; follow the progress on the import screen. Stock changes are recorded with reason "CSV import".',
      },
    ],
  },
  {
    id: 'promotions',
    topic: 'promotions',
    link: '/admin/promotions',
    title: { vi: 'Tạo khuyến mãi và mã giảm giá', en: 'Create promotions and coupon codes' },
    summary: {
      vi: 'Giảm theo phần trăm hoặc số tiền, miễn phí vận chuyển, mua X tặng Y, flash sale.',
      en: 'Percent or amount off, free shipping, buy X get Y, flash sales.',
    },
    steps: [
      {
        vi: 'Khuyến mãi → Tạo mới. Chọn loại, giá trị, thời gian bắt đầu và kết thúc, đơn tối thiểu và số lượt dùng tối đa (tổng và mỗi khách).',
        en: 'Promotions → New. Choose the type, value, start and end, minimum order and maximum uses (overall and per customer).',
      },
      {
        vi: 'Giới hạn theo danh mục hoặc sản phẩm nếu cần. Khuyến mãi tự động áp dụng ở giỏ hàng; khuyến mãi có mã cần khách nhập mã.',
        en: 'Limit it to categories or products if needed. Automatic promotions apply in the cart; code promotions need the buyer to enter the code.',
      },
      {
        vi: 'Flash sale: chọn sản phẩm, giá sale (giá cố định hoặc giảm theo phần trăm), thời gian và số lượng bán; khi hết số lượng, sản phẩm trở về giá thường.',
        en: 'Flash sale: pick the products, the sale price (a fixed price or a percentage off), the time and the quantity on sale; when it sells out, the product returns to its normal price.',
      },
    ],
  },
  {
    id: 'reports',
    topic: 'reports',
    link: '/admin/reports/sales',
    title: { vi: 'Đọc báo cáo và xuất CSV', en: 'Read the reports and export CSV' },
    summary: {
      vi: 'Bán hàng, tồn kho, khách hàng: cách tính và cách tải về.',
      en: 'Sales, inventory, customers: how they are computed and how to download them.',
    },
    steps: [
      {
        vi: 'Ngày trong báo cáo là ngày giờ Việt Nam. Doanh số tính theo đơn đã thanh toán trong khoảng ngày: gộp, giảm giá, vận chuyển, thuế, hoàn tiền và thuần.',
        en: 'Report days are Vietnam days. Sales count the orders paid in the range: gross, discounts, shipping, tax, refunds and net.',
      },
      {
        vi: 'Chọn khoảng ngày và cách nhóm (ngày, tuần, tháng, danh mục, thương hiệu, sản phẩm, phương thức thanh toán, vận chuyển, tỉnh). Đường dẫn giữ bộ lọc, nên có thể gửi cho đồng nghiệp.',
        en: 'Choose the range and grouping (day, week, month, category, brand, product, payment, shipping, province). The address keeps the filters, so you can send it to a colleague.',
      },
      {
        vi: 'Nút CSV tải đúng bảng đang xem (UTF-8 có BOM nên Excel hiện tiếng Việt). "Từng đơn" tải mọi đơn đã thanh toán trong khoảng.',
        en: 'The CSV button downloads the table you see (UTF-8 with BOM so Excel shows Vietnamese). "By order" downloads every paid order of the range.',
      },
      {
        vi: 'Báo cáo tồn kho: giá trị theo giá vốn và giá bán, hàng sắp hết, số ngày còn đủ bán theo 30 ngày qua, và Biến động tồn kho với lý do, người thực hiện, trước và sau.',
        en: 'Inventory report: value at cost and at price, low stock, days of cover from the last 30 days, and Stock movements with reason, who, before and after.',
      },
    ],
  },
];
