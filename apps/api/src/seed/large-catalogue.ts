/**
 * Benchmark catalogues of 100,000 to 1,000,000 products. Names are assembled from word lists and
 * random numbers so full-text search sees a realistic spread of words and model codes, and the same
 * seed always yields the same catalogue, so benchmark runs can be compared.
 */
import type { SpecValues } from '@shop/contract';
import type { ArtworkKind } from './artwork';
import type { SeedCategory, SeedProduct, SeedSubCategory } from './demo-catalogue';

type Family = 'heater' | 'fan' | 'accessory' | 'cabinet';

type Random = () => number;

/** mulberry32: tiny, fast, and good enough to vary test data; not for anything secret. */
function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

function between(random: Random, min: number, max: number, step = 1): number {
  const steps = Math.floor((max - min) / step);
  return min + Math.floor(random() * (steps + 1)) * step;
}

function formatPower(watts: number): string {
  if (watts < 1000) return `${watts}W`;
  // One decimal at most, and none when whole: "1.5kW", "3kW".
  return `${Math.round(watts / 100) / 10}kW`;
}

/** What a generated product of one type looks like, before the shared parts are added. */
interface ProductShape {
  spec: string;
  size: string;
  watts: number;
  voltage: string;
  details: Record<string, string>;
}

interface ProductType {
  family: Family;
  artwork: ArtworkKind;
  /** Which sub-categories this type belongs in, matched against the sub-category name. */
  matches: RegExp;
  names: readonly [string, ...string[]];
  units: readonly [string, ...string[]];
  /** Whether `watts` is a real power to print; otherwise it only scales the price. */
  showsPower: boolean;
  basePrice: number;
  /** Dong per unit of `watts`, so bigger items cost more. */
  pricePerWatt: number;
  shape: (random: Random) => ProductShape;
}

const HEATER_MATERIALS = ['inox 304', 'inox 316', 'inox 201', 'inox 321', 'thép mạ'] as const;
const MAINS = ['220V', '380V'] as const;

