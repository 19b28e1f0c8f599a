import type { Shape } from './drawings';

/**
 * Product lines the large catalogue combines (brand × model × variant × colour).
 * `{n}` in the model is replaced by one of `nums`.
 */
export interface Line {
  c: string;
  b: string;
  prefix: string;
  model: string;
  nums: readonly (string | number)[];
  variants: readonly string[];
  price: readonly [number, number];
  shape: Shape;
}

/** One maker per (category, name prefix, drawing), so each line below fits on one row. */
function kind(c: string, prefix: string, shape: Shape) {
  return (b: string, model: string, nums: Line['nums'], variants: Line['variants'], price: Line['price']): Line => ({
    c,
    b,
    prefix,
    model,
    nums,
    variants,
    price,
    shape,
  });
}

const phone = kind('smartphones', 'Điện thoại', 'phone');
const laptop = kind('laptops', 'Laptop', 'laptop');
const tablet = kind('tablets', 'Máy tính bảng', 'tablet');
const charger = kind('accessories', 'Củ sạc nhanh', 'charger');
const powerbank = kind('accessories', 'Sạc dự phòng', 'powerbank');
const mouse = kind('accessories', 'Chuột không dây', 'mouse');
const keyboard = kind('accessories', 'Bàn phím không dây', 'keyboard');
const phoneCase = kind('accessories', 'Ốp lưng', 'case');
const watch = kind('smartwatches', 'Đồng hồ thông minh', 'watch');
const roundWatch = kind('smartwatches', 'Đồng hồ thông minh', 'watch-round');
const band = kind('smartwatches', 'Vòng đeo tay thông minh', 'band');
const camera = kind('cameras', 'Máy ảnh', 'camera');
const homeCamera = kind('cameras', 'Camera an ninh', 'cam-home');
const earbuds = kind('audio', 'Tai nghe Bluetooth', 'earbuds');
const headphones = kind('audio', 'Tai nghe chụp tai', 'headphones');
const speaker = kind('audio', 'Loa Bluetooth', 'speaker');
const gameConsole = kind('gaming', 'Máy chơi game', 'console');
const gamepad = kind('gaming', 'Tay cầm chơi game', 'gamepad');
const gamingLaptop = kind('gaming', 'Laptop gaming', 'laptop');
const handheld = kind('gaming', 'Máy chơi game cầm tay', 'handheld');
const monitor = kind('gaming', 'Màn hình gaming', 'monitor');

const STORAGE = ['128GB', '256GB', '512GB'];
const RAM_STORAGE = ['6GB/128GB', '8GB/128GB', '8GB/256GB', '12GB/256GB'];
const PC = ['Core i5 16GB/512GB', 'Core i7 16GB/512GB', 'Core Ultra 5 16GB/512GB', 'Ryzen 5 16GB/512GB', 'Ryzen 7 16GB/1TB'];
const NONE = [''];

