// Values of the demo shop (bench/demo-seed.mjs): names, titles and texts a shop would hold in its
// database. They are data, not interface strings, so they live here and not in the i18n catalogue.

/** [Persian, Latin] pairs; the Latin form builds e-mail addresses. */
export const maleNames = [
  ['علی', 'ali'], ['محمد', 'mohammad'], ['حسین', 'hossein'], ['رضا', 'reza'], ['مهدی', 'mahdi'], ['امیر', 'amir'],
  ['حسن', 'hasan'], ['سعید', 'saeed'], ['مجید', 'majid'], ['حمید', 'hamid'], ['محسن', 'mohsen'], ['مصطفی', 'mostafa'],
  ['جواد', 'javad'], ['احمد', 'ahmad'], ['امیرحسین', 'amirhossein'], ['محمدرضا', 'mohammadreza'], ['علیرضا', 'alireza'],
  ['کامران', 'kamran'], ['بهزاد', 'behzad'], ['فرهاد', 'farhad'], ['داریوش', 'dariush'], ['آرش', 'arash'], ['بابک', 'babak'],
  ['پویا', 'pouya'], ['سینا', 'sina'], ['کیان', 'kian'], ['آرمان', 'arman'], ['نیما', 'nima'], ['میلاد', 'milad'],
  ['امید', 'omid'], ['وحید', 'vahid'], ['یاسر', 'yaser'], ['ایمان', 'iman'], ['پارسا', 'parsa'], ['آریا', 'arya'],
  ['ماهان', 'mahan'], ['بردیا', 'bardia'], ['شهاب', 'shahab'], ['کاوه', 'kaveh'], ['مهران', 'mehran'], ['رامین', 'ramin'],
  ['سهیل', 'soheil'], ['یوسف', 'yousef'], ['ابوالفضل', 'abolfazl'], ['عرفان', 'erfan'], ['هادی', 'hadi'], ['مرتضی', 'morteza'],
  ['صادق', 'sadegh'], ['اسماعیل', 'esmaeil'], ['کوروش', 'kourosh'],
];
export const femaleNames = [
  ['فاطمه', 'fatemeh'], ['زهرا', 'zahra'], ['مریم', 'maryam'], ['سارا', 'sara'], ['نرگس', 'narges'], ['مهسا', 'mahsa'],
  ['الهام', 'elham'], ['لیلا', 'leila'], ['نازنین', 'nazanin'], ['سمیرا', 'samira'], ['زینب', 'zeinab'], ['معصومه', 'masoumeh'],
  ['شیرین', 'shirin'], ['پریسا', 'parisa'], ['نگار', 'negar'], ['ستاره', 'setareh'], ['هانیه', 'hanieh'], ['آزاده', 'azadeh'],
  ['مینا', 'mina'], ['سحر', 'sahar'], ['فرزانه', 'farzaneh'], ['الناز', 'elnaz'], ['نیلوفر', 'niloufar'], ['یاسمن', 'yasaman'],
  ['کیمیا', 'kimia'], ['ترانه', 'taraneh'], ['رویا', 'roya'], ['مهتاب', 'mahtab'], ['شقایق', 'shaghayegh'], ['بهاره', 'bahareh'],
  ['آیدا', 'aida'], ['هستی', 'hasti'], ['ریحانه', 'reyhaneh'], ['فرشته', 'fereshteh'], ['سمانه', 'samaneh'], ['طاهره', 'tahereh'],
  ['پرستو', 'parastoo'], ['نسرین', 'nasrin'], ['گلناز', 'golnaz'], ['مرجان', 'marjan'], ['ملیکا', 'melika'], ['آتنا', 'atena'],
  ['دنیا', 'donya'], ['نیوشا', 'niousha'], ['سپیده', 'sepideh'], ['راحله', 'raheleh'], ['عاطفه', 'atefeh'], ['مهشید', 'mahshid'],
  ['ژاله', 'zhaleh'], ['پروانه', 'parvaneh'],
];
export const lastNames = [
  ['محمدی', 'mohammadi'], ['حسینی', 'hosseini'], ['احمدی', 'ahmadi'], ['رضایی', 'rezaei'], ['موسوی', 'mousavi'],
  ['کریمی', 'karimi'], ['جعفری', 'jafari'], ['رحیمی', 'rahimi'], ['هاشمی', 'hashemi'], ['قاسمی', 'ghasemi'],
  ['صادقی', 'sadeghi'], ['حیدری', 'heidari'], ['نوری', 'nouri'], ['کاظمی', 'kazemi'], ['اکبری', 'akbari'],
  ['عباسی', 'abbasi'], ['سلیمانی', 'soleimani'], ['مرادی', 'moradi'], ['یوسفی', 'yousefi'], ['زارعی', 'zarei'],
  ['اسدی', 'asadi'], ['شریفی', 'sharifi'], ['نجفی', 'najafi'], ['رستمی', 'rostami'], ['قربانی', 'ghorbani'],
  ['فرهادی', 'farhadi'], ['طاهری', 'taheri'], ['ملکی', 'maleki'], ['بهرامی', 'bahrami'], ['عزیزی', 'azizi'],
  ['نادری', 'naderi'], ['کرمانی', 'kermani'], ['شیرازی', 'shirazi'], ['تهرانی', 'tehrani'], ['اصفهانی', 'esfahani'],
  ['تبریزی', 'tabrizi'], ['رحمانی', 'rahmani'], ['خسروی', 'khosravi'], ['جلالی', 'jalali'], ['فتحی', 'fathi'],
  ['امینی', 'amini'], ['صالحی', 'salehi'], ['باقری', 'bagheri'], ['میرزایی', 'mirzaei'], ['سبحانی', 'sobhani'],
  ['پورمحمدی', 'pourmohammadi'], ['دهقان', 'dehghan'], ['نیک‌نام', 'niknam'], ['فراهانی', 'farahani'], ['یزدانی', 'yazdani'],
  ['شجاعی', 'shojaei'], ['رفیعی', 'rafiei'], ['توکلی', 'tavakoli'], ['زمانی', 'zamani'], ['حسن‌زاده', 'hassanzadeh'],
  ['علیزاده', 'alizadeh'], ['قنبری', 'ghanbari'], ['افشار', 'afshar'], ['پاکزاد', 'pakzad'], ['کیانی', 'kiani'],
  ['منصوری', 'mansouri'], ['سعیدی', 'saeedi'], ['انصاری', 'ansari'], ['بیگی', 'beigi'], ['مختاری', 'mokhtari'],
  ['اسلامی', 'eslami'], ['عسگری', 'asgari'], ['ایزدی', 'izadi'], ['فلاحی', 'fallahi'], ['شاکری', 'shakeri'],
  ['وحیدی', 'vahidi'], ['آقایی', 'aghaei'], ['صفری', 'safari'], ['نوروزی', 'norouzi'], ['کاشانی', 'kashani'],
];
export const emailDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'chmail.ir'];
/** Mobile operator prefixes (09xx). */
export const mobilePrefixes = ['0912', '0919', '0935', '0936', '0937', '0938', '0939', '0901', '0902', '0903', '0910', '0911', '0913', '0914', '0915', '0916', '0917', '0918', '0921', '0922', '0990', '0991', '0930', '0933'];