const PRODUCT_TYPES: readonly ProductType[] = [
  {
    family: 'heater',
    artwork: 'u-heater',
    matches: /chữ u/i,
    names: ['Điện trở chữ U', 'Thanh nhiệt chữ U', 'Điện trở đốt nóng chữ U', 'Điện trở chữ W'],
    units: ['cái'],
    showsPower: true,
    basePrice: 60000,
    pricePerWatt: 60,
    shape: (random) => {
      const material = pick(random, HEATER_MATERIALS);
      const tube = pick(random, [8, 10, 12, 14] as const);
      return {
        spec: pick(random, [material, `ống phi ${tube}`, 'nhúng nước', 'sấy khí', 'đun dầu']),
        size: `dài ${between(random, 300, 1500, 50)}mm`,
        watts: between(random, 500, 6000, 250),
        voltage: pick(random, MAINS),
        details: { 'Vật liệu': material, 'Đường kính ống': `phi ${tube}` },
      };
    },
  },
  {
    family: 'heater',
    artwork: 'coil-heater',
    matches: /lò xo|xoắn/i,
    names: ['Điện trở lò xo', 'Điện trở ống lò xo', 'Điện trở xoắn ốc', 'Điện trở béc phun'],
    units: ['cái'],
    showsPower: true,
    basePrice: 90000,
    pricePerWatt: 120,
    shape: (random) => ({
      spec: pick(random, ['ống dẹt', 'ống tròn', 'có can nhiệt J', 'có can nhiệt K', 'béc máy ép']),
      size: `phi ${between(random, 20, 120, 5)} dài ${between(random, 30, 200, 10)}mm`,
      watts: between(random, 150, 2500, 50),
      voltage: pick(random, ['220V', '230V', '240V'] as const),
      details: { 'Vật liệu': pick(random, HEATER_MATERIALS) },
    }),
  },
  {
    family: 'heater',
    artwork: 'cartridge-heater',
    matches: /cartridge|que/i,
    names: ['Điện trở cartridge', 'Điện trở que', 'Que nhiệt', 'Điện trở ống đơn'],
    units: ['cái'],
    showsPower: true,
    basePrice: 50000,
    pricePerWatt: 110,
    shape: (random) => ({
      spec: pick(random, [
        'dây ra thẳng',
        'dây ra vuông góc',
        'bọc lưới inox',
        'mật độ cao',
        'ren M12',
      ]),
      size: `phi ${pick(random, [6, 8, 10, 12, 14, 16, 20] as const)} dài ${between(random, 40, 400, 10)}mm`,
      watts: between(random, 50, 1500, 50),
      voltage: pick(random, ['12V', '24V', '220V', '220V', '380V'] as const),
      details: { 'Vật liệu': pick(random, ['inox 304', 'inox 321', 'Incoloy 800'] as const) },
    }),
  },
  {
    family: 'heater',
    artwork: 'band-heater',
    matches: /vòng|band/i,
    names: [
      'Điện trở vòng mica',
      'Điện trở vòng sứ',
      'Vòng nhiệt đồng đúc',
      'Điện trở vòng nhôm đúc',
    ],
    units: ['cái'],
    showsPower: true,
    basePrice: 80000,
    pricePerWatt: 180,
    shape: (random) => ({
      spec: pick(random, ['máy ép nhựa', 'máy đùn', 'máy thổi màng', 'có hộp cos', 'kẹp đai']),
      size: `phi ${between(random, 30, 400, 5)} x ${between(random, 25, 150, 5)}mm`,
      watts: between(random, 100, 3000, 50),
      voltage: pick(random, MAINS),
      details: { Vỏ: pick(random, ['inox', 'đồng thau', 'nhôm đúc'] as const) },
    }),
  },
  {
    family: 'heater',
    artwork: 'finned-heater',
    matches: /sấy|cánh/i,
    names: [
      'Điện trở sấy cánh tản nhiệt',
      'Điện trở sấy khô',
      'Thanh sấy có cánh',
      'Điện trở gió nóng',
    ],
    units: ['cái'],
    showsPower: true,
    basePrice: 120000,
    pricePerWatt: 90,
    shape: (random) => ({
      spec: pick(random, ['cánh inox', 'cánh nhôm', 'chữ U', 'lò sấy nông sản', 'buồng sơn']),
      size: `dài ${between(random, 250, 1800, 50)}mm`,
      watts: between(random, 300, 9000, 100),
      voltage: pick(random, MAINS),
      details: {
        'Kích thước cánh': `${pick(random, [30, 40, 50, 60] as const)}x${pick(random, [30, 40, 50, 60] as const)}mm`,
      },
    }),
  },
  {
    family: 'fan',
    artwork: 'exhaust-fan',
    matches: /hút/i,
    names: ['Quạt hút công nghiệp', 'Quạt hút gió', 'Quạt hút mùi', 'Quạt hút khói'],
    units: ['chiếc', 'cái'],
    showsPower: true,
    basePrice: 700000,
    pricePerWatt: 2600,
    shape: fanShape,
  },
  {
    family: 'fan',
    artwork: 'axial-fan',
    matches: /hướng trục|trục/i,
    names: [
      'Quạt hướng trục',
      'Quạt hướng trục tròn',
      'Quạt hướng trục nối ống',
      'Quạt trục đặt sàn',
    ],
    units: ['chiếc'],
    showsPower: true,
    basePrice: 900000,
    pricePerWatt: 3200,
    shape: fanShape,
  },
  {
    family: 'fan',
    artwork: 'centrifugal-fan',
    matches: /ly tâm|sên/i,
    names: ['Quạt ly tâm', 'Quạt ly tâm trung áp', 'Quạt ly tâm cao áp', 'Quạt sên'],
    units: ['chiếc'],
    showsPower: true,
    basePrice: 800000,
    pricePerWatt: 4200,
    shape: fanShape,
  },
  {
    family: 'fan',
    artwork: 'exhaust-fan',
    matches: /vuông|thông gió/i,
    names: [
      'Quạt thông gió vuông',
      'Quạt hộp vuông',
      'Quạt vuông lá sách',
      'Quạt thông gió nhà xưởng',
    ],
    units: ['chiếc'],
    showsPower: true,
    basePrice: 500000,
    pricePerWatt: 3000,
    shape: fanShape,
  },
  {
    family: 'accessory',
    artwork: 'thermostat',
    matches: /nhiệt độ|rơ le nhiệt|đồng hồ/i,
    names: ['Bộ điều khiển nhiệt độ', 'Đồng hồ nhiệt', 'Rơ le nhiệt', 'Bộ điều nhiệt PID'],
    units: ['cái'],
    showsPower: false,
    basePrice: 350000,
    pricePerWatt: 0,
    shape: (random) => ({
      spec: pick(random, ['PID', 'ngõ ra relay', 'ngõ ra SSR', 'ngõ ra 4-20mA', '2 cảnh báo']),
      size: pick(random, ['48x48mm', '48x96mm', '72x72mm', '96x96mm'] as const),
      watts: 0,
      voltage: pick(random, ['100-240VAC', '24VDC', '220VAC'] as const),
      details: { 'Ngõ vào': pick(random, ['K, J, PT100', 'Đa năng', 'K', 'PT100'] as const) },
    }),
  },
  {
    family: 'accessory',
    artwork: 'thermocouple',
    matches: /can nhiệt|cảm biến/i,
    names: ['Can nhiệt', 'Cảm biến nhiệt', 'Cặp nhiệt điện', 'Đầu dò nhiệt'],
    units: ['cái'],
    showsPower: false,
    basePrice: 90000,
    pricePerWatt: 0,
    shape: (random) => ({
      spec: `loại ${pick(random, ['K', 'J', 'E', 'S', 'R', 'PT100', 'PT1000'] as const)}`,
      size: `phi ${pick(random, [3, 4, 5, 6, 8, 10, 12, 16] as const)} dài ${between(random, 50, 1500, 50)}mm`,
      watts: 0,
      voltage: '',
      details: { 'Dải đo': `0-${between(random, 200, 1600, 100)}°C` },
    }),
  },
  {
    family: 'accessory',
    artwork: 'cable',
    matches: /dây/i,
    names: ['Dây chịu nhiệt', 'Dây bù nhiệt', 'Dây silicon chịu nhiệt', 'Dây sợi thủy tinh'],
    units: ['cuộn'],
    showsPower: false,
    basePrice: 20000,
    pricePerWatt: 100,
    shape: (random) => {
      const section = pick(random, ['0.5', '0.75', '1.0', '1.5', '2.5', '4.0', '6.0'] as const);
      const metres = pick(random, [25, 50, 100, 200] as const);
      return {
        spec: `${section}mm2`,
        size: `cuộn ${metres}m`,
        // Copper by weight: length times cross-section drives the price of a coil.
        watts: Math.round(metres * Number(section) * 90),
        voltage: '',
        details: {
          'Tiết diện': `${section}mm²`,
          'Nhiệt độ chịu đựng': `${pick(random, [150, 200, 250, 350, 500] as const)}°C`,
        },
      };
    },
  },
  {
    family: 'accessory',
    artwork: 'contactor',
    matches: /contactor|khởi động từ/i,
    names: ['Contactor', 'Khởi động từ', 'Contactor 3 pha', 'Rơ le nhiệt bảo vệ động cơ'],
    units: ['cái'],
    showsPower: false,
    basePrice: 250000,
    pricePerWatt: 25000,
    shape: (random) => {
      const amps = pick(random, [9, 12, 18, 25, 32, 40, 50, 65, 80, 95] as const);
      return {
        spec: `${amps}A`,
        size: pick(random, ['3P', '4P', '3P 1NO+1NC'] as const),
        watts: amps,
        voltage: pick(random, ['220VAC', '380VAC', '24VDC'] as const),
        details: { 'Dòng định mức': `${amps}A` },
      };
    },
  },
  {
    family: 'accessory',
    artwork: 'ssr',
    matches: /ssr|bán dẫn/i,
    names: ['Rơ le bán dẫn SSR', 'SSR', 'Rơ le bán dẫn', 'Bộ SSR kèm tản nhiệt'],
    units: ['cái', 'bộ'],
    showsPower: false,
    basePrice: 110000,
    pricePerWatt: 5000,
    shape: (random) => {
      const amps = pick(random, [10, 25, 40, 60, 80, 100] as const);
      return {
        spec: `${amps}A ${pick(random, ['DC-AC', 'AC-AC', 'DC-DC', '3 pha'] as const)}`,
        size: '',
        watts: amps,
        voltage: pick(random, ['24-380VAC', '480VAC', '5-220VDC'] as const),
        details: { 'Dòng tải': `${amps}A` },
      };
    },
  },
  {
    family: 'cabinet',
    artwork: 'cabinet',
    matches: /điều khiển nhiệt|lò/i,
    names: [
      'Tủ điện điều khiển lò sấy',
      'Tủ điều khiển nhiệt',
      'Tủ điện lò nung',
      'Tủ điều khiển lò hơi',
    ],
    units: ['bộ'],
    showsPower: true,
    basePrice: 3500000,
    pricePerWatt: 450,
    shape: cabinetShape,
  },
  {
    family: 'cabinet',
    artwork: 'cabinet',
    matches: /tủ điện quạt|quạt/i,
    names: ['Tủ điện quạt', 'Tủ khởi động quạt', 'Tủ biến tần quạt', 'Tủ điều khiển quạt hút'],
    units: ['bộ'],
    showsPower: true,
    basePrice: 3000000,
    pricePerWatt: 900,
    shape: cabinetShape,
  },
  {
    family: 'cabinet',
    artwork: 'enclosure',
    matches: /vỏ tủ|hộp điện/i,
    names: ['Vỏ tủ điện', 'Vỏ tủ điện inox', 'Hộp điện chống nước', 'Vỏ tủ điện ngoài trời'],
    units: ['cái'],
    showsPower: false,
    basePrice: 90000,
    pricePerWatt: 400,
    shape: (random) => {
      const height = between(random, 200, 2000, 100);
      return {
        spec: pick(random, ['sơn tĩnh điện', 'inox 304', '2 lớp cánh', 'treo tường', 'mái che']),
        size: `${height}x${between(random, 150, 1000, 50)}x${between(random, 100, 500, 50)}mm`,
        // Taller enclosures use more sheet steel, so height drives the price.
        watts: height * 3,
        voltage: '',
        details: { 'Cấp bảo vệ': pick(random, ['IP44', 'IP54', 'IP55', 'IP65', 'IP66'] as const) },
      };
    },
  },
];