export const LINES: readonly Line[] = [
  phone('apple', 'iPhone {n}', [13, 14, 15, 16, 17], STORAGE, [12_990_000, 29_990_000]),
  phone('apple', 'iPhone {n} Pro Max', [14, 15, 16, 17], ['256GB', '512GB', '1TB'], [24_990_000, 46_990_000]),
  phone('samsung', 'Galaxy A{n} 5G', [16, 17, 26, 35, 36, 55, 56], RAM_STORAGE, [4_490_000, 11_990_000]),
  phone('samsung', 'Galaxy S{n} Ultra', [23, 24, 25], ['256GB', '512GB', '1TB'], [19_990_000, 41_990_000]),
  phone('xiaomi', 'Redmi Note {n} Pro', [13, 14, 15], RAM_STORAGE, [5_490_000, 10_990_000]),
  phone('xiaomi', 'POCO X{n} Pro', [6, 7, 8], RAM_STORAGE, [6_490_000, 10_990_000]),
  phone('sony', 'Xperia 10 {n}', ['V', 'VI', 'VII'], ['8GB/128GB'], [7_990_000, 11_990_000]),
  laptop('apple', 'MacBook Air M{n}', [2, 3, 4], ['16GB/256GB', '16GB/512GB', '24GB/512GB'], [19_990_000, 37_990_000]),
  laptop('dell', 'Inspiron {n}', [3530, 5440, 5640], PC, [13_990_000, 24_990_000]),
  laptop('dell', 'Latitude {n}', [3450, 5450, 7450], PC, [18_990_000, 39_990_000]),
  laptop('hp', 'Pavilion {n}', [14, 15, 16], PC, [14_990_000, 24_990_000]),
  laptop('lenovo', 'ThinkPad E{n} Gen 6', [14, 16], PC, [16_990_000, 28_990_000]),
  laptop('asus', 'Vivobook {n}', [14, 15, 16], PC, [11_990_000, 21_990_000]),
  laptop('acer', 'Aspire {n}', [3, 5, 7], PC, [10_990_000, 21_990_000]),
  tablet('apple', 'iPad Air {n} inch', [11, 13], ['Wi-Fi 128GB', 'Wi-Fi 256GB', '5G 256GB'], [15_990_000, 33_990_000]),
  tablet('samsung', 'Galaxy Tab S{n} FE', [9, 10], ['Wi-Fi 8GB/128GB', '5G 8GB/256GB'], [9_990_000, 15_990_000]),
  tablet('xiaomi', 'Xiaomi Pad {n}', [6, 7], ['8GB/128GB', '8GB/256GB', '12GB/256GB'], [6_990_000, 12_990_000]),
  tablet('lenovo', 'Tab M{n}', [9, 10, 11], ['4GB/64GB', '4GB/128GB', '8GB/128GB'], [2_990_000, 5_990_000]),
  charger('samsung', '{n}W USB-C', [25, 45, 65], NONE, [290_000, 1_190_000]),
  powerbank('xiaomi', '{n}mAh 22.5W', [10000, 20000], NONE, [390_000, 890_000]),
  mouse('hp', '{n}', [220, 240, 430, 690], NONE, [190_000, 1_290_000]),
  keyboard('dell', 'KB{n}', [500, 700, 740], NONE, [490_000, 1_690_000]),
  phoneCase('samsung', 'Galaxy S{n} Clear Case', [24, 25], NONE, [290_000, 690_000]),
  watch('apple', 'Apple Watch Series {n}', [9, 10, 11], ['GPS 42mm', 'GPS 46mm', 'GPS + Cellular 46mm'], [8_990_000, 16_990_000]),
  roundWatch('samsung', 'Galaxy Watch{n}', [6, 7, 8], ['40mm', '44mm', 'LTE 44mm'], [4_990_000, 9_990_000]),
  band('xiaomi', 'Smart Band {n}', [8, 9, 10], NONE, [690_000, 1_290_000]),
  camera(
    'sony',
    'Alpha {n}',
    ['6400', '6700', '7 III', '7 IV', '7C II'],
    ['Body', 'kit 16-50mm', 'kit 28-70mm'],
    [17_990_000, 59_990_000],
  ),
  camera('sony', 'ZV-{n}', ['1F', '1 II', 'E10 II'], NONE, [11_990_000, 26_990_000]),
  homeCamera('xiaomi', 'Smart Camera C{n}', [301, 400, 500, 700], NONE, [490_000, 1_390_000]),
  earbuds('apple', 'AirPods {n}', ['4', 'Pro 2', 'Pro 3'], NONE, [3_490_000, 6_990_000]),
  headphones('sony', 'WH-1000XM{n}', [4, 5, 6], NONE, [5_490_000, 10_990_000]),
  earbuds('samsung', 'Galaxy Buds{n}', ['3', '3 Pro', ' FE', ' Core'], NONE, [990_000, 5_490_000]),
  earbuds('xiaomi', 'Redmi Buds {n}', ['6', '6 Pro', '6 Active'], NONE, [390_000, 1_590_000]),
  speaker('lg', 'xboom Go XG{n}', [2, 5, 7, 8], NONE, [990_000, 6_990_000]),
  gameConsole('sony', 'PlayStation 5 {n}', ['Slim', 'Slim Digital', 'Pro'], ['', 'kèm 2 tay cầm'], [10_990_000, 20_990_000]),
  gamepad('sony', 'DualSense{n}', ['', ' Edge'], NONE, [1_590_000, 5_290_000]),
  gamingLaptop('asus', 'ROG Strix G{n}', [16, 18], ['RTX 4060', 'RTX 5060', 'RTX 5070'], [32_990_000, 59_990_000]),
  gamingLaptop('acer', 'Nitro V {n}', [15, 16], ['RTX 4050', 'RTX 5050'], [19_990_000, 28_990_000]),
  handheld('lenovo', 'Legion Go{n}', ['', ' S'], ['512GB', '1TB'], [14_990_000, 21_990_000]),
  monitor('samsung', 'Odyssey G{n}', [3, 5, 6, 7], ['24 inch', '27 inch', '32 inch'], [3_990_000, 18_990_000]),
  monitor('lg', 'UltraGear {n}', ['24GS60F', '27GS60F', '27GR75Q', '32GS75Q'], NONE, [3_490_000, 9_990_000]),
];

const BRIGHT = ['Đen', 'Trắng', 'Bạc', 'Xám', 'Xanh Dương', 'Xanh Lá', 'Hồng', 'Tím', 'Vàng', 'Xanh Navy'];
const NEUTRAL = ['Đen', 'Bạc', 'Xám', 'Xanh Đậm'];

/** Colours a category is plausibly sold in (nobody sells a pink Latitude). */
export const COLORS: Record<string, readonly string[]> = {
  smartphones: BRIGHT,
  tablets: BRIGHT,
  smartwatches: BRIGHT,
  audio: BRIGHT,
  accessories: ['Đen', 'Trắng', 'Xám'],
  laptops: NEUTRAL,
  cameras: ['Đen', 'Bạc'],
  gaming: ['Đen', 'Trắng'],
};

export const TAGS: Record<string, readonly string[]> = {
  smartphones: ['5g', 'pin trâu', 'sạc nhanh', 'camera đẹp', 'chống nước', 'giá tốt'],
  laptops: ['văn phòng', 'học tập', 'mỏng nhẹ', 'đồ họa', 'giá tốt', 'laptop ai'],
  tablets: ['học tập', 'giải trí', 'giá tốt', 'màn hình lớn'],
  accessories: ['chính hãng', 'giá tốt', 'usb-c', 'văn phòng'],
  smartwatches: ['theo dõi sức khỏe', 'chống nước', 'pin trâu', 'thể thao'],
  cameras: ['quay 4k', 'vlog', 'du lịch', 'camera an ninh'],
  audio: ['chống ồn', 'true wireless', 'bass mạnh', 'chống nước'],
  gaming: ['gaming', 'chơi game', 'esports', 'giá tốt'],
};
