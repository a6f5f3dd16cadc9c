/**
 * The demo catalogue's technical specifications (issue 42): the attributes the trade sells by, the
 * categories and sub-categories that use them, and each demo product's values, read from its name,
 * description and `moreDetails`. Products are keyed by their name (unique in the demo catalogue).
 */
import type { AttributeChoice, AttributeKind, SpecValues } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attributeCategories, attributes, attributeSubcategories, products } from '../db/schema';
import type { CatalogueIds, SeedProduct } from './seed-types';

export interface SeedAttribute {
  id: string;
  label: string;
  labelEn: string;
  kind: AttributeKind;
  unit?: string;
  choices?: AttributeChoice[];
  cardRank?: number;
  filterable?: boolean;
  /** Keys of the demo categories and sub-categories whose products use it. */
  categoryKeys?: string[];
  subCategoryKeys?: string[];
}

const HEATERS = 'dien-tro-dot-nong';
const FANS = 'quat-cong-nghiep';
const CABINETS = ['tu-dien-dieu-khien-nhiet', 'tu-dien-quat'];

export const DEMO_ATTRIBUTES: readonly SeedAttribute[] = [
  {
    id: 'dien-ap',
    label: 'Điện áp',
    labelEn: 'Voltage',
    kind: 'number',
    unit: 'V',
    cardRank: 1,
    categoryKeys: [HEATERS, FANS],
    subCategoryKeys: CABINETS,
  },
  {
    id: 'cong-suat',
    label: 'Công suất',
    labelEn: 'Power',
    kind: 'number',
    unit: 'kW',
    cardRank: 2,
    categoryKeys: [HEATERS, FANS],
    subCategoryKeys: CABINETS,
  },
  {
    id: 'luu-luong-gio',
    label: 'Lưu lượng gió',
    labelEn: 'Airflow',
    kind: 'number',
    unit: 'm³/h',
    cardRank: 3,
    categoryKeys: [FANS],
  },
  {
    id: 'vat-lieu-vo',
    label: 'Vật liệu vỏ',
    labelEn: 'Sheath material',
    kind: 'choice',
    cardRank: 4,
    choices: [
      { value: 'inox-304', label: 'Inox 304', label_en: 'Stainless 304' },
      { value: 'inox-316', label: 'Inox 316', label_en: 'Stainless 316' },
      { value: 'inox-321', label: 'Inox 321', label_en: 'Stainless 321' },
      { value: 'thep', label: 'Thép', label_en: 'Steel' },
      { value: 'dong', label: 'Đồng', label_en: 'Copper' },
      { value: 'dong-thau', label: 'Đồng thau', label_en: 'Brass' },
      { value: 'mica-inox', label: 'Mica, vỏ inox', label_en: 'Mica, stainless shell' },
      { value: 'su', label: 'Sứ', label_en: 'Ceramic' },
      { value: 'ton-son', label: 'Tôn sơn tĩnh điện', label_en: 'Powder-coated steel' },
      { value: 'ton-ma-kem', label: 'Tôn mạ kẽm', label_en: 'Galvanised steel' },
      { value: 'nhua-abs', label: 'Nhựa ABS', label_en: 'ABS plastic' },
    ],
    categoryKeys: [HEATERS, FANS],
    subCategoryKeys: ['can-nhiet', 'vo-tu-dien'],
  },
  {
    id: 'duong-kinh-ong',
    label: 'Đường kính ống',
    labelEn: 'Tube diameter',
    kind: 'number',
    unit: 'mm',
    subCategoryKeys: ['dien-tro-chu-u', 'dien-tro-cartridge', 'can-nhiet'],
  },
  {
    id: 'duong-kinh-trong',
    label: 'Đường kính trong',
    labelEn: 'Inner diameter',
    kind: 'number',
    unit: 'mm',
    subCategoryKeys: ['dien-tro-ong-lo-xo', 'dien-tro-vong'],
  },
  {
    id: 'chieu-dai',
    label: 'Chiều dài',
    labelEn: 'Length',
    kind: 'number',
    unit: 'mm',
    categoryKeys: [HEATERS],
    subCategoryKeys: ['can-nhiet'],
  },
  {
    id: 'chieu-cao',
    label: 'Chiều cao',
    labelEn: 'Height',
    kind: 'number',
    unit: 'mm',
    subCategoryKeys: ['dien-tro-vong'],
  },
  {
    id: 'ren',
    label: 'Ren',
    labelEn: 'Thread',
    kind: 'text',
    filterable: false,
    categoryKeys: [HEATERS],
    subCategoryKeys: ['can-nhiet'],
  },
  {
    id: 'kieu-dau-noi',
    label: 'Kiểu đầu nối',
    labelEn: 'Terminal type',
    kind: 'choice',
    choices: [
      { value: 'cos-ren', label: 'Đầu cos ren', label_en: 'Threaded stud' },
      { value: 'day-ra', label: 'Dây ra', label_en: 'Lead wires' },
      { value: 'mat-bich-ren', label: 'Mặt bích ren', label_en: 'Threaded flange' },
    ],
    categoryKeys: [HEATERS],
  },
  {
    id: 'nhiet-do-toi-da',
    label: 'Nhiệt độ tối đa',
    labelEn: 'Maximum temperature',
    kind: 'number',
    unit: '°C',
    categoryKeys: [HEATERS],
    subCategoryKeys: ['can-nhiet', 'day-chiu-nhiet', 'bo-dieu-khien-nhiet-do'],
  },
  {
    id: 'ap-suat',
    label: 'Áp suất',
    labelEn: 'Pressure',
    kind: 'number',
    unit: 'Pa',
    categoryKeys: [FANS],
  },
  {
    id: 'toc-do',
    label: 'Tốc độ',
    labelEn: 'Speed',
    kind: 'number',
    unit: 'vòng/phút',
    categoryKeys: [FANS],
  },
  {
    id: 'kich-thuoc-canh',
    label: 'Kích thước cánh',
    labelEn: 'Blade size',
    kind: 'number',
    unit: 'mm',
    categoryKeys: [FANS],
  },
  {
    id: 'chong-chay-no',
    label: 'Chống cháy nổ',
    labelEn: 'Explosion-proof',
    kind: 'boolean',
    categoryKeys: [FANS],
  },
  {
    id: 'cap-bao-ve',
    label: 'Cấp bảo vệ',
    labelEn: 'Protection rating',
    kind: 'choice',
    choices: ['IP43', 'IP44', 'IP54', 'IP55', 'IP65', 'IP67'].map((ip) => ({
      value: ip.toLowerCase(),
      label: ip,
    })),
    categoryKeys: [FANS, 'tu-dien-dieu-khien'],
    subCategoryKeys: ['can-nhiet'],
  },
  {
    id: 'kich-thuoc',
    label: 'Kích thước',
    labelEn: 'Dimensions',
    kind: 'text',
    filterable: false,
    categoryKeys: ['tu-dien-dieu-khien'],
    subCategoryKeys: ['quat-thong-gio-vuong', 'bo-dieu-khien-nhiet-do', 'ro-le-ban-dan'],
  },
  {
    id: 'so-pha',
    label: 'Số pha',
    labelEn: 'Phases',
    kind: 'choice',
    choices: [
      { value: '1-pha', label: '1 pha', label_en: 'Single phase' },
      { value: '3-pha', label: '3 pha', label_en: 'Three phase' },
    ],
    subCategoryKeys: [...CABINETS, 'ro-le-ban-dan'],
  },
  {
    id: 'loai-can-nhiet',
    label: 'Loại cảm biến',
    labelEn: 'Sensor type',
    kind: 'choice',
    cardRank: 1,
    choices: [
      { value: 'k', label: 'K' },
      { value: 'j', label: 'J' },
      { value: 's', label: 'S' },
      { value: 'pt100', label: 'PT100' },
      { value: 'k-pt100', label: 'K + PT100' },
    ],
    subCategoryKeys: ['can-nhiet'],
  },
  {
    id: 'dong-dinh-muc',
    label: 'Dòng định mức',
    labelEn: 'Rated current',
    kind: 'number',
    unit: 'A',
    cardRank: 2,
    subCategoryKeys: ['khoi-dong-tu', 'ro-le-ban-dan', 'bo-dieu-khien-nhiet-do'],
  },
  {
    id: 'dien-ap-cuon-hut',
    label: 'Điện áp cuộn hút',
    labelEn: 'Coil voltage',
    kind: 'number',
    unit: 'V',
    cardRank: 3,
    subCategoryKeys: ['khoi-dong-tu'],
  },
  {
    id: 'so-cuc',
    label: 'Số cực',
    labelEn: 'Poles',
    kind: 'number',
    subCategoryKeys: ['khoi-dong-tu'],
  },
  {
    id: 'tiet-dien',
    label: 'Tiết diện',
    labelEn: 'Cross-section',
    kind: 'number',
    unit: 'mm²',
    cardRank: 2,
    subCategoryKeys: ['day-chiu-nhiet'],
  },
  {
    id: 'chieu-dai-cuon',
    label: 'Chiều dài cuộn',
    labelEn: 'Reel length',
    kind: 'number',
    unit: 'm',
    cardRank: 3,
    subCategoryKeys: ['day-chiu-nhiet'],
  },
];