function fanShape(random: Random): ProductShape {
  const watts = between(random, 40, 11000, 10);
  return {
    spec: pick(random, [
      'cánh nhôm',
      'cánh inox',
      'cánh nhựa',
      'chống cháy nổ',
      'lá sách',
      'gắn tường',
    ]),
    size: `phi ${between(random, 200, 1400, 50)}`,
    watts,
    voltage: watts > 1500 ? '380V' : pick(random, MAINS),
    details: {
      'Lưu lượng gió': `${between(random, 800, 60000, 100)} m³/h`,
      'Tốc độ': `${pick(random, [960, 1400, 1450, 2800, 2900] as const)} vòng/phút`,
    },
  };
}

function cabinetShape(random: Random): ProductShape {
  return {
    spec: pick(random, [
      '1 pha',
      '3 pha',
      'sao - tam giác',
      'biến tần',
      'có hẹn giờ',
      '2 vùng nhiệt',
    ]),
    size: `${between(random, 300, 1200, 100)}x${between(random, 200, 800, 100)}mm`,
    watts: between(random, 1000, 45000, 500),
    voltage: pick(random, ['220V', '380V', '380V'] as const),
    details: { 'Cấp bảo vệ': pick(random, ['IP43', 'IP54', 'IP55'] as const) },
  };
}

