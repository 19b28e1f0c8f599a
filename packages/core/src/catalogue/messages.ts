/** Error and field messages of catalogue management (issue 12): categories, brands, products, images, CSV. */
export const CATALOGUE_ERRORS = {
  /** Spec 1 §8 "cannot delete because of children or related items". */
  DELETE_HAS_CHILDREN: {
    vi: 'Không thể xóa vì còn mục con hoặc dữ liệu liên quan',
    en: 'Cannot delete because of children or related items',
  },
  SLUG_TAKEN: { vi: 'Đường dẫn (slug) này đã được dùng', en: 'This slug is already in use' },
  SKU_TAKEN: { vi: 'Mã SKU đã tồn tại', en: 'This SKU already exists' },
  CATEGORY_CYCLE: {
    vi: 'Danh mục cha không thể là chính nó hoặc một danh mục con của nó',
    en: 'A category cannot be its own parent or the parent of its ancestor',
  },
  IMAGE_INVALID: { vi: 'Ảnh tải lên không hợp lệ', en: 'The uploaded image is not valid' },
  IMAGE_NOT_FOUND: { vi: 'Không tìm thấy ảnh', en: 'Image not found' },
  IMPORT_JOB_NOT_FOUND: { vi: 'Không tìm thấy lượt nhập dữ liệu', en: 'Import job not found' },
  IMPORT_INVALID: { vi: 'Tệp CSV không đọc được', en: 'The CSV file cannot be read' },
} as const satisfies Record<string, { vi: string; en: string }>;

