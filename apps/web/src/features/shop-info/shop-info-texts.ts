import { defineTexts } from '@shop/contract';

/**
 * The seller's details, the footer, the contact and policy pages (decision 047: Vietnamese first;
 * none of these is in the specification, so en is ours). The shop's name, address and numbers are
 * its settings, shown as configured.
 */
export const shopInfoTexts = defineTexts({
  vi: {
    companyName: 'Tên đơn vị',
    address: 'Địa chỉ:',
    taxCode: 'Mã số thuế:',
    businessRegistration: 'Giấy chứng nhận ĐKKD:',
    phone: 'Điện thoại:',
    email: 'E-mail:',
    about: (shop: string, warrantyMonths: number) =>
      `${shop} chuyên cung cấp điện trở đốt nóng, quạt công nghiệp, phụ kiện và tủ điều khiển cho nhà máy, xưởng sản xuất. Hàng chính hãng, bảo hành ${warrantyMonths} tháng, tư vấn kỹ thuật tận tâm.`,
    contact: 'Liên hệ',
    contactPage: 'Trang liên hệ',
    madeToOrder: 'Đặt điện trở theo yêu cầu',
    policies: 'Chính sách',
    openingHours: 'Giờ làm việc',
    hours: 'Thứ 2 – Thứ 7: 7:30 – 17:30',
    orderOnline: 'Đặt hàng trực tuyến 24/7.',
    rightsReserved: (year: number, shop: string) => `© ${year} ${shop}. Bảo lưu mọi quyền.`,
    sellerInformation: 'Thông tin người bán',
    policyNotFound: 'Không tìm thấy chính sách này',
  },
  en: {
    companyName: 'Company name',
    address: 'Address:',
    taxCode: 'Tax code:',
    businessRegistration: 'Business registration no.:',
    phone: 'Phone:',
    email: 'E-mail:',
    about: (shop: string, warrantyMonths: number) =>
      `${shop} supplies heating elements, industrial fans, accessories and control cabinets for factories and workshops. Genuine products, a ${warrantyMonths}-month warranty and dedicated technical advice.`,
    contact: 'Contact',
    contactPage: 'Contact page',
    madeToOrder: 'Made-to-order heaters',
    policies: 'Policies',
    openingHours: 'Opening hours',
    hours: 'Monday – Saturday: 7:30 – 17:30',
    orderOnline: 'Order online 24/7.',
    rightsReserved: (year: number, shop: string) => `© ${year} ${shop}. All rights reserved.`,
    sellerInformation: 'Seller information',
    policyNotFound: 'Policy not found',
  },
});