const ARTWORK_FAMILY: Readonly<Record<ArtworkKind, Family>> = {
  'u-heater': 'heater',
  'coil-heater': 'heater',
  'cartridge-heater': 'heater',
  'band-heater': 'heater',
  'finned-heater': 'heater',
  'axial-fan': 'fan',
  'centrifugal-fan': 'fan',
  'exhaust-fan': 'fan',
  thermostat: 'accessory',
  thermocouple: 'accessory',
  cable: 'accessory',
  contactor: 'accessory',
  ssr: 'accessory',
  cabinet: 'cabinet',
  enclosure: 'cabinet',
};

const BRANDS: Readonly<Record<Family, readonly [string, ...string[]]>> = {
  heater: [
    'Hotec',
    'Nhiệt Việt',
    'Thành Phát',
    'Đại Nam',
    'Sao Việt',
    'Minh Tâm',
    'Watlow',
    'Tempco',
  ],
  fan: ['Deton', 'Kruger', 'Soffnet', 'Phương Nam', 'Hoàng Gia', 'Kim Long', 'Quạt Việt', 'Dasin'],
  accessory: ['Autonics', 'Hanyoung', 'Omron', 'LS', 'Schneider', 'Fotek', 'Mitsubishi', 'Selec'],
  cabinet: [
    'An Phát',
    'Tân Tiến',
    'Điện Hưng',
    'Bảo Long',
    'Nam Việt',
    'Thiên Phú',
    'Hải Âu',
    'Tâm Anh',
  ],
};