export const streets = [
  'ولیعصر', 'انقلاب', 'آزادی', 'شریعتی', 'مطهری', 'جمهوری', 'امام خمینی', 'شهید بهشتی', 'فردوسی', 'حافظ', 'سعدی',
  'طالقانی', 'کارگر', 'پاسداران', 'ستارخان', 'میرداماد', 'دماوند', 'پیروزی', 'نیاوران', 'چمران', 'کشاورز', 'مدرس',
  'باهنر', 'فاطمی', 'سهروردی', 'بهار', 'شهید رجایی', 'امام رضا', 'پانزده خرداد', 'هفده شهریور', 'کوهسنگی', 'ملاصدرا',
  'چهارباغ', 'زند', 'معالی‌آباد', 'ارم', 'آبشار', 'گلستان', 'بوستان', 'بلوار جمهوری',
];
export const alleys = ['گلستان', 'لاله', 'نسترن', 'یاس', 'نرگس', 'شقایق', 'اقاقیا', 'سرو', 'صنوبر', 'مهر', 'بنفشه', 'ارغوان', 'نیلوفر', 'شمشاد', 'سوم', 'پنجم', 'هفتم', 'دوازدهم', 'بیستم', 'شهید احمدی', 'شهید کریمی'];

/** Order weight of each province (the rest share what is left); the capital takes most of a province's orders. */
export const provinceWeights = {
  'تهران': 30, 'خراسان رضوی': 8, 'اصفهان': 7, 'فارس': 6, 'خوزستان': 5, 'آذربایجان شرقی': 5, 'البرز': 5, 'مازندران': 4,
  'گیلان': 3.5, 'کرمان': 3, 'آذربایجان غربی': 2.5, 'قم': 2, 'یزد': 2, 'کرمانشاه': 2, 'همدان': 1.8, 'قزوین': 1.6,
  'مرکزی': 1.5, 'گلستان': 1.5, 'هرمزگان': 1.5, 'سمنان': 1.2, 'زنجان': 1.2, 'اردبیل': 1.2, 'لرستان': 1.2, 'کردستان': 1.1,
  'بوشهر': 1, 'سیستان و بلوچستان': 1, 'چهارمحال و بختیاری': 0.8, 'خراسان شمالی': 0.7, 'خراسان جنوبی': 0.6, 'ایلام': 0.5,
  'کهگیلویه و بویراحمد': 0.5,
};
export const capitals = {
  'آذربایجان شرقی': 'تبریز', 'آذربایجان غربی': 'ارومیه', 'اردبیل': 'اردبیل', 'اصفهان': 'اصفهان', 'البرز': 'کرج', 'ایلام': 'ایلام',
  'بوشهر': 'بوشهر', 'تهران': 'تهران', 'چهارمحال و بختیاری': 'شهرکرد', 'خراسان جنوبی': 'بیرجند', 'خراسان رضوی': 'مشهد',
  'خراسان شمالی': 'بجنورد', 'خوزستان': 'اهواز', 'زنجان': 'زنجان', 'سمنان': 'سمنان', 'سیستان و بلوچستان': 'زاهدان', 'فارس': 'شیراز',
  'قزوین': 'قزوین', 'قم': 'قم', 'کردستان': 'سنندج', 'کرمان': 'کرمان', 'کرمانشاه': 'کرمانشاه', 'کهگیلویه و بویراحمد': 'یاسوج',
  'گلستان': 'گرگان', 'گیلان': 'رشت', 'لرستان': 'خرم آباد', 'مازندران': 'ساری', 'مرکزی': 'اراک', 'هرمزگان': 'بندرعباس',
  'همدان': 'همدان', 'یزد': 'یزد',
};
export const TEHRAN = 'تهران';
/** Provinces next to Tehran: cheaper post. */
export const nearProvinces = ['البرز', 'قم', 'قزوین', 'مرکزی', 'سمنان', 'مازندران'];

