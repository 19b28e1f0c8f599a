import type { Translations } from '../../lib/translations';
import type { Db } from './util';

/*
 * The demo categories, brands and banners in en, fr, de and ja (decision 0100). vi is the row
 * itself. Brand names are trade marks and stay as they are; their descriptions are translated.
 */

const CATEGORY_TEXTS: Record<string, Translations> = {
  smartphones: {
    en: {
      name: 'Phones',
      description:
        'Genuine smartphones from Apple, Samsung, Xiaomi and Sony at good prices, with 0% instalments and official warranty.',
    },
    fr: {
      name: 'Téléphones',
      description:
        'Smartphones authentiques Apple, Samsung, Xiaomi et Sony à bon prix, paiement en plusieurs fois à 0 % et garantie officielle.',
    },
    de: {
      name: 'Smartphones',
      description:
        'Original-Smartphones von Apple, Samsung, Xiaomi und Sony zu guten Preisen, mit 0-%-Ratenzahlung und offizieller Garantie.',
    },
    ja: {
      name: 'スマートフォン',
      description: 'Apple、Samsung、Xiaomi、Sony の正規品スマートフォンをお手頃価格で。分割手数料 0%、メーカー保証付き。',
    },
  },
  laptops: {
    en: {
      name: 'Laptops',
      description: 'Laptops for work, study, design and travel from Apple, Dell, HP, Lenovo, ASUS and Acer.',
    },
    fr: {
      name: 'Ordinateurs portables',
      description:
        'Ordinateurs portables pour le bureau, les études, le graphisme et la mobilité : Apple, Dell, HP, Lenovo, ASUS et Acer.',
    },
    de: {
      name: 'Laptops',
      description: 'Laptops für Büro, Studium, Grafik und unterwegs von Apple, Dell, HP, Lenovo, ASUS und Acer.',
    },
    ja: {
      name: 'ノートパソコン',
      description: 'Apple、Dell、HP、Lenovo、ASUS、Acer の仕事・学習・デザイン向けや薄型軽量のノートパソコン。',
    },
  },
  tablets: {
    en: {
      name: 'Tablets',
      description: 'iPad, Galaxy Tab, Xiaomi Pad and more tablets for study, entertainment and creativity.',
    },
    fr: {
      name: 'Tablettes',
      description: 'iPad, Galaxy Tab, Xiaomi Pad et bien d’autres tablettes pour étudier, se divertir et créer.',
    },
    de: {
      name: 'Tablets',
      description: 'iPad, Galaxy Tab, Xiaomi Pad und weitere Tablets zum Lernen, für Unterhaltung und Kreativität.',
    },
    ja: { name: 'タブレット', description: 'iPad、Galaxy Tab、Xiaomi Pad など、学習・エンタメ・創作に使えるタブレット。' },
  },
  accessories: {
    en: {
      name: 'Accessories',
      description: 'Chargers, power banks, mice, keyboards, cases, portable drives and other genuine accessories.',
    },
    fr: {
      name: 'Accessoires',
      description:
        'Chargeurs, batteries externes, souris, claviers, coques, disques portables et autres accessoires authentiques.',
    },
    de: {
      name: 'Zubehör',
      description: 'Ladegeräte, Powerbanks, Mäuse, Tastaturen, Hüllen, mobile Festplatten und weiteres Original-Zubehör.',
    },
    ja: {
      name: 'アクセサリー',
      description: '充電器、モバイルバッテリー、マウス、キーボード、ケース、ポータブルドライブなどの正規品アクセサリー。',
    },
  },
  smartwatches: {
    en: {
      name: 'Smartwatches',
      description: 'Apple Watch, Galaxy Watch and smart bands that track your health, workouts and sleep.',
    },
    fr: {
      name: 'Montres connectées',
      description:
        'Apple Watch, Galaxy Watch et bracelets connectés pour suivre votre santé, vos entraînements et votre sommeil.',
    },
    de: {
      name: 'Smartwatches',
      description: 'Apple Watch, Galaxy Watch und Fitnessarmbänder, die Gesundheit, Training und Schlaf erfassen.',
    },
    ja: {
      name: 'スマートウォッチ',
      description: 'Apple Watch、Galaxy Watch、健康・運動・睡眠を記録するスマートバンド。',
    },
  },
  cameras: {
    en: { name: 'Cameras', description: 'Mirrorless and compact vlogging cameras, and smart security cameras for the home.' },
    fr: {
      name: 'Appareils photo',
      description: 'Hybrides, compacts pour le vlog et caméras de sécurité connectées pour la maison.',
    },
    de: {
      name: 'Kameras',
      description: 'Spiegellose Kameras, Kompaktkameras für Vlogs und smarte Sicherheitskameras für Zuhause.',
    },
    ja: { name: 'カメラ', description: 'ミラーレスカメラ、Vlog 向けコンパクトカメラ、家庭用スマート防犯カメラ。' },
  },
  audio: {
    en: {
      name: 'Audio',
      description: 'Noise-cancelling and wireless headphones, Bluetooth speakers and soundbars for vivid sound.',
    },
    fr: {
      name: 'Audio',
      description: 'Casques à réduction de bruit, écouteurs sans fil, enceintes Bluetooth et barres de son pour un son vivant.',
    },
    de: {
      name: 'Audio',
      description:
        'Kopfhörer mit Geräuschunterdrückung, kabellose Kopfhörer, Bluetooth-Lautsprecher und Soundbars für lebendigen Klang.',
    },
    ja: {
      name: 'オーディオ',
      description: 'ノイズキャンセリングヘッドホン、ワイヤレスイヤホン、Bluetooth スピーカー、サウンドバー。',
    },
  },
  gaming: {
    en: { name: 'Gaming', description: 'Consoles, controllers, handhelds, gaming laptops and monitors for gamers.' },
    fr: {
      name: 'Jeux vidéo',
      description: 'Consoles, manettes, consoles portables, ordinateurs et écrans gaming pour les joueurs.',
    },
    de: { name: 'Gaming', description: 'Konsolen, Controller, Handhelds, Gaming-Laptops und Monitore für Gamer.' },
    ja: { name: 'ゲーミング', description: 'ゲーム機、コントローラー、携帯ゲーム機、ゲーミングノート PC やモニター。' },
  },
};