const MODEL_PREFIXES = [
  'HT',
  'NK',
  'TP',
  'DK',
  'QT',
  'SX',
  'KTE',
  'PH',
  'MT',
  'AT',
  'HY',
  'EC',
  'VN',
  'TK',
] as const;
const MODEL_SUFFIXES = ['', '', '', 'A', 'B', 'S', 'R', 'N', 'Plus', 'Pro'] as const;
const ORIGINS = [
  'Việt Nam',
  'Việt Nam',
  'Đài Loan',
  'Hàn Quốc',
  'Nhật Bản',
  'Trung Quốc',
  'Đức',
  'Ý',
] as const;
const WARRANTIES = ['3 tháng', '6 tháng', '12 tháng', '18 tháng', '24 tháng'] as const;
const DISCOUNTS = [5, 8, 10, 12, 15, 20, 25, 30] as const;
const USES = [
  'lò sấy công nghiệp',
  'máy ép nhựa',
  'nhà xưởng',
  'bếp công nghiệp',
  'trại chăn nuôi',
  'dây chuyền thực phẩm',
  'xưởng cơ khí',
  'lò nung gốm',
  'máy đóng gói',
  'kho lạnh và kho hàng',
] as const;
const FEATURES = [
  'bền, dễ lắp đặt',
  'hàng sẵn kho, giao nhanh',
  'tiết kiệm điện năng',
  'nhận đặt làm theo yêu cầu',
  'đã kiểm tra tại xưởng trước khi giao',
  'vận hành ổn định 24/24',
] as const;

// ---- Specifications (issue 42) ----

/** An attribute the generated products carry, and the families whose categories use it. */
export interface LargeCatalogueAttribute {
  id: string;
  label: string;
  labelEn: string;
  kind: 'number' | 'choice';
  unit: string;
  choices: { value: string; label: string; label_en?: string }[];
  cardRank: number | null;
  position: number;
  families: readonly Family[];
}

const MATERIALS: Readonly<Record<string, { value: string; label: string; label_en?: string }>> = {
  'inox 304': { value: 'inox-304', label: 'Inox 304', label_en: 'Stainless steel 304' },
  'inox 316': { value: 'inox-316', label: 'Inox 316', label_en: 'Stainless steel 316' },
  'inox 201': { value: 'inox-201', label: 'Inox 201', label_en: 'Stainless steel 201' },
  'inox 321': { value: 'inox-321', label: 'Inox 321', label_en: 'Stainless steel 321' },
  inox: { value: 'inox-304', label: 'Inox 304', label_en: 'Stainless steel 304' },
  'thép mạ': { value: 'thep-ma', label: 'Thép mạ', label_en: 'Galvanised steel' },
  'Incoloy 800': { value: 'incoloy-800', label: 'Incoloy 800' },
  'đồng thau': { value: 'dong-thau', label: 'Đồng thau', label_en: 'Brass' },
  'nhôm đúc': { value: 'nhom-duc', label: 'Nhôm đúc', label_en: 'Cast aluminium' },
};