/**
 * More U heaters, so a buyer can narrow "Điện trở chữ U" by voltage and power (380V, 2–3 kW) and
 * find several. Listed in the demo catalogue after its own U heaters.
 */
export const DEMO_MORE_U_HEATERS: readonly SeedProduct[] = [
  {
    name: 'Điện trở chữ U 380V 2kW inox 304 phi 10 dài 700mm',
    categoryKey: HEATERS,
    subCategoryKeys: ['dien-tro-chu-u'],
    unit: 'cái',
    stock: 85,
    price: 215000,
    discount: 0,
    description:
      'Điện trở chữ U 3 pha đấu sao cho lò sấy và tủ sấy công nghiệp. Ống inox 304 phi 10, dây nhiệt Ni-Cr trong bột MgO nén. Đầu cos ren M4, lắp trên vách lò bằng ốc siết.',
    moreDetails: {
      'Điện áp': '380V',
      'Công suất': '2kW',
      'Vật liệu': 'Inox 304',
      'Kích thước': 'Ống phi 10, dài 700mm',
      'Bảo hành': '12 tháng',
    },
    artwork: 'u-heater',
    hue: 30,
  },
  {
    name: 'Điện trở chữ U 380V 2.5kW inox 316 phi 12 dài 750mm',
    categoryKey: HEATERS,
    subCategoryKeys: ['dien-tro-chu-u'],
    unit: 'cái',
    stock: 42,
    price: 289000,
    discount: 0,
    description:
      'Điện trở chữ U vỏ inox 316 chịu hoá chất, dùng gia nhiệt bể mạ và bể tẩy rửa. Ống phi 12 dài 750mm, đầu cos ren M5, nhiệt độ bề mặt tối đa 600°C.',
    moreDetails: {
      'Điện áp': '380V',
      'Công suất': '2.5kW',
      'Vật liệu': 'Inox 316',
      'Kích thước': 'Ống phi 12, dài 750mm',
      'Xuất xứ': 'Việt Nam',
    },
    artwork: 'u-heater',
    hue: 190,
  },
  {
    name: 'Điện trở chữ U 380V 5kW inox 304 phi 14 dài 1200mm',
    categoryKey: HEATERS,
    subCategoryKeys: ['dien-tro-chu-u'],
    unit: 'cái',
    stock: 18,
    price: 415000,
    discount: 5,
    description:
      'Thanh nhiệt chữ U công suất lớn cho lò sấy gỗ và buồng sấy sơn. Ống inox 304 phi 14 dài 1200mm, đầu cos ren M5, làm theo bản vẽ khi cần.',
    moreDetails: {
      'Điện áp': '380V',
      'Công suất': '5kW',
      'Vật liệu': 'Inox 304',
      'Kích thước': 'Ống phi 14, dài 1200mm',
      'Bảo hành': '12 tháng',
    },
    artwork: 'u-heater',
    hue: 5,
  },
];