const BRAND_TEXTS: Record<string, Translations> = {
  apple: {
    en: { description: 'Apple designs iPhone, iPad, Mac, Apple Watch and AirPods in a seamless, durable and secure ecosystem.' },
    fr: {
      description:
        'Apple conçoit l’iPhone, l’iPad, le Mac, l’Apple Watch et les AirPods dans un écosystème fluide, durable et sûr.',
    },
    de: {
      description:
        'Apple entwickelt iPhone, iPad, Mac, Apple Watch und AirPods in einem nahtlosen, langlebigen und sicheren Ökosystem.',
    },
    ja: {
      description: 'Apple は iPhone、iPad、Mac、Apple Watch、AirPods を、シームレスで長く使える安全なエコシステムで提供します。',
    },
  },
  samsung: {
    en: {
      description: 'Samsung Electronics leads with Galaxy S, foldable Galaxy Z, Galaxy Tab, Galaxy Watch and Odyssey monitors.',
    },
    fr: {
      description:
        'Samsung Electronics mène le marché avec les Galaxy S, les pliables Galaxy Z, Galaxy Tab, Galaxy Watch et les écrans Odyssey.',
    },
    de: {
      description:
        'Samsung Electronics führt den Markt an mit Galaxy S, faltbaren Galaxy Z, Galaxy Tab, Galaxy Watch und Odyssey-Monitoren.',
    },
    ja: {
      description:
        'Samsung Electronics は Galaxy S、折りたたみの Galaxy Z、Galaxy Tab、Galaxy Watch、Odyssey モニターで市場をリードします。',
    },
  },
  xiaomi: {
    en: {
      description: 'Xiaomi offers Xiaomi, Redmi and POCO phones, tablets and smart devices with strong specs at fair prices.',
    },
    fr: {
      description:
        'Xiaomi propose des téléphones Xiaomi, Redmi et POCO, des tablettes et des objets connectés performants à prix juste.',
    },
    de: {
      description:
        'Xiaomi bietet Smartphones von Xiaomi, Redmi und POCO, Tablets und smarte Geräte mit starker Ausstattung zu fairen Preisen.',
    },
    ja: {
      description:
        'Xiaomi は Xiaomi・Redmi・POCO のスマートフォン、タブレット、スマートデバイスを高性能かつ手頃な価格で届けます。',
    },
  },
  sony: {
    en: {
      description: 'Sony is known for Alpha cameras, 1000X noise-cancelling headphones, speakers and the PlayStation consoles.',
    },
    fr: {
      description:
        'Sony est réputé pour ses appareils Alpha, ses casques à réduction de bruit 1000X, ses enceintes et ses consoles PlayStation.',
    },
    de: {
      description:
        'Sony ist bekannt für Alpha-Kameras, Kopfhörer mit Geräuschunterdrückung der 1000X-Reihe, Lautsprecher und PlayStation-Konsolen.',
    },
    ja: {
      description: 'Sony は α カメラ、1000X シリーズのノイズキャンセリングヘッドホン、スピーカー、PlayStation で知られています。',
    },
  },
  lg: {
    en: {
      description:
        'LG Electronics makes UltraGear monitors, xboom speakers and soundbars with leading display and sound technology.',
    },
    fr: {
      description:
        'LG Electronics fabrique les écrans UltraGear, les enceintes xboom et des barres de son à la pointe de l’image et du son.',
    },
    de: {
      description:
        'LG Electronics liefert UltraGear-Monitore, xboom-Lautsprecher und Soundbars mit führender Bild- und Tontechnik.',
    },
    ja: {
      description: 'LG Electronics は UltraGear モニター、xboom スピーカー、サウンドバーを最先端の映像・音響技術で提供します。',
    },
  },
  dell: {
    en: {
      description:
        'Dell makes XPS, Inspiron and Latitude laptops and office accessories known for durability and warranty service.',
    },
    fr: {
      description:
        'Dell fabrique les portables XPS, Inspiron et Latitude et des accessoires de bureau réputés pour leur solidité et leur garantie.',
    },
    de: {
      description:
        'Dell baut die Laptops XPS, Inspiron und Latitude sowie Büro-Zubehör, bekannt für Langlebigkeit und Garantieservice.',
    },
    ja: {
      description:
        'Dell は XPS、Inspiron、Latitude のノートパソコンや、耐久性と保証サービスに定評のあるオフィス用品を製造しています。',
    },
  },
  hp: {
    en: { description: 'HP brings OmniBook, Pavilion and Victus laptops with reliable mice, keyboards and office equipment.' },
    fr: {
      description:
        'HP propose les portables OmniBook, Pavilion et Victus ainsi que des souris, claviers et équipements de bureau fiables.',
    },
    de: {
      description: 'HP bietet die Laptops OmniBook, Pavilion und Victus sowie zuverlässige Mäuse, Tastaturen und Bürogeräte.',
    },
    ja: {
      description:
        'HP は OmniBook、Pavilion、Victus のノートパソコンと、信頼できるマウス、キーボード、オフィス機器を提供します。',
    },
  },
  lenovo: {
    en: { description: 'Lenovo owns the legendary ThinkPad line, IdeaPad and Yoga laptops, Tab tablets and Legion gaming gear.' },
    fr: {
      description:
        'Lenovo possède la légendaire gamme ThinkPad, les portables IdeaPad et Yoga, les tablettes Tab et le matériel gaming Legion.',
    },
    de: {
      description:
        'Lenovo steht für die legendäre ThinkPad-Reihe, IdeaPad- und Yoga-Laptops, Tab-Tablets und Legion-Gaming-Geräte.',
    },
    ja: {
      description:
        'Lenovo は伝説的な ThinkPad、IdeaPad・Yoga のノートパソコン、Tab タブレット、Legion ゲーミング機器を展開しています。',
    },
  },
  asus: {
    en: { description: 'ASUS stands out with Zenbook and Vivobook laptops and the powerful ROG gaming ecosystem.' },
    fr: {
      description: 'ASUS se distingue par ses portables Zenbook et Vivobook et par l’écosystème gaming ROG, très performant.',
    },
    de: { description: 'ASUS überzeugt mit Zenbook- und Vivobook-Laptops und dem leistungsstarken ROG-Gaming-Ökosystem.' },
    ja: { description: 'ASUS は Zenbook・Vivobook のノートパソコンと、ゲーマー向けの強力な ROG エコシステムで知られています。' },
  },
  acer: {
    en: {
      description:
        'Acer offers thin and light Swift laptops, everyday Aspire models and high-performance Predator and Nitro gaming.',
    },
    fr: {
      description:
        'Acer propose les Swift fins et légers, les Aspire du quotidien et les gammes gaming Predator et Nitro très performantes.',
    },
    de: {
      description:
        'Acer bietet dünne, leichte Swift-Laptops, alltagstaugliche Aspire-Modelle und leistungsstarke Gaming-Reihen Predator und Nitro.',
    },
    ja: { description: 'Acer は薄型軽量の Swift、普段使いの Aspire、高性能ゲーミングの Predator・Nitro を提供しています。' },
  },
};