/**
 * The attributes of the generated catalogue: a heater's voltage, power, tube diameter, length and
 * sheath material; a fan's airflow, power, size and voltage. Ids as the demo catalogue's.
 */
export const LARGE_CATALOGUE_ATTRIBUTES: readonly LargeCatalogueAttribute[] = [
  {
    id: 'dien-ap',
    label: 'Điện áp',
    labelEn: 'Voltage',
    kind: 'number',
    unit: 'V',
    choices: [],
    cardRank: 1,
    position: 10,
    families: ['heater', 'fan'],
  },
  {
    id: 'cong-suat',
    label: 'Công suất',
    labelEn: 'Power',
    kind: 'number',
    unit: 'kW',
    choices: [],
    cardRank: 2,
    position: 20,
    families: ['heater', 'fan'],
  },
  {
    id: 'duong-kinh-ong',
    label: 'Đường kính ống',
    labelEn: 'Tube diameter',
    kind: 'number',
    unit: 'mm',
    choices: [],
    cardRank: null,
    position: 30,
    families: ['heater'],
  },
  {
    id: 'chieu-dai',
    label: 'Chiều dài',
    labelEn: 'Length',
    kind: 'number',
    unit: 'mm',
    choices: [],
    cardRank: null,
    position: 40,
    families: ['heater'],
  },
  {
    id: 'vat-lieu-vo',
    label: 'Vật liệu',
    labelEn: 'Material',
    kind: 'choice',
    unit: '',
    choices: [...new Map(Object.values(MATERIALS).map((m) => [m.value, m])).values()],
    cardRank: 3,
    position: 50,
    families: ['heater'],
  },
  {
    id: 'luu-luong-gio',
    label: 'Lưu lượng gió',
    labelEn: 'Airflow',
    kind: 'number',
    unit: 'm³/h',
    choices: [],
    cardRank: 3,
    position: 60,
    families: ['fan'],
  },
  {
    id: 'kich-thuoc-canh',
    label: 'Kích thước',
    labelEn: 'Size',
    kind: 'number',
    unit: 'mm',
    choices: [],
    cardRank: null,
    position: 70,
    families: ['fan'],
  },
];

/** The attribute ids a category of this artwork's family uses. */
export function attributeIdsFor(artwork: ArtworkKind): string[] {
  const family = ARTWORK_FAMILY[artwork];
  return LARGE_CATALOGUE_ATTRIBUTES.filter((a) => a.families.includes(family)).map((a) => a.id);
}

const firstNumber = (text: string | undefined, pattern: RegExp): number | undefined => {
  const found = text === undefined ? null : pattern.exec(text);
  return found?.[1] === undefined ? undefined : Number(found[1]);
};

/**
 * A generated product's specification values, read from what its name and details already say
 * (its voltage, power, size and material), so a filter and the text it shows agree.
 */
function specsOf(family: Family, shape: ProductShape, showsPower: boolean): SpecValues {
  if (family !== 'heater' && family !== 'fan') return {};
  const specs: SpecValues = {};
  const volts = firstNumber(shape.voltage, /^(\d+)V$/);
  if (volts !== undefined) specs['dien-ap'] = volts;
  if (showsPower && shape.watts > 0) specs['cong-suat'] = Math.round(shape.watts / 10) / 100;
  const diameter =
    firstNumber(shape.size, /phi (\d+)/) ?? firstNumber(shape.details['Đường kính ống'], /(\d+)/);
  if (family === 'heater') {
    if (diameter !== undefined) specs['duong-kinh-ong'] = diameter;
    const length = firstNumber(shape.size, /dài (\d+)mm/);
    if (length !== undefined) specs['chieu-dai'] = length;
    const material = MATERIALS[shape.details['Vật liệu'] ?? shape.details['Vỏ'] ?? ''];
    if (material) specs['vat-lieu-vo'] = material.value;
  } else {
    const airflow = firstNumber(shape.details['Lưu lượng gió'], /^(\d+)/);
    if (airflow !== undefined) specs['luu-luong-gio'] = airflow;
    if (diameter !== undefined) specs['kich-thuoc-canh'] = diameter;
  }
  return specs;
}

