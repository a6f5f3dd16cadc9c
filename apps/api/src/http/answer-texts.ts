import {
  defineTexts,
  localeFromAcceptLanguage,
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PRICES_CHANGED_MESSAGE,
  type FulfilmentStatus,
  type Locale,
  type PaymentStatus,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';

/*
 * The API's words: every message an answer carries (a failure's `message`, a success's `message`),
 * in both locales (decision 047, addendum). en is the specification's and the contract's English
 * verbatim where they fix one; the rest is ours. An answer is in the request's locale
 * (`requestLocale`); services throw their AppError with both texts (`inBoth`), and the error
 * handler picks one.
 */
export const answerTexts = defineTexts({
  vi: {
    // Requests as a whole
    tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau giây lát',
    somethingWentWrong: 'Đã có lỗi xảy ra, vui lòng thử lại',
    emptyJsonBody: 'Nội dung yêu cầu trống nhưng Content-Type là application/json',
    invalidJsonBody: 'Nội dung yêu cầu không phải JSON hợp lệ',
    bodyTooLarge: 'Nội dung yêu cầu quá lớn',
    unsupportedContentType: 'Content-Type không được hỗ trợ',
    fileTooLarge: 'Tệp quá lớn',
    oneFileOnly: 'Chỉ gửi một tệp',
    sendMultipart: (field: string) =>
      `Hãy gửi tệp dạng multipart/form-data trong trường "${field}"`,
    sendOneImage: (field: string) => `Hãy gửi một ảnh trong trường "${field}"`,
    malformedMultipart: 'Nội dung multipart/form-data bị lỗi',
    noRoute: (method: string, path: string) => `Không có đường dẫn ${method} ${path}`,
    nulCharacters: 'Văn bản không được chứa ký tự NUL (\\u0000)',
    crossSiteRefused:
      'Yêu cầu từ trang web khác không được dùng cookie đăng nhập. Hãy dùng chính trang của cửa hàng, hoặc gửi access token trong header Bearer.',
    // Validation
    invalidRequestBody: 'Nội dung yêu cầu không hợp lệ',
    invalidQuerystring: 'Tham số truy vấn không hợp lệ',
    invalidParams: 'Tham số đường dẫn không hợp lệ',
    invalidHeaders: 'Header của yêu cầu không hợp lệ',
    // Login and sessions
    pleaseLogin: 'Vui lòng đăng nhập để tiếp tục',
    loginEnded: 'Phiên đăng nhập đã kết thúc; vui lòng đăng nhập lại',
    noPermission: 'Bạn không có quyền thực hiện thao tác này',
    invalidAccessToken: 'Access token không hợp lệ',
    accessTokenExpired: 'Access token đã hết hạn',
    refreshTokenMissing: 'Thiếu refresh token',
    invalidRefreshToken: 'Refresh token không hợp lệ',
    refreshTokenReused: 'Refresh token đã được dùng; vui lòng đăng nhập lại',
    refreshTokenExpired: 'Refresh token đã hết hạn',
    invalidLogin: 'E-mail hoặc mật khẩu không đúng',
    accountInactive: 'Tài khoản này đang bị khoá. Vui lòng liên hệ cửa hàng.',
    emailRegistered: 'E-mail này đã được đăng ký',
    emailInUse: 'E-mail này đã được dùng cho tài khoản khác',
    userNotFound: 'Không tìm thấy người dùng',
    currentPasswordNeeded: 'Hãy nhập mật khẩu hiện tại để đổi e-mail.',
    currentPasswordWrong: 'Mật khẩu hiện tại không đúng.',
    cancelLinkInvalid:
      'Liên kết huỷ không hợp lệ, hoặc yêu cầu đổi e-mail đã được xác nhận, huỷ hay hết hạn.',
    confirmLinkInvalid: 'Liên kết xác nhận không hợp lệ hoặc đã hết hạn.',
    invalidOtp: 'Mã OTP không đúng hoặc đã hết hạn',
    verifyOtpFirst: 'Hãy xác nhận mã OTP đã gửi đến e-mail của bạn trước',
    noMailServer: 'Cửa hàng chưa cấu hình máy chủ thư nên chưa gửi được mã.',
    registered: 'Đăng ký tài khoản thành công',
    loggedIn: 'Đăng nhập thành công',
    tokenRenewed: 'Đã cấp access token mới',
    loggedOut: 'Đăng xuất thành công',
    otpSent:
      'Nếu e-mail này đã được đăng ký, mã OTP đã được gửi đến đó. Vui lòng kiểm tra hộp thư.',
    otpVerified: 'Xác nhận mã OTP thành công',
    passwordUpdated: 'Đổi mật khẩu thành công',
    userDetails: 'Thông tin tài khoản',
    profileUpdated: 'Cập nhật thành công',
    emailChangePending: (email: string) =>
      `Đã lưu thay đổi. Chúng tôi đã gửi liên kết xác nhận đến ${email}; e-mail mới chỉ có hiệu lực sau khi bạn xác nhận.`,
    emailConfirmed: 'Đã xác nhận e-mail mới. Từ nay hãy đăng nhập bằng địa chỉ này.',
    emailChangeCancelled:
      'Đã huỷ yêu cầu đổi e-mail, và mọi phiên đăng nhập của tài khoản đã được đăng xuất. Nếu không phải bạn yêu cầu, hãy đổi mật khẩu ngay bằng chức năng Quên mật khẩu.',
    avatarUpdated: 'Đã cập nhật ảnh đại diện',
    // Customers (issue 45)
    accountSuspended: 'Tài khoản của bạn đã bị cửa hàng tạm khoá. Vui lòng liên hệ cửa hàng.',
    customerNotFound: 'Không tìm thấy khách hàng',
    staffNotSuspendable: 'Tài khoản quản trị không thể bị khoá ở màn hình khách hàng.',
    customerSuspended: 'Đã khoá tài khoản khách hàng; mọi phiên đăng nhập của họ đã dừng.',
    customerReinstated: 'Đã mở khoá tài khoản khách hàng.',
    customerNoteAdded: 'Đã thêm ghi chú',
    // Catalogue
    catalogueBusy: 'Cửa hàng đang bận, vui lòng thử lại sau giây lát.',
    categoryNotFound: 'Không tìm thấy danh mục',
    subCategoryNotFound: 'Không tìm thấy danh mục con',
    productNotFound: 'Không tìm thấy sản phẩm',
    productCodeTaken: (code: string) =>
      `Mã sản phẩm ${code} đã được dùng cho một sản phẩm khác; hãy chọn mã khác`,
    pageAtMost: (last: number) => `Trang tối đa là ${last}`,
    noSuchCategories: (ids: string) => `Không có danh mục: ${ids}`,
    noSuchSubCategories: (ids: string) => `Không có danh mục con: ${ids}`,
    categoryUsedBy: (subCategories: number, products: number) =>
      `Danh mục này đang được dùng bởi ${subCategories} danh mục con và ${products} sản phẩm; hãy chuyển hoặc xoá chúng trước`,
    categoryInUse: 'Danh mục này đang được dùng; hãy chuyển hoặc xoá những gì dùng nó trước',
    subCategoryUsedBy: (products: number) =>
      `Danh mục con này đang được dùng bởi ${products} sản phẩm; hãy chuyển hoặc xoá chúng trước`,
    subCategoryInUse: 'Danh mục con này đang được sản phẩm sử dụng',
    categoryAdded: 'Đã thêm danh mục',
    categoryUpdated: 'Đã cập nhật danh mục',
    categoryDeleted: 'Đã xoá danh mục',
    subCategoryAdded: 'Đã thêm danh mục con',
    subCategoryUpdated: 'Đã cập nhật danh mục con',
    subCategoryDeleted: 'Đã xoá danh mục con',
    productCreated: 'Đã tạo sản phẩm',
    productUpdated: 'Đã cập nhật sản phẩm',
    productDeleted: 'Đã xoá sản phẩm',
    unsupportedImage: 'Tệp không phải ảnh được hỗ trợ (JPEG, PNG, WebP hoặc AVIF)',
    imageUndecodable: 'Không đọc được ảnh',
    // Cart
    productOutOfStock: 'Sản phẩm này đã hết hàng',
    alreadyInCart: 'Sản phẩm này đã có trong giỏ hàng',
    cartLineNotFound: 'Không tìm thấy sản phẩm trong giỏ hàng',
    onlyLeft: (stock: number) =>
      stock === 0 ? 'Sản phẩm này đã hết hàng' : `Chỉ còn ${stock} sản phẩm trong kho`,
    overOrderLimit: (max: number) => `Mỗi đơn hàng chỉ được mua tối đa ${max} sản phẩm này`,
    itemAdded: 'Đã thêm vào giỏ hàng',
    itemRemoved: 'Đã xoá khỏi giỏ hàng',
    cartUpdated: 'Đã cập nhật giỏ hàng',
    cartMerged: 'Đã gộp giỏ hàng',
    // Addresses
    addressNotFound: 'Không tìm thấy địa chỉ',
    provinceFirst: 'Chọn tỉnh / thành phố trước khi chọn phường / xã',
    wardNeeded: 'Chọn phường / xã của địa chỉ',
    noSuchProvince: 'Không có tỉnh / thành phố với mã này',
    wardNotIn: (province: string) => `Phường / xã đã chọn không thuộc ${province}`,
    addressCreated: 'Đã thêm địa chỉ',
    addressUpdated: 'Đã cập nhật địa chỉ',
    addressRemoved: 'Đã xoá địa chỉ',
    // Orders
    orderNotFound: 'Không tìm thấy đơn hàng.',
    cartEmpty: 'Giỏ hàng của bạn đang trống',
    outOfStock: (name: string, left: number) =>
      left > 0 ? `Hết hàng: ${name} (chỉ còn ${left})` : `Hết hàng: ${name}`,
    overOrderLimitOf: (max: number, name: string) =>
      `Mỗi đơn hàng chỉ được mua tối đa ${max} sản phẩm này: ${name}`,
    orderTooLarge:
      'Giá trị đơn hàng vượt quá mức cho phép; vui lòng chia thành nhiều đơn hàng nhỏ hơn',
    pricesChanged: (now: string, sent: string) =>
      `Giá đã thay đổi: giỏ hàng của bạn giờ có tổng ${now}, không phải ${sent}. Vui lòng xem lại và đặt hàng lại.`,
    transferPending: (orderNumber: string, until: string, hold: string) =>
      `Bạn đang có đơn chuyển khoản ${orderNumber} chờ thanh toán; cửa hàng giữ hàng cho đơn đó${until ? ` đến ${until}` : ''} (${hold} kể từ lúc đặt). Vui lòng chuyển khoản cho đơn đó hoặc huỷ đơn trước khi đặt đơn chuyển khoản mới, hoặc chọn thanh toán khi nhận hàng.`,
    transferHoldShare: (hold: string, name: string, left: number, unit: string, minutes: number) =>
      `Đơn chuyển khoản chưa thanh toán chỉ được giữ tối đa một nửa số hàng của mỗi sản phẩm trong ${hold} chờ tiền: "${name}" còn giữ được ${left} ${unit} theo cách này. Vui lòng giảm số lượng, hoặc chọn thanh toán khi nhận hàng hay thanh toán trực tuyến (giữ hàng ${minutes} phút).`,
    holdHours: (hours: number) => `${hours} giờ`,
    holdMinutes: (minutes: number) => `${minutes} phút`,
    moment: (time: string, day: string, month: string, year: string) =>
      `${time} ngày ${day}/${month}/${year}`,
    transferWait: (hold: string) => `đơn chuyển khoản được giữ ${hold}`,
    onlineWait: (minutes: number) => `đơn thanh toán trực tuyến được giữ ${minutes} phút`,
    tooManyPending: (count: number, waits: string, soonest: string) =>
      `Bạn đang có ${count} đơn hàng chờ thanh toán (${waits}). Vui lòng thanh toán hoặc đợi các đơn đó hết hạn${soonest ? ` (đơn đầu tiên hết hạn lúc ${soonest})` : ''} trước khi đặt đơn mới.`,
    paymentNotStarted: 'Chưa bắt đầu được thanh toán trực tuyến; vui lòng thử lại',
    noBankTransfer: 'Cửa hàng chưa nhận thanh toán bằng chuyển khoản.',
    idempotencyKeyReused:
      'Idempotency-Key này đã được dùng cho một yêu cầu đặt hàng khác; hãy dùng khoá mới',
    idempotencyKeyBusy: 'Một đơn hàng với Idempotency-Key này vẫn đang được đặt',
    datesReversed: 'dateFrom không được sau dateTo',
    transferOnlyWhenReceived:
      'Chỉ ghi số tiền chuyển khoản khi đánh dấu "Đã nhận chuyển khoản" cho đơn chuyển khoản đang chờ thanh toán.',
    quoteOrderByPayment:
      'Đơn của báo giá: hãy ghi nhận khoản tiền đã nhận ở mục Thanh toán. Đơn được xác nhận khi đủ tiền cọc, phần còn lại vẫn được theo dõi.',
    statusAlready: (status: string) => `Đơn hàng đã ở trạng thái "${status}".`,
    cannotCancelIn: (status: string) => `Không thể huỷ đơn hàng đang ở trạng thái "${status}".`,
    cannotMove: (from: string, to: string) =>
      `Không thể chuyển đơn hàng từ "${from}" sang "${to}".`,
    paymentAlready: (status: string) => `Thanh toán của đơn hàng đã ở trạng thái "${status}".`,
    cannotMovePayment: (from: string, to: string) =>
      `Không thể chuyển thanh toán từ "${from}" sang "${to}" lúc này.`,
    fulfilmentStatus: (status: FulfilmentStatus) => FULFILMENT_STATUS_LABELS[status],
    paymentStatus: (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status],
    orderPlaced: 'Đặt hàng thành công',
    redirectingToPayment: 'Đang chuyển đến trang thanh toán',
    orderCancelled: 'Đã huỷ đơn hàng',
    orderStatusUpdated: 'Đã cập nhật trạng thái đơn hàng',
    paymentUpdated: 'Đã cập nhật thanh toán',
    noteSaved: 'Đã lưu ghi chú',
    // Payments
    invalidSignature: 'Chữ ký không hợp lệ',
    missingSignature: 'Thiếu chữ ký',
    invalidOrExpiredSignature: 'Chữ ký không hợp lệ hoặc đã hết hạn',
    requestOnlyKey: (key: string) => `${key} thuộc về yêu cầu thanh toán, không phải kết quả`,
    keyMissing: (key: string) => `Thiếu ${key}`,
    notThisShop: (key: string) => `${key} không phải của cửa hàng này`,
    testPaymentNotFound: 'Không tìm thấy thanh toán thử',
    testPaymentNotRecorded: 'Không ghi nhận được thanh toán thử',
    notificationReceived: 'Đã nhận thông báo',
  },
  en: {
    tooManyRequests: 'Too many requests, please try again later',
    somethingWentWrong: 'Something went wrong, please try again',
    emptyJsonBody: 'Request body is empty but Content-Type is application/json',
    invalidJsonBody: 'Request body is not valid JSON',
    bodyTooLarge: 'Request body is too large',
    unsupportedContentType: 'Unsupported Content-Type',
    fileTooLarge: 'The file is too large',
    oneFileOnly: 'Send one file only',
    sendMultipart: (field: string) =>
      `Send the file as multipart/form-data in the field "${field}"`,
    sendOneImage: (field: string) => `Send one image in the form field "${field}"`,
    malformedMultipart: 'The multipart/form-data body is malformed',
    noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
    nulCharacters: 'Text must not contain NUL (\\u0000) characters',
    crossSiteRefused:
      'Requests from other sites may not use the login cookie. Use the shop itself, or send the access token as a Bearer header.',
    invalidRequestBody: 'Invalid request body',
    invalidQuerystring: 'Invalid querystring',
    invalidParams: 'Invalid params',
    invalidHeaders: 'Invalid headers',
    pleaseLogin: 'Please login to continue',
    loginEnded: 'This login has ended; please login again',
    noPermission: 'You do not have permission to do this',
    invalidAccessToken: 'Invalid access token',
    accessTokenExpired: 'Access token expired',
    refreshTokenMissing: 'Refresh token is missing',
    invalidRefreshToken: 'Invalid refresh token',
    refreshTokenReused: 'Refresh token was already used; please login again',
    refreshTokenExpired: 'Refresh token expired',
    invalidLogin: 'Invalid email or password',
    accountInactive: 'This account is not active. Please contact the shop.',
    emailRegistered: 'This e-mail is already registered',
    emailInUse: 'This e-mail is already in use',
    userNotFound: 'User not found',
    currentPasswordNeeded: 'Enter your current password to change the e-mail.',
    currentPasswordWrong: 'The current password is not correct.',
    cancelLinkInvalid:
      'The cancel link is not valid, or the e-mail change was already confirmed, cancelled or has expired.',
    confirmLinkInvalid: 'The confirmation link is not valid or has expired.',
    invalidOtp: 'Invalid or expired OTP',
    verifyOtpFirst: 'Verify the OTP sent to your e-mail first',
    noMailServer: 'Mail is unavailable: this shop has no mail server configured (SMTP_URL).',
    registered: 'User registered successfully',
    loggedIn: 'Login successfully',
    tokenRenewed: 'New access token generated',
    loggedOut: 'Logout successfully',
    otpSent: 'If this e-mail is registered, an OTP has been sent to it. Check your inbox.',
    otpVerified: 'OTP verified successfully',
    passwordUpdated: 'Password updated successfully',
    userDetails: 'User details',
    profileUpdated: 'Updated successfully',
    emailChangePending: (email: string) =>
      `Changes saved. We sent a confirmation link to ${email}; the new e-mail takes effect only once you confirm it.`,
    emailConfirmed: 'The new e-mail is confirmed. From now on, log in with this address.',
    emailChangeCancelled:
      'The e-mail change is cancelled, and every login of the account has been logged out. If you did not ask for it, change your password now with Forgot Password.',
    avatarUpdated: 'Profile picture updated',
    accountSuspended: 'Your account has been suspended by the shop. Please contact the shop.',
    customerNotFound: 'Customer not found',
    staffNotSuspendable: 'An admin account cannot be suspended from the customers screen.',
    customerSuspended: 'Customer suspended; all of their logins have stopped.',
    customerReinstated: 'Customer reinstated.',
    customerNoteAdded: 'Note added',
    catalogueBusy: 'The catalogue took too long to answer; please try again in a moment.',
    categoryNotFound: 'Category not found',
    subCategoryNotFound: 'Sub category not found',
    productNotFound: 'Product not found',
    productCodeTaken: (code: string) =>
      `The product code ${code} is already used by another product; choose another code`,
    pageAtMost: (last: number) => `page must be at most ${last}`,
    noSuchCategories: (ids: string) => `No such category: ${ids}`,
    noSuchSubCategories: (ids: string) => `No such sub-category: ${ids}`,
    categoryUsedBy: (subCategories: number, products: number) =>
      `This category is used by ${plural(subCategories, 'sub-category')} and ${plural(products, 'product')}; move or delete them first`,
    categoryInUse: 'This category is in use; move or delete what uses it first',
    subCategoryUsedBy: (products: number) =>
      `This sub category is used by ${plural(products, 'product')}; move or delete them first`,
    subCategoryInUse: 'This sub category is in use by products',
    categoryAdded: 'Category added',
    categoryUpdated: 'Category updated',
    categoryDeleted: 'Category deleted',
    subCategoryAdded: 'Sub category added',
    subCategoryUpdated: 'Sub category updated',
    subCategoryDeleted: 'Sub category deleted',
    productCreated: 'Product created',
    productUpdated: 'Product updated',
    productDeleted: 'Product deleted',
    unsupportedImage: 'The file is not a supported image (JPEG, PNG, WebP or AVIF)',
    imageUndecodable: 'The image could not be decoded',
    productOutOfStock: 'This product is out of stock',
    alreadyInCart: 'This product is already in your cart',
    cartLineNotFound: 'Cart item not found',
    onlyLeft: (stock: number) =>
      stock === 0 ? 'This product is out of stock' : `Only ${stock} of this product in stock`,
    overOrderLimit: (max: number) => `You can buy at most ${max} of this product per order`,
    itemAdded: 'Item added',
    itemRemoved: 'Item remove',
    cartUpdated: 'Cart updated',
    cartMerged: 'Cart merged',
    addressNotFound: 'Address not found',
    provinceFirst: 'Choose the province / city before the ward / commune',
    wardNeeded: "Choose the address's ward / commune",
    noSuchProvince: 'There is no province / city with this code',
    wardNotIn: (province: string) => `The chosen ward / commune is not in ${province}`,
    addressCreated: 'Address Created Successfully',
    addressUpdated: 'Address Updated',
    addressRemoved: 'Address Remove',
    orderNotFound: 'Order not found.',
    cartEmpty: 'Your cart is empty',
    outOfStock: (name: string, left: number) =>
      left > 0 ? `Out of stock: ${name} (only ${left} left)` : `Out of stock: ${name}`,
    overOrderLimitOf: (max: number, name: string) =>
      `You can buy at most ${max} of this product per order: ${name}`,
    orderTooLarge: 'The order is worth more than allowed; please split it into smaller orders',
    pricesChanged: (now: string, sent: string) =>
      `${PRICES_CHANGED_MESSAGE}: your cart now totals ${now}, not ${sent}. Please review it and order again.`,
    transferPending: (orderNumber: string, until: string, hold: string) =>
      `You have a bank-transfer order ${orderNumber} awaiting payment; the shop holds its goods${until ? ` until ${until}` : ''} (${hold} from when it was placed). Please pay that order by transfer or cancel it before placing a new bank-transfer order, or choose cash on delivery.`,
    transferHoldShare: (hold: string, name: string, left: number, unit: string, minutes: number) =>
      `An unpaid bank-transfer order may hold at most half of each product's stock during its ${hold} wait for payment: "${name}" can still be held for ${left} ${unit} this way. Please lower the quantity, or choose cash on delivery or online payment (goods held ${minutes} minutes).`,
    holdHours: (hours: number) => `${hours} hours`,
    holdMinutes: (minutes: number) => `${minutes} minutes`,
    moment: (time: string, day: string, month: string, year: string) =>
      `${time} on ${day}/${month}/${year}`,
    transferWait: (hold: string) => `bank-transfer orders are held ${hold}`,
    onlineWait: (minutes: number) => `online-payment orders are held ${minutes} minutes`,
    tooManyPending: (count: number, waits: string, soonest: string) =>
      `You have ${count} orders awaiting payment (${waits}). Please pay them or wait for them to expire${soonest ? ` (the first expires at ${soonest})` : ''} before placing a new order.`,
    paymentNotStarted: 'The online payment could not be started; please try again',
    noBankTransfer: 'This shop does not take payment by bank transfer yet.',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different order request; use a new key',
    idempotencyKeyBusy: 'An order with this Idempotency-Key is still being placed',
    datesReversed: 'dateFrom must not be after dateTo',
    transferOnlyWhenReceived:
      'Record a transfer amount only when marking a bank-transfer order awaiting payment as "Transfer received".',
    quoteOrderByPayment:
      "A quote's order: record the money received under Payments. The order is placed once its deposit is in, and the balance stays owed.",
    statusAlready: (status: string) => `The order is already "${status}".`,
    cannotCancelIn: (status: string) => `An order in status "${status}" cannot be cancelled.`,
    cannotMove: (from: string, to: string) => `The order cannot move from "${from}" to "${to}".`,
    paymentAlready: (status: string) => `The order's payment is already "${status}".`,
    cannotMovePayment: (from: string, to: string) =>
      `The payment cannot move from "${from}" to "${to}" now.`,
    fulfilmentStatus: (status: FulfilmentStatus) => FULFILMENT_STATUS_EN[status],
    paymentStatus: (status: PaymentStatus) => PAYMENT_STATUS_EN[status],
    orderPlaced: 'Order placed successfully',
    redirectingToPayment: 'Redirecting to payment',
    orderCancelled: 'Order cancelled',
    orderStatusUpdated: 'Order status updated',
    paymentUpdated: 'Payment updated',
    noteSaved: 'Note saved',
    invalidSignature: 'Invalid signature',
    missingSignature: 'Missing signature',
    invalidOrExpiredSignature: 'Invalid or expired signature',
    requestOnlyKey: (key: string) => `${key} belongs to a payment request, not to its result`,
    keyMissing: (key: string) => `${key} is missing`,
    notThisShop: (key: string) => `${key} is not this shop’s`,
    testPaymentNotFound: 'Test payment not found',
    testPaymentNotRecorded: 'The test payment could not be recorded',
    notificationReceived: 'Notification received',
  },
});

const FULFILMENT_STATUS_EN: Readonly<Record<FulfilmentStatus, string>> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partly_returned: 'Partly returned',
  returned: 'Returned',
};

const PAYMENT_STATUS_EN: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export type AnswerWords = (typeof answerTexts)['en'];

/** A message of an answer in both locales; an AppError carries one, the answer shows one. */
export interface AnswerText {
  readonly vi: string;
  readonly en: string;
}

/** A text of the catalogue in both locales: `inBoth((t) => t.productNotFound)`. */
export function inBoth(pick: (texts: AnswerWords) => string): AnswerText {
  return { vi: pick(answerTexts.vi), en: pick(answerTexts.en) };
}

/**
 * The locale a request's answer speaks: the primary language its `Accept-Language` names first
 * when that is vi or en, otherwise en, so clients that name none keep the English they read today.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/** The request's locale when it names one of ours; undefined when it names none. */
export function namedLocale(request: Pick<FastifyRequest, 'headers'>): Locale | undefined {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** The catalogue's words in the request's locale, for a success's `message`. */
export function wordsFor(request: Pick<FastifyRequest, 'headers'>): AnswerWords {
  return answerTexts[requestLocale(request)];
}
