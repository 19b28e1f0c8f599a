import type { Localized } from './texts';

export interface AboutTexts {
  title: string;
  lead: string;
  storyTitle: string;
  story: string[];
  stats: { products: string; categories: string; brands: string; courses: string };
  missionTitle: string;
  mission: { title: string; text: string }[];
  teamTitle: string;
  team: { name: string; role: string }[];
  returns: string;
  ctaTitle: string;
  ctaText: string;
  ctaShop: string;
  ctaContact: string;
}

export const ABOUT: Localized<AboutTexts> = {
  vi: {
    title: 'Về Sen',
    lead: 'Sen là cửa hàng công nghệ và học tập trực tuyến của người Việt, bắt đầu từ một mong muốn giản dị: mua đồ công nghệ chính hãng phải dễ dàng và minh bạch.',
    storyTitle: 'Câu chuyện của chúng tôi',
    story: [
      'Sen ra đời tại Hà Nội với một nhóm nhỏ yêu công nghệ. Chúng tôi đã từng mua phải hàng không rõ nguồn gốc, chờ giao hàng cả tuần và loay hoay khi cần bảo hành — nên chúng tôi xây dựng cửa hàng mà chính mình muốn mua sắm.',
      'Hôm nay Sen phục vụ khách hàng khắp 34 tỉnh thành, với chi nhánh tại Hà Nội, Đà Nẵng và Cần Thơ, cùng thư viện khóa học giúp bạn làm chủ chính những thiết bị mình sở hữu.',
    ],
    stats: { products: 'sản phẩm chính hãng', categories: 'danh mục', brands: 'thương hiệu', courses: 'khóa học' },
    missionTitle: 'Sứ mệnh',
    mission: [
      { title: 'Minh bạch', text: 'Giá rõ ràng, khuyến mãi có thời hạn cụ thể, không phí ẩn.' },
      { title: 'Tận tâm', text: 'Hỗ trợ 24/7, phản hồi trong vòng 24 giờ làm việc.' },
      { title: 'Học suốt đời', text: 'Khóa học thực tế để bạn khai thác tối đa công nghệ.' },
    ],
    teamTitle: 'Đội ngũ',
    team: [
      { name: 'Trần Minh Anh', role: 'Nhà sáng lập & Giám đốc điều hành' },
      { name: 'Lê Thu Hà', role: 'Giám đốc trải nghiệm khách hàng' },
      { name: 'Phạm Quốc Bảo', role: 'Trưởng nhóm công nghệ' },
      { name: 'Nguyễn Hải Yến', role: 'Phụ trách đào tạo' },
    ],
    returns: 'Đổi trả miễn phí trong 30 ngày — nếu sản phẩm chưa làm bạn hài lòng, chúng tôi nhận lại.',
    ctaTitle: 'Sẵn sàng mua sắm cùng Sen?',
    ctaText: 'Khám phá hàng nghìn sản phẩm chính hãng hoặc trò chuyện với chúng tôi.',
    ctaShop: 'Mua sắm ngay',
    ctaContact: 'Liên hệ',
  },
  en: {
    title: 'About Sen',
    lead: 'Sen is a Vietnamese shop for technology and online learning, born from a simple wish: buying genuine tech should be easy and transparent.',
    storyTitle: 'Our story',
    story: [
      'Sen started in Hanoi with a small team of tech lovers. We had bought goods of unknown origin, waited a week for deliveries and struggled with warranty claims — so we built the shop we wanted to buy from.',
      'Today Sen serves customers across all 34 provinces, with branches in Hanoi, Da Nang and Can Tho, and a library of courses that helps you get the most from your devices.',
    ],
    stats: { products: 'genuine products', categories: 'categories', brands: 'brands', courses: 'courses' },
    missionTitle: 'Our mission',
    mission: [
      { title: 'Transparency', text: 'Clear prices, promotions with real end dates, no hidden fees.' },
      { title: 'Care', text: 'Support 24/7, answers within 24 working hours.' },
      { title: 'Lifelong learning', text: 'Practical courses to get the most from technology.' },
    ],
    teamTitle: 'Our team',
    team: [
      { name: 'Trần Minh Anh', role: 'Founder & CEO' },
      { name: 'Lê Thu Hà', role: 'Head of customer experience' },
      { name: 'Phạm Quốc Bảo', role: 'Engineering lead' },
      { name: 'Nguyễn Hải Yến', role: 'Head of learning' },
    ],
    returns: 'Free returns within 30 days — if a product does not please you, we take it back.',
    ctaTitle: 'Ready to shop with Sen?',
    ctaText: 'Explore thousands of genuine products or talk to us.',
    ctaShop: 'Shop now',
    ctaContact: 'Contact us',
  },
};