export const colors = [
  ['مشکی', '#1C1C1C'], ['سفید', '#FFFFFF'], ['سرمه‌ای', '#1F2A44'], ['طوسی', '#8A8D91'], ['کرم', '#EFE6D2'], ['قهوه‌ای', '#6F4E37'],
  ['سبز زیتونی', '#708238'], ['آبی', '#2E86C1'], ['زرشکی', '#7B1E2B'], ['صورتی', '#F4A6C0'], ['خردلی', '#D4A017'], ['یاسی', '#B497D6'],
];
export const brands = [
  ['نیک‌پوش', 'nikpoosh'], ['پارسه', 'parseh'], ['ترمه', 'termeh'], ['آوا', 'ava-style'], ['رخشان', 'rakhshan'], ['مهرسا', 'mehrsa'],
  ['آریا اسپرت', 'arya-sport'], ['شیوا', 'shiva'], ['زاگرس', 'zagros'], ['دلفین', 'dolphin'], ['سپید', 'sepid'], ['گام', 'gam'],
];
export const units = [['عدد', 'عدد'], ['جفت', 'جفت']];
export const sizeAttribute = { name: 'size', label: 'سایز' };
export const sizeGroups = {
  clothes: ['S', 'M', 'L', 'XL', 'XXL'],
  pants: ['30', '32', '34', '36', '38'],
  men_shoes: ['40', '41', '42', '43', '44', '45'],
  women_shoes: ['36', '37', '38', '39', '40'],
  kids: ['۲ سال', '۴ سال', '۶ سال', '۸ سال', '۱۰ سال'],
  kids_shoes: ['26', '28', '30', '32'],
};

/**
 * The category tree: roots with their leaves; each leaf has the nouns its product titles start
 * with, its size group (none = colour only), its unit and a price range in Toman.
 */