const fan = (volts: number, kw: number, airflow: number, more: SpecValues = {}): SpecValues => ({
  'dien-ap': volts,
  'cong-suat': kw,
  'luu-luong-gio': airflow,
  'chong-chay-no': false,
  ...more,
});

/** Each demo product's values by attribute id, keyed by the product's name. */
export const DEMO_PRODUCT_SPECS: Readonly<Record<string, SpecValues>> = {
  // Điện trở chữ U
  // The default variant's (380V 3kW); its 220V 2kW variant's own values are in demo-variants.ts.
  'Điện trở chữ U inox 304': {
    'dien-ap': 380,
    'cong-suat': 3,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-ong': 12,
    'chieu-dai': 800,
    'nhiet-do-toi-da': 650,
  },
  'Điện trở chữ U nhúng nước 220V 1.5kW mặt bích ren 27': {
    'dien-ap': 220,
    'cong-suat': 1.5,
    'vat-lieu-vo': 'inox-316',
    'chieu-dai': 350,
    ren: '27mm',
    'kieu-dau-noi': 'mat-bich-ren',
  },
  'Điện trở chữ W 220V 2.5kW lò nướng bánh': {
    'dien-ap': 220,
    'cong-suat': 2.5,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-ong': 8,
  },
  'Điện trở chữ U 380V 2kW inox 304 phi 10 dài 700mm': {
    'dien-ap': 380,
    'cong-suat': 2,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-ong': 10,
    'chieu-dai': 700,
    ren: 'M4',
    'kieu-dau-noi': 'cos-ren',
  },
  'Điện trở chữ U 380V 2.5kW inox 316 phi 12 dài 750mm': {
    'dien-ap': 380,
    'cong-suat': 2.5,
    'vat-lieu-vo': 'inox-316',
    'duong-kinh-ong': 12,
    'chieu-dai': 750,
    ren: 'M5',
    'kieu-dau-noi': 'cos-ren',
    'nhiet-do-toi-da': 600,
  },
  'Điện trở chữ U 380V 5kW inox 304 phi 14 dài 1200mm': {
    'dien-ap': 380,
    'cong-suat': 5,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-ong': 14,
    'chieu-dai': 1200,
    ren: 'M5',
    'kieu-dau-noi': 'cos-ren',
  },
  // Điện trở ống lò xo
  'Điện trở lò xo phi 30 dài 60mm 220V 250W': {
    'dien-ap': 220,
    'cong-suat': 0.25,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-trong': 30,
    'chieu-dai': 60,
    'kieu-dau-noi': 'day-ra',
  },
  'Điện trở lò xo béc phun 230V 400W có can nhiệt J': {
    'dien-ap': 230,
    'cong-suat': 0.4,
    'duong-kinh-trong': 35,
    'chieu-dai': 80,
  },
  'Điện trở ống lò xo 220V 800W dài 120mm': {
    'dien-ap': 220,
    'cong-suat': 0.8,
    'duong-kinh-trong': 45,
    'chieu-dai': 120,
    'nhiet-do-toi-da': 750,
  },
  'Điện trở xoắn ốc đun dầu 380V 4kW': {
    'dien-ap': 380,
    'cong-suat': 4,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-trong': 180,
  },
  // Điện trở cartridge, điện trở que
  'Điện trở cartridge phi 10 dài 100mm 220V 200W': {
    'dien-ap': 220,
    'cong-suat': 0.2,
    'vat-lieu-vo': 'inox-321',
    'duong-kinh-ong': 10,
    'chieu-dai': 100,
    'kieu-dau-noi': 'day-ra',
  },
  'Điện trở que phi 12 dài 150mm 220V 350W': {
    'dien-ap': 220,
    'cong-suat': 0.35,
    'vat-lieu-vo': 'inox-321',
    'duong-kinh-ong': 12,
    'chieu-dai': 150,
  },
  'Điện trở cartridge phi 16 dài 200mm, 220V 600W': {
    'dien-ap': 220,
    'cong-suat': 0.6,
    'duong-kinh-ong': 16,
    'chieu-dai': 200,
    'kieu-dau-noi': 'day-ra',
  },
  'Điện trở que phi 8 dài 60mm 24V 80W': {
    'dien-ap': 24,
    'cong-suat': 0.08,
    'vat-lieu-vo': 'inox-304',
    'duong-kinh-ong': 8,
    'chieu-dai': 60,
  },
  // Điện trở vòng
  'Điện trở vòng mica phi 60 x 50mm 220V 300W': {
    'dien-ap': 220,
    'cong-suat': 0.3,
    'vat-lieu-vo': 'mica-inox',
    'duong-kinh-trong': 60,
    'chieu-cao': 50,
  },
  'Điện trở vòng mica phi 100 x 60mm 220V 500W': {
    'dien-ap': 220,
    'cong-suat': 0.5,
    'vat-lieu-vo': 'mica-inox',
    'duong-kinh-trong': 100,
    'chieu-cao': 60,
  },
  'Điện trở vòng sứ phi 200 x 100mm 380V 1.5kW': {
    'dien-ap': 380,
    'cong-suat': 1.5,
    'vat-lieu-vo': 'su',
    'duong-kinh-trong': 200,
    'chieu-cao': 100,
    'nhiet-do-toi-da': 600,
  },
  'Điện trở vòng đồng đúc phi 45 x 40mm 220V 200W': {
    'dien-ap': 220,
    'cong-suat': 0.2,
    'vat-lieu-vo': 'dong-thau',
    'duong-kinh-trong': 45,
    'chieu-cao': 40,
  },
  // Điện trở sấy khô
  'Điện trở sấy cánh tản nhiệt 220V, 1kW': {
    'dien-ap': 220,
    'cong-suat': 1,
    'vat-lieu-vo': 'inox-304',
    'chieu-dai': 400,
  },
  'Điện trở sấy có cánh chữ U 380V 2.5kW': {
    'dien-ap': 380,
    'cong-suat': 2.5,
    'vat-lieu-vo': 'inox-304',
    'chieu-dai': 600,
  },
  'Điện trở sấy khô lò sấy nông sản 380V 3kW': {
    'dien-ap': 380,
    'cong-suat': 3,
    'vat-lieu-vo': 'inox-304',
    'chieu-dai': 900,
  },
  'Điện trở sấy khí 220V 500W - cánh nhôm': {
    'dien-ap': 220,
    'cong-suat': 0.5,
    'vat-lieu-vo': 'thep',
    'chieu-dai': 300,
  },
  // Quạt hút công nghiệp
  'Quạt hút công nghiệp 350W': fan(220, 0.35, 4500, { 'toc-do': 1400 }),
  'Quạt hút công nghiệp 220V 750W cánh 600mm': fan(220, 0.75, 12000, {
    'toc-do': 1400,
    'kich-thuoc-canh': 600,
  }),
  'Quạt hút mùi bếp công nghiệp 380V 1.1kW': fan(380, 1.1, 6800, { 'cap-bao-ve': 'ip55' }),
  'Quạt hút gió nhà xưởng 1.5kW, cánh inox': fan(380, 1.5, 18000),
  // Quạt hướng trục
  'Quạt hướng trục tròn phi 400 220V 550W': fan(220, 0.55, 5600, {
    'toc-do': 2800,
    'kich-thuoc-canh': 400,
  }),
  'Quạt hướng trục phi 600 380V 2.2kW': fan(380, 2.2, 16000, {
    'toc-do': 1450,
    'kich-thuoc-canh': 600,
    'cap-bao-ve': 'ip55',
  }),
  'Quạt hướng trục chống cháy nổ phi 500 380V 1.5kW': fan(380, 1.5, 9500, {
    'kich-thuoc-canh': 500,
    'cap-bao-ve': 'ip65',
    'chong-chay-no': true,
  }),
  'Quạt hướng trục gắn tường phi 300 180W': fan(220, 0.18, 2100, {
    'toc-do': 2600,
    'kich-thuoc-canh': 300,
  }),
  'Quạt hướng trục đặt sàn phi 800 3kW': fan(380, 3, 28000, { 'kich-thuoc-canh': 800 }),
  // Quạt ly tâm
  'Quạt ly tâm 4-72 số 3.5A 1.5kW': fan(380, 1.5, 3200, { 'toc-do': 2900, 'ap-suat': 1100 }),
  'Quạt ly tâm trung áp 380V 3kW': fan(380, 3, 5500, { 'ap-suat': 1800 }),
  'Quạt ly tâm cao áp 7.5kW hút bụi xi măng': fan(380, 7.5, 9000, {
    'ap-suat': 3500,
    'vat-lieu-vo': 'thep',
  }),
  'Quạt ly tâm mini 220V 120W thổi lò': fan(220, 0.12, 420, { 'toc-do': 2800 }),
  // Quạt thông gió vuông
  'Quạt thông gió vuông 1380 x 1380 1.1kW': fan(380, 1.1, 44000, {
    'vat-lieu-vo': 'ton-ma-kem',
    'kich-thuoc': '1380 x 1380 x 400mm',
  }),
  'Quạt thông gió vuông 1060 x 1060 550W': fan(380, 0.55, 30000, {
    'kich-thuoc': '1060 x 1060 x 400mm',
  }),
  'Quạt thông gió vuông lắp tường 400 x 400 80W': fan(220, 0.08, 1800, {
    'kich-thuoc': '400 x 400mm',
  }),
  'Quạt thông gió vuông trại gà 1220 x 1220 1.1kW & lá sách': fan(380, 1.1, 38000, {
    'kich-thuoc': '1220 x 1220 x 400mm',
  }),
  // Rơ le nhiệt và bộ điều khiển nhiệt độ
  'Bộ điều khiển nhiệt độ Autonics TC4S-14R': { 'kich-thuoc': '48 x 48mm' },
  'Đồng hồ nhiệt Hanyoung NX4-01 48x96': { 'kich-thuoc': '48 x 96mm' },
  'Bộ điều khiển nhiệt độ Omron E5CC-QX2ASM-800': { 'kich-thuoc': '48 x 48mm' },
  'Rơ le nhiệt cơ 0-300°C núm xoay': { 'nhiet-do-toi-da': 300, 'dong-dinh-muc': 16 },
  // Cảm biến nhiệt (can nhiệt)
  'Can nhiệt K phi 6 dài 300mm': {
    'loai-can-nhiet': 'k',
    'nhiet-do-toi-da': 800,
    'duong-kinh-ong': 6,
    'chieu-dai': 300,
    'vat-lieu-vo': 'inox-304',
  },
  'Cảm biến nhiệt PT100 phi 8 dài 150mm đầu củ hành': {
    'loai-can-nhiet': 'pt100',
    'nhiet-do-toi-da': 400,
    'duong-kinh-ong': 8,
    'chieu-dai': 150,
    'cap-bao-ve': 'ip65',
  },
  'Can nhiệt J dạng ren M8 dây dài 2m': {
    'loai-can-nhiet': 'j',
    'nhiet-do-toi-da': 400,
    ren: 'M8',
  },
  'Can nhiệt S bạch kim 1600°C ống sứ dài 500mm': {
    'loai-can-nhiet': 's',
    'nhiet-do-toi-da': 1600,
    'duong-kinh-ong': 16,
    'chieu-dai': 500,
    'vat-lieu-vo': 'su',
  },
  'Can nhiệt K & PT100 đầu nhôm phi 10 dài 500mm': {
    'loai-can-nhiet': 'k-pt100',
    'nhiet-do-toi-da': 600,
    'duong-kinh-ong': 10,
    'chieu-dai': 500,
    'vat-lieu-vo': 'inox-316',
  },
  // Dây chịu nhiệt
  'Dây chịu nhiệt sợi thủy tinh 1.5mm2 - cuộn 100m': {
    'tiet-dien': 1.5,
    'nhiet-do-toi-da': 350,
    'chieu-dai-cuon': 100,
  },
  'Dây chịu nhiệt silicon 2.5mm2 200°C': { 'tiet-dien': 2.5, 'nhiet-do-toi-da': 200 },
  'Dây bù nhiệt K 2x0.5mm - cuộn 100m': {
    'tiet-dien': 0.5,
    'nhiet-do-toi-da': 200,
    'chieu-dai-cuon': 100,
  },
  'Dây mica chịu nhiệt 500°C 1.0mm2 cuộn 50m': {
    'tiet-dien': 1,
    'nhiet-do-toi-da': 500,
    'chieu-dai-cuon': 50,
  },
  // Khởi động từ (contactor)
  'Contactor LS MC-32a 3P 32A': { 'dong-dinh-muc': 32, 'dien-ap-cuon-hut': 220, 'so-cuc': 3 },
  'Khởi động từ Schneider LC1D18M7 18A': {
    'dong-dinh-muc': 18,
    'dien-ap-cuon-hut': 220,
    'so-cuc': 3,
  },
  'Contactor Mitsubishi S-T65 65A 220V': {
    'dong-dinh-muc': 65,
    'dien-ap-cuon-hut': 220,
    'so-cuc': 3,
  },
  'Rơ le nhiệt bảo vệ động cơ LS MT-32 9-13A': { 'dong-dinh-muc': 13 },
  // Rơ le bán dẫn SSR
  'Rơ le bán dẫn SSR 40A DC-AC': { 'dong-dinh-muc': 40, 'so-pha': '1-pha' },
  'SSR 3 pha 40A kèm tản nhiệt': {
    'dong-dinh-muc': 40,
    'so-pha': '3-pha',
    'kich-thuoc': '130 x 110 x 120mm',
  },
  'Rơ le bán dẫn Fotek SSR-25DA': { 'dong-dinh-muc': 25, 'so-pha': '1-pha' },
  'Bộ điều áp SSR-VR 25A biến trở vô cấp': { 'dong-dinh-muc': 25, 'so-pha': '1-pha' },
  // Tủ điện điều khiển nhiệt
  'Tủ điện điều khiển lò sấy 3 pha 15kW': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 15,
    'kich-thuoc': '600 x 400 x 200mm',
    'cap-bao-ve': 'ip54',
  },
  'Tủ điều khiển nhiệt máy ép nhựa 6 vùng': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 18,
    'kich-thuoc': '800 x 600 x 250mm',
  },
  'Tủ điện lò nung 1 pha 5kW có hẹn giờ': {
    'dien-ap': 220,
    'so-pha': '1-pha',
    'cong-suat': 5,
    'kich-thuoc': '400 x 300 x 180mm',
    'cap-bao-ve': 'ip43',
  },
  'Tủ điều khiển lò hơi điện 36kW, 3 cấp': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 36,
    'kich-thuoc': '1000 x 600 x 300mm',
    'cap-bao-ve': 'ip54',
  },
  // Tủ điện quạt
  'Tủ điện quạt hút 3 pha 7.5kW khởi động sao - tam giác': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 7.5,
    'kich-thuoc': '600 x 400 x 200mm',
    'cap-bao-ve': 'ip54',
  },
  'Tủ điện biến tần quạt 5.5kW': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 5.5,
    'kich-thuoc': '700 x 500 x 250mm',
  },
  'Tủ điện điều khiển 4 quạt thông gió, hẹn giờ': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 4.4,
    'kich-thuoc': '600 x 400 x 200mm',
    'cap-bao-ve': 'ip54',
  },
  'Tủ điện lò sấy kèm quạt đối lưu 9kW': {
    'dien-ap': 380,
    'so-pha': '3-pha',
    'cong-suat': 9.75,
    'kich-thuoc': '600 x 400 x 200mm',
  },
  // Vỏ tủ điện
  'Vỏ tủ điện sơn tĩnh điện 400x300x200mm': {
    'kich-thuoc': '400 x 300 x 200mm',
    'vat-lieu-vo': 'ton-son',
    'cap-bao-ve': 'ip54',
  },
  'Vỏ tủ điện inox 304 600x400x250mm': {
    'kich-thuoc': '600 x 400 x 250mm',
    'vat-lieu-vo': 'inox-304',
    'cap-bao-ve': 'ip65',
  },
  'Vỏ tủ điện đứng 1600x800x400mm 2 cánh': {
    'kich-thuoc': '1600 x 800 x 400mm',
    'vat-lieu-vo': 'ton-son',
    'cap-bao-ve': 'ip44',
  },
  'Hộp điện nhựa ABS chống nước 200x150x100mm': {
    'kich-thuoc': '200 x 150 x 100mm',
    'vat-lieu-vo': 'nhua-abs',
    'cap-bao-ve': 'ip67',
  },
  'Vỏ tủ điện ngoài trời 2 lớp cánh 800x600x300mm': {
    'kich-thuoc': '800 x 600 x 300mm',
    'vat-lieu-vo': 'ton-son',
    'cap-bao-ve': 'ip55',
  },
};