export const CATALOGUE_FIELD_MESSAGES = {
  slug_taken: { vi: 'Đường dẫn (slug) này đã được dùng', en: 'This slug is already in use' },
  'catalogue.name.required': { vi: 'Vui lòng nhập tên', en: 'Name is required' },
  'product.name.required': { vi: 'Vui lòng nhập tên sản phẩm', en: 'Product name is required' },
  'product.price.required': { vi: 'Vui lòng nhập giá bán', en: 'Sale price is required' },
  'product.price.min': { vi: 'Giá bán phải lớn hơn hoặc bằng 0', en: 'Sale price must be at least 0' },
  'product.quantity.min': { vi: 'Số lượng phải lớn hơn hoặc bằng 0', en: 'Quantity must be at least 0' },
  'product.sku.taken': { vi: 'Mã SKU đã tồn tại', en: 'This SKU already exists' },
  'product.sku.duplicate': { vi: 'Mã SKU bị trùng trong sản phẩm này', en: 'This SKU appears twice in the product' },
  'product.sku.invalid': {
    vi: 'Mã SKU chỉ gồm chữ, số, dấu gạch ngang, gạch dưới và dấu chấm',
    en: 'A SKU has letters, digits, hyphens, underscores and dots only',
  },
  'product.options.max': { vi: 'Tối đa 3 thuộc tính biến thể', en: 'At most 3 options' },
  'product.option.name.duplicate': { vi: 'Tên thuộc tính bị trùng', en: 'This option name appears twice' },
  'product.option.values.required': { vi: 'Nhập ít nhất một giá trị', en: 'Enter at least one value' },
  'product.option.value.duplicate': { vi: 'Giá trị bị trùng', en: 'This value appears twice' },
  'product.variants.required': { vi: 'Cần ít nhất một biến thể', en: 'At least one variant is required' },
  'product.variants.single': {
    vi: 'Sản phẩm không có thuộc tính chỉ có một biến thể',
    en: 'A product without options has exactly one variant',
  },
  'product.variant.option.invalid': {
    vi: 'Giá trị không thuộc các giá trị của thuộc tính',
    en: 'This value is not one of the option’s values',
  },
  'product.variant.combination.duplicate': {
    vi: 'Tổ hợp thuộc tính này đã có ở biến thể khác',
    en: 'Another variant has the same option values',
  },
  'product.comparePrice.min': {
    vi: 'Giá gốc phải lớn hơn hoặc bằng giá bán',
    en: 'The regular price must be at least the sale price',
  },
  'product.sale.dates': { vi: 'Ngày kết thúc phải sau ngày bắt đầu', en: 'The end must be after the start' },
  'product.category.unknown': { vi: 'Danh mục không tồn tại', en: 'This category does not exist' },
  'product.brand.unknown': { vi: 'Thương hiệu không tồn tại', en: 'This brand does not exist' },
  'catalogue.parent.unknown': { vi: 'Danh mục cha không tồn tại', en: 'The parent category does not exist' },
  'catalogue.parent.cycle': {
    vi: 'Danh mục cha không thể là chính nó hoặc một danh mục con của nó',
    en: 'A category cannot be its own parent or the parent of its ancestor',
  },
  'catalogue.website.invalid': { vi: 'Địa chỉ website không hợp lệ', en: 'Invalid website address' },
  'catalogue.year.invalid': { vi: 'Năm không hợp lệ', en: 'Invalid year' },
  'catalogue.boolean.invalid': { vi: 'Giá trị phải là true hoặc false', en: 'Must be true or false' },
  'catalogue.image.url': {
    vi: 'Ảnh phải là một tệp tải lên hoặc đường dẫn http(s) hay /uploads/',
    en: 'An image is an uploaded file or an http(s) or /uploads/ address',
  },
  'image.required': { vi: 'Vui lòng chọn ảnh', en: 'Please choose an image' },
  'image.type': {
    vi: 'Chỉ nhận ảnh JPEG, PNG, WebP, AVIF hoặc GIF',
    en: 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
  },
  'image.size': { vi: 'Kích thước tệp tối đa {max} MB', en: 'The file is larger than {max} MB' },
  'image.pixels': {
    vi: 'Ảnh quá lớn: tối đa {max} megapixel',
    en: 'The picture is too large: {max} megapixels at most',
  },
  'image.dimensions': {
    vi: 'Ảnh phải có cạnh từ {min} đến {max} điểm ảnh',
    en: 'The picture must be {min} to {max} pixels on each side',
  },
  'image.count': { vi: 'Tối đa {max} ảnh mỗi lần', en: 'At most {max} images at a time' },
  'import.file.required': { vi: 'Vui lòng chọn tệp CSV', en: 'Please choose a CSV file' },
  'import.column.missing': { vi: 'Thiếu cột {column}', en: 'Column {column} is missing' },
  'import.encoding': {
    vi: 'Tệp phải được lưu dạng CSV UTF-8',
    en: 'The file must be saved as CSV UTF-8',
  },
  'import.rows.max': { vi: 'Tối đa {max} dòng mỗi tệp', en: 'At most {max} rows per file' },
  'import.rows.none': { vi: 'Tệp không có dòng dữ liệu nào', en: 'The file has no data rows' },
  'import.number.invalid': { vi: 'Phải là một số nguyên', en: 'Must be a whole number' },
  'import.sku.required': { vi: 'Vui lòng nhập mã SKU', en: 'The SKU is required' },
  'import.sku.repeated': {
    vi: 'Mã SKU này đã xuất hiện ở dòng {row}',
    en: 'This SKU already appears on row {row}',
  },
  'import.sku.otherProduct': {
    vi: 'Mã SKU này thuộc sản phẩm khác ({slug})',
    en: 'This SKU belongs to another product ({slug})',
  },
  'import.status.invalid': {
    vi: 'Trạng thái phải là draft, published hoặc archived',
    en: 'The status must be draft, published or archived',
  },
  'import.taxClass.invalid': {
    vi: 'Nhóm thuế phải là standard, reduced hoặc zero',
    en: 'The tax class must be standard, reduced or zero',
  },
  'import.option.name': {
    vi: 'Tên thuộc tính phải giống nhau ở mọi dòng của sản phẩm',
    en: 'The option name must be the same on every row of the product',
  },
  'import.option.value.required': {
    vi: 'Thiếu giá trị của thuộc tính {name}',
    en: 'The value of option {name} is missing',
  },
  'import.text.tooLong': { vi: 'Tối đa {max} ký tự', en: 'At most {max} characters' },
  'import.variants.max': {
    vi: 'Một sản phẩm có tối đa {max} biến thể',
    en: 'A product has at most {max} variants',
  },
} as const satisfies Record<string, { vi: string; en: string }>;