export const categoryTree = [
  { title: 'پوشاک مردانه', slug: 'men', leaves: [
    { title: 'پیراهن مردانه', slug: 'men-shirts', nouns: ['پیراهن مردانه نخی', 'پیراهن مردانه آستین بلند', 'پیراهن چهارخانه مردانه'], sizes: 'clothes', price: [650_000, 1_800_000] },
    { title: 'تی‌شرت و پولوشرت', slug: 'men-tshirts', nouns: ['تی‌شرت مردانه', 'پولوشرت مردانه', 'تی‌شرت یقه گرد'], sizes: 'clothes', price: [350_000, 1_100_000] },
    { title: 'شلوار مردانه', slug: 'men-pants', nouns: ['شلوار جین مردانه', 'شلوار کتان مردانه', 'شلوار اسلش مردانه'], sizes: 'pants', price: [750_000, 2_200_000] },
    { title: 'کاپشن و ژاکت', slug: 'men-jackets', nouns: ['کاپشن مردانه', 'ژاکت بافت مردانه', 'سویشرت مردانه'], sizes: 'clothes', price: [1_200_000, 4_500_000] },
  ] },
  { title: 'پوشاک زنانه', slug: 'women', leaves: [
    { title: 'مانتو', slug: 'women-manteau', nouns: ['مانتو کتان', 'مانتو کرپ', 'مانتو جلوباز', 'مانتو تابستانی'], sizes: 'clothes', price: [900_000, 3_200_000] },
    { title: 'شومیز و بلوز', slug: 'women-blouses', nouns: ['شومیز زنانه', 'بلوز زنانه', 'تونیک زنانه'], sizes: 'clothes', price: [450_000, 1_500_000] },
    { title: 'شلوار زنانه', slug: 'women-pants', nouns: ['شلوار جین زنانه', 'شلوار پارچه‌ای زنانه', 'شلوار بگ زنانه'], sizes: 'pants', price: [500_000, 1_600_000] },
    { title: 'شال و روسری', slug: 'women-scarves', nouns: ['شال نخی', 'روسری ابریشمی', 'شال موهر', 'روسری نخی'], sizes: null, price: [180_000, 900_000] },
  ] },
  { title: 'کفش', slug: 'shoes', leaves: [
    { title: 'کفش ورزشی', slug: 'shoes-sport', nouns: ['کفش ورزشی مردانه', 'کفش پیاده‌روی', 'کفش رانینگ'], sizes: 'men_shoes', unit: 'جفت', price: [1_500_000, 4_800_000] },
    { title: 'کفش زنانه', slug: 'shoes-women', nouns: ['کفش تخت زنانه', 'کفش پاشنه‌دار', 'کتانی زنانه'], sizes: 'women_shoes', unit: 'جفت', price: [900_000, 3_500_000] },
    { title: 'صندل و دمپایی', slug: 'shoes-sandals', nouns: ['صندل طبی', 'دمپایی روفرشی', 'صندل تابستانی'], sizes: 'men_shoes', unit: 'جفت', price: [300_000, 1_400_000] },
    { title: 'بوت و نیم‌بوت', slug: 'shoes-boots', nouns: ['بوت چرمی', 'نیم‌بوت زنانه', 'بوت کوهنوردی'], sizes: 'women_shoes', unit: 'جفت', price: [2_000_000, 6_500_000] },
  ] },
  { title: 'کیف و اکسسوری', slug: 'bags', leaves: [
    { title: 'کیف زنانه', slug: 'bags-women', nouns: ['کیف دستی زنانه', 'کیف دوشی', 'کیف کمری'], sizes: null, price: [700_000, 3_000_000] },
    { title: 'کوله‌پشتی', slug: 'bags-backpacks', nouns: ['کوله‌پشتی لپ‌تاپ', 'کوله‌پشتی کوهنوردی', 'کوله مدرسه'], sizes: null, price: [600_000, 2_800_000] },
    { title: 'کمربند و کیف پول', slug: 'bags-wallets', nouns: ['کمربند چرم', 'کیف پول چرمی', 'جاکارتی چرمی'], sizes: null, price: [250_000, 1_200_000] },
  ] },
  { title: 'کودک و نوجوان', slug: 'kids', leaves: [
    { title: 'لباس کودک', slug: 'kids-clothes', nouns: ['سرهمی نوزادی', 'بلوز و شلوار بچگانه', 'تی‌شرت بچگانه'], sizes: 'kids', price: [250_000, 950_000] },
    { title: 'کفش کودک', slug: 'kids-shoes', nouns: ['کفش بچگانه', 'کتانی بچگانه'], sizes: 'kids_shoes', unit: 'جفت', price: [450_000, 1_600_000] },
  ] },
  { title: 'ورزش و سفر', slug: 'sport', leaves: [
    { title: 'لباس ورزشی', slug: 'sport-clothes', nouns: ['ست ورزشی', 'لگ ورزشی', 'تی‌شرت ورزشی'], sizes: 'clothes', price: [400_000, 1_900_000] },
    { title: 'لوازم ورزشی', slug: 'sport-gear', nouns: ['ساک ورزشی', 'قمقمه ورزشی', 'مت یوگا'], sizes: null, price: [200_000, 1_500_000] },
  ] },
];
/** Model names that end product titles ("… مدل آرتین"). */
export const models = [
  'آرتین', 'نیلا', 'سورنا', 'آوین', 'پرنیان', 'ترنم', 'دلوان', 'کیهان', 'ماهور', 'رادین', 'باران', 'آیسان', 'سپهر', 'تینا',
  'رایان', 'هیراد', 'ونوس', 'ارغوان', 'پاییز', 'البرز', 'دماوند', 'کارون', 'زاگرس', 'سهند', 'مهرگان', 'تیرگان', 'آناهیتا',
  'آرامیس', 'کوثر', 'بهار', 'نسیم', 'آسمان', 'دریا', 'مهتاب', 'ستاره', 'الوند', 'هامون', 'سیمرغ', 'آبان', 'یلدا',
];
export const modelWord = 'مدل';

