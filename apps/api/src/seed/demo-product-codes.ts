import type { SeedProduct } from './demo-catalogue';

/*
 * The demo catalogue's product codes (issue 42), keyed by the product's name as demo-catalogue.ts
 * writes it. Codes read as the trade writes them: the kind (DTU: điện trở chữ U, QHT: quạt hướng
 * trục...), then what tells the products of a kind apart (voltage, power, size, model), joined by
 * `-`. A variant (issue 43) would add its own `-` and suffix.
 */
export const DEMO_PRODUCT_CODES: Readonly<Record<string, string>> = {
  // Điện trở chữ U
  // Its 220V 2kW variant is DTU-220-2K (demo-variants.ts).
  'Điện trở chữ U inox 304': 'DTU-380-3K-800',
  'Điện trở chữ U nhúng nước 220V 1.5kW mặt bích ren 27': 'DTU-N220-1K5-R27',
  'Điện trở chữ U 380V 2kW inox 304 phi 10 dài 700mm': 'DTU-380-2K-700',
  'Điện trở chữ U 380V 2.5kW inox 316 phi 12 dài 750mm': 'DTU-380-2K5-750',
  'Điện trở chữ U 380V 5kW inox 304 phi 14 dài 1200mm': 'DTU-380-5K-1200',
  'Điện trở chữ W 220V 2.5kW lò nướng bánh': 'DTW-220-2K5',
  // Điện trở ống lò xo
  'Điện trở lò xo phi 30 dài 60mm 220V 250W': 'DLX-30-60-250',
  'Điện trở lò xo béc phun 230V 400W có can nhiệt J': 'DLX-35-80-400J',
  'Điện trở ống lò xo 220V 800W dài 120mm': 'DLX-45-120-800',
  'Điện trở xoắn ốc đun dầu 380V 4kW': 'DXO-380-4K',
  // Điện trở cartridge
  'Điện trở cartridge phi 10 dài 100mm 220V 200W': 'DTC-10-100-200',
  'Điện trở que phi 12 dài 150mm 220V 350W': 'DTC-12-150-350',
  'Điện trở cartridge phi 16 dài 200mm, 220V 600W': 'DTC-16-200-600',
  'Điện trở que phi 8 dài 60mm 24V 80W': 'DTC-8-60-24V-80',
  // Điện trở vòng
  'Điện trở vòng mica phi 60 x 50mm 220V 300W': 'DTV-M60-50-300',
  'Điện trở vòng mica phi 100 x 60mm 220V 500W': 'DTV-M100-60-500',
  'Điện trở vòng sứ phi 200 x 100mm 380V 1.5kW': 'DTV-S200-100-1K5',
  'Điện trở vòng đồng đúc phi 45 x 40mm 220V 200W': 'DTV-D45-40-200',
  // Điện trở sấy khô
  'Điện trở sấy cánh tản nhiệt 220V, 1kW': 'DTS-220-1K',
  'Điện trở sấy có cánh chữ U 380V 2.5kW': 'DTS-U380-2K5',
  'Điện trở sấy khô lò sấy nông sản 380V 3kW': 'DTS-380-3K',
  'Điện trở sấy khí 220V 500W - cánh nhôm': 'DTS-220-500-AL',
  // Quạt hút công nghiệp
  'Quạt hút công nghiệp 350W': 'QHCN-350',
  'Quạt hút công nghiệp 220V 750W cánh 600mm': 'QHCN-600-750',
  'Quạt hút mùi bếp công nghiệp 380V 1.1kW': 'QHMB-380-1K1',
  'Quạt hút gió nhà xưởng 1.5kW, cánh inox': 'QHCN-1K5-INOX',
  // Quạt hướng trục
  'Quạt hướng trục tròn phi 400 220V 550W': 'QHT-400-550',
  'Quạt hướng trục phi 600 380V 2.2kW': 'QHT-600-2K2',
  'Quạt hướng trục chống cháy nổ phi 500 380V 1.5kW': 'QHT-EX500-1K5',
  'Quạt hướng trục gắn tường phi 300 180W': 'QHT-300',
  'Quạt hướng trục đặt sàn phi 800 3kW': 'QHT-800-3K',
  // Quạt ly tâm
  'Quạt ly tâm 4-72 số 3.5A 1.5kW': 'QLT-472-3.5A',
  'Quạt ly tâm trung áp 380V 3kW': 'QLT-TA-3K',
  'Quạt ly tâm cao áp 7.5kW hút bụi xi măng': 'QLT-CA-7K5',
  'Quạt ly tâm mini 220V 120W thổi lò': 'QLT-MINI-120',
  // Quạt thông gió vuông
  'Quạt thông gió vuông 1380 x 1380 1.1kW': 'QTG-1380-1K1',
  'Quạt thông gió vuông 1060 x 1060 550W': 'QTG-1060-550',
  'Quạt thông gió vuông lắp tường 400 x 400 80W': 'QTG-400-80',
  'Quạt thông gió vuông trại gà 1220 x 1220 1.1kW & lá sách': 'QTG-1220-1K1-LS',
  // Bộ điều khiển nhiệt độ
  'Bộ điều khiển nhiệt độ Autonics TC4S-14R': 'AUT-TC4S-14R',
  'Đồng hồ nhiệt Hanyoung NX4-01 48x96': 'HY-NX4-01',
  'Bộ điều khiển nhiệt độ Omron E5CC-QX2ASM-800': 'OMR-E5CC-QX2ASM-800',
  'Rơ le nhiệt cơ 0-300°C núm xoay': 'RLN-300-16A',
  // Can nhiệt
  'Can nhiệt K phi 6 dài 300mm': 'CN-K-6-300',
  'Cảm biến nhiệt PT100 phi 8 dài 150mm đầu củ hành': 'PT100-8-150',
  'Can nhiệt J dạng ren M8 dây dài 2m': 'CN-J-M8-2M',
  'Can nhiệt S bạch kim 1600°C ống sứ dài 500mm': 'CN-S-16-500',
  'Can nhiệt K & PT100 đầu nhôm phi 10 dài 500mm': 'CN-KPT-10-500',
  // Dây chịu nhiệt
  'Dây chịu nhiệt sợi thủy tinh 1.5mm2 - cuộn 100m': 'DCN-TT-1.5-100M',
  'Dây chịu nhiệt silicon 2.5mm2 200°C': 'DCN-SI-2.5',
  'Dây bù nhiệt K 2x0.5mm - cuộn 100m': 'DBN-KX-2X0.5-100M',
  'Dây mica chịu nhiệt 500°C 1.0mm2 cuộn 50m': 'DCN-MC-1.0-50M',
  // Khởi động từ
  'Contactor LS MC-32a 3P 32A': 'LS-MC-32A',
  'Khởi động từ Schneider LC1D18M7 18A': 'SE-LC1D18M7',
  'Contactor Mitsubishi S-T65 65A 220V': 'MIT-S-T65',
  'Rơ le nhiệt bảo vệ động cơ LS MT-32 9-13A': 'LS-MT-32-9-13A',
  // Rơ le bán dẫn
  'Rơ le bán dẫn SSR 40A DC-AC': 'SSR-40DA',
  'SSR 3 pha 40A kèm tản nhiệt': 'SSR3-40-TN',
  'Rơ le bán dẫn Fotek SSR-25DA': 'FTK-SSR-25DA',
  'Bộ điều áp SSR-VR 25A biến trở vô cấp': 'SSR-VR-25A',
  // Tủ điện điều khiển nhiệt
  'Tủ điện điều khiển lò sấy 3 pha 15kW': 'TDN-LS-15K',
  'Tủ điều khiển nhiệt máy ép nhựa 6 vùng': 'TDN-EP-6V',
  'Tủ điện lò nung 1 pha 5kW có hẹn giờ': 'TDN-LN-5K',
  'Tủ điều khiển lò hơi điện 36kW, 3 cấp': 'TDN-LH-36K',
  // Tủ điện quạt
  'Tủ điện quạt hút 3 pha 7.5kW khởi động sao - tam giác': 'TDQ-YD-7K5',
  'Tủ điện biến tần quạt 5.5kW': 'TDQ-BT-5K5',
  'Tủ điện điều khiển 4 quạt thông gió, hẹn giờ': 'TDQ-4Q-1K1',
  'Tủ điện lò sấy kèm quạt đối lưu 9kW': 'TDN-LSQ-9K',
  // Vỏ tủ điện
  'Vỏ tủ điện sơn tĩnh điện 400x300x200mm': 'VTD-400-300-200',
  'Vỏ tủ điện inox 304 600x400x250mm': 'VTD-I600-400-250',
  'Vỏ tủ điện đứng 1600x800x400mm 2 cánh': 'VTD-1600-800-400',
  'Hộp điện nhựa ABS chống nước 200x150x100mm': 'HDN-ABS-200-150',
  'Vỏ tủ điện ngoài trời 2 lớp cánh 800x600x300mm': 'VTD-NT800-600-300',
};

/**
 * A demo product's code; undefined for a product the demo catalogue does not name (the large
 * generated catalogue), which the insert trigger then gives the next free `SP000123`.
 */
export function demoProductCode(product: Pick<SeedProduct, 'name'>): string | undefined {
  return DEMO_PRODUCT_CODES[product.name];
}