/** Banners by link (their slug is not stored). */
const BANNER_TEXTS: Record<string, Translations> = {
  '/summer-collection': {
    en: {
      title: 'A brilliant summer of new tech',
      description: 'The summer collection: hundreds of tech products up to 30% off.',
    },
    fr: {
      title: 'Un été éclatant avec les nouvelles technologies',
      description: 'La collection d’été : des centaines de produits tech jusqu’à -30 %.',
    },
    de: {
      title: 'Ein strahlender Sommer mit neuer Technik',
      description: 'Die Sommerkollektion: Hunderte Technikprodukte bis zu 30 % günstiger.',
    },
    ja: { title: '最新テクノロジーで輝く夏', description: '夏のコレクション：数百点のテック製品が最大 30% オフ。' },
  },
  '/new-arrivals': {
    en: { title: 'New arrivals every week', description: 'Discover the phones, laptops and tablets that have just launched.' },
    fr: {
      title: 'Des nouveautés chaque semaine',
      description: 'Découvrez les téléphones, ordinateurs portables et tablettes qui viennent de sortir.',
    },
    de: { title: 'Jede Woche Neuheiten', description: 'Entdecken Sie die gerade erschienenen Smartphones, Laptops und Tablets.' },
    ja: { title: '毎週届く新着商品', description: '発売されたばかりのスマートフォン、ノートパソコン、タブレットをチェック。' },
  },
  '/special-offers': {
    en: {
      title: 'Special offers only at Sen',
      description: '0% instalments, free gifts and free delivery on orders from 500,000₫.',
    },
    fr: {
      title: 'Offres spéciales, uniquement chez Sen',
      description: 'Paiement en plusieurs fois à 0 %, cadeaux offerts et livraison gratuite dès 500 000 ₫.',
    },
    de: {
      title: 'Sonderangebote nur bei Sen',
      description: '0-%-Ratenzahlung, Gratis-Geschenke und kostenloser Versand ab 500.000 ₫.',
    },
    ja: { title: 'Sen だけの特別オファー', description: '分割手数料 0%、プレゼント付き、500,000₫ 以上のご注文で送料無料。' },
  },
};

/**
 * Gives the demo rows their translations. Only rows whose column is still empty ('{}', as
 * migration 0008 leaves them) are written, so translations edited later are kept.
 */
export async function seedTranslations(db: Db): Promise<{ translations: number }> {
  let written = 0;
  const fill = async (table: 'categories' | 'brands' | 'banners', key: 'slug' | 'link', texts: Record<string, Translations>) => {
    for (const [value, translations] of Object.entries(texts)) {
      const result = await db
        .updateTable(table)
        .set({ translations: JSON.stringify(translations) })
        .where(key as 'slug', '=', value)
        .where('translations', '=', '{}')
        .executeTakeFirst();
      written += Number(result.numUpdatedRows);
    }
  };
  await fill('categories', 'slug', CATEGORY_TEXTS);
  await fill('brands', 'slug', BRAND_TEXTS);
  await fill('banners', 'link', BANNER_TEXTS);
  return { translations: written };
}