export const shippingMethods = {
  post: { name: 'پست پیشتاز', description: 'ارسال به سراسر کشور، ۲ تا ۵ روز کاری' },
  tipax: { name: 'تیپاکس', description: 'ارسال سریع به مراکز استان‌ها' },
  courier: { name: 'پیک موتوری', description: 'فقط شهر تهران، همان روز' },
};

export const couponTitles = {
  welcome: 'خوش‌آمدگویی: ۱۰٪ تخفیف خرید اول',
  yalda: 'جشنواره شب یلدا',
  norooz: 'جشنواره نوروز',
};

export const walletReasons = {
  gift: 'هدیه عضویت در باشگاه مشتریان',
  topUp: 'افزایش موجودی کیف پول (کارت به کارت)',
  compensation: ['جبران تأخیر در ارسال سفارش', 'هدیه مناسبت تولد', 'جبران کسری کالا در بسته'],
};
export const stockReasons = { restock: 'ورود کالا به انبار', recount: 'اصلاح موجودی پس از انبارگردانی' };

export const customerNotes = [
  'لطفاً قبل از ارسال تماس بگیرید', 'بسته‌بندی کادویی باشد', 'زنگ واحد خراب است، لطفاً تماس بگیرید',
  'در صورت امکان صبح تحویل شود', 'فاکتور داخل بسته گذاشته نشود', 'تحویل به نگهبانی ساختمان',
];
export const adminNotes = [
  'مشتری تماس گرفت و زمان تحویل را هماهنگ کرد', 'کالا از انبار دوم ارسال شود', 'مشتری همکار است، بسته‌بندی ویژه',
  'آدرس با مشتری تلفنی چک شد', 'پیگیری مرسوم از پست انجام شد',
];
export const cancelNotes = ['انصراف مشتری', 'عدم موجودی سایز درخواستی', 'مشتری پاسخگو نبود', 'ثبت سفارش تکراری', null, null];

export const shopInfo = {
  shop_name: 'فروشگاه پوشاک نیک‌پوش',
  shop_address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۱۲۴۰',
  shop_telephone: '02188776655',
  shop_email: 'info@nikpoosh.example',
  shop_postal_code: '1994834561',
};

/** In-store sales: what a cashier writes on a receipt, and why a sale was voided. */
export const shopNotes = {
  sale: ['بسته‌بندی کادویی', 'مشتری همکار است', 'خرید برای هدیه؛ فاکتور جداگانه خواست', 'کالا پس از پرو خریداری شد'],
  exchange: ['تعویض سایز', 'تعویض رنگ به درخواست مشتری', 'تعویض سایز؛ کالا سالم و با برچسب برگشت'],
  return: ['مرجوعی: سایز مناسب نبود', 'مرجوعی: ایراد دوخت', 'مرجوعی: رنگ مورد پسند نبود', 'مرجوعی در مهلت هفت‌روزه'],
};
export const shopVoidReasons = [
  'ثبت اشتباه اقلام رسید', 'روش پرداخت عوض شد و رسید دوباره ثبت شد', 'انصراف مشتری پیش از تحویل کالا',
  'رسید تکراری ثبت شده بود', 'سایز اشتباه اسکن شده بود',
];