interface Slot {
  category: SeedCategory;
  subCategory: SeedSubCategory;
  types: readonly [ProductType, ...ProductType[]];
}

function typesFor(
  category: SeedCategory,
  subCategory: SeedSubCategory,
): readonly [ProductType, ...ProductType[]] {
  const family = ARTWORK_FAMILY[category.artwork];
  const inFamily = PRODUCT_TYPES.filter((type) => type.family === family);
  const matching = inFamily.filter((type) => type.matches.test(subCategory.name));
  // A sub-category named unlike any known type still gets products of its category's family.
  const chosen = matching.length > 0 ? matching : inFamily.length > 0 ? inFamily : PRODUCT_TYPES;
  const [first, ...rest] = chosen;
  if (!first) throw new Error('large-catalogue: no product types defined');
  return [first, ...rest];
}

/** Yields `count` products with varied, realistic Vietnamese names built from word lists (type + spec + voltage + power + size + brand/model code), spread over the given categories, deterministic for a given seed. */
export function* generateProducts(
  count: number,
  categories: readonly SeedCategory[],
  seed = 1,
): Generator<SeedProduct> {
  const slots: Slot[] = categories.flatMap((category) =>
    category.subCategories.map((subCategory) => ({
      category,
      subCategory,
      types: typesFor(category, subCategory),
    })),
  );
  const [firstSlot, ...otherSlots] = slots;
  if (!firstSlot) {
    if (count > 0) throw new Error('generateProducts needs at least one sub-category');
    return;
  }
  const allSlots: readonly [Slot, ...Slot[]] = [firstSlot, ...otherSlots];
  const random = mulberry32(seed);

  for (let index = 0; index < count; index++) {
    const slot = pick(random, allSlots);
    const type = pick(random, slot.types);
    const family = type.family;
    const shape = type.shape(random);
    const typeName = pick(random, type.names);
    const brand = pick(random, BRANDS[family]);
    const model = `${pick(random, MODEL_PREFIXES)}-${between(random, 100, 9999)}${pick(random, MODEL_SUFFIXES)}`;
    const power = type.showsPower && shape.watts > 0 ? formatPower(shape.watts) : '';

    // Parts are sometimes dropped so names differ in shape as well as in numbers.
    const parts = [
      typeName,
      random() < 0.7 ? shape.spec : '',
      shape.voltage,
      power,
      random() < 0.8 ? shape.size : '',
      random() < 0.6 ? brand : '',
      model,
    ];
    const name = parts.filter((part) => part !== '').join(' ');

    const rawPrice = (type.basePrice + shape.watts * type.pricePerWatt) * (0.8 + random() * 0.6);
    const price = Math.max(1000, Math.round(rawPrice / 1000) * 1000);
    const discount = random() < 0.6 ? 0 : pick(random, DISCOUNTS);
    const stock = random() < 0.08 ? 0 : between(random, 1, 500);

    const moreDetails: Record<string, string> = { ...shape.details };
    if (shape.voltage) moreDetails['Điện áp'] = shape.voltage;
    if (power) moreDetails['Công suất'] = power;
    if (shape.size) moreDetails['Kích thước'] = shape.size;
    moreDetails['Xuất xứ'] = pick(random, ORIGINS);
    moreDetails['Bảo hành'] = pick(random, WARRANTIES);

    yield {
      name,
      categoryKey: slot.category.key,
      subCategoryKeys: [slot.subCategory.key],
      unit: pick(random, type.units),
      stock,
      price,
      discount,
      description: `${typeName} ${brand} ${model} dùng cho ${pick(random, USES)}, ${pick(random, FEATURES)}.`,
      moreDetails,
      artwork: type.artwork,
      hue: Math.floor(random() * 360),
      // Read from the shape: no draw of `random`, so names and prices stay as they were.
      specs: specsOf(family, shape, type.showsPower),
    };
  }
}