/**
 * Writes the demo attributes with their scopes, then each demo product's values (the 0031
 * triggers keep `product_specs`). Call after the demo products are inserted, in the same
 * transaction.
 */
export async function insertDemoSpecs(db: Database, ids: CatalogueIds): Promise<void> {
  const known = (map: Map<string, string>, keys: readonly string[] = []) =>
    keys.flatMap((key) => {
      const id = map.get(key);
      return id ? [id] : [];
    });
  for (const [position, attribute] of DEMO_ATTRIBUTES.entries()) {
    await db.insert(attributes).values({
      id: attribute.id,
      label: attribute.label,
      labelEn: attribute.labelEn,
      kind: attribute.kind,
      unit: attribute.unit ?? '',
      choices: attribute.choices ?? [],
      cardRank: attribute.cardRank ?? null,
      filterable: attribute.filterable ?? true,
      position: (position + 1) * 10,
    });
    const categoryIds = known(ids.categoryIds, attribute.categoryKeys);
    const subCategoryIds = known(ids.subCategoryIds, attribute.subCategoryKeys);
    if (categoryIds.length > 0)
      await db
        .insert(attributeCategories)
        .values(categoryIds.map((categoryId) => ({ attributeId: attribute.id, categoryId })));
    if (subCategoryIds.length > 0)
      await db
        .insert(attributeSubcategories)
        .values(
          subCategoryIds.map((subcategoryId) => ({ attributeId: attribute.id, subcategoryId })),
        );
  }
  const names = Object.keys(DEMO_PRODUCT_SPECS);
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  for (const row of rows) {
    const specs = DEMO_PRODUCT_SPECS[row.name];
    if (specs) await db.update(products).set({ specs }).where(eq(products.id, row.id));
  }
}
