import { defineTexts } from '@shop/contract';

/** The profile page's, the avatar dialog's and the avatar's words. */
export const profileTexts = defineTexts({
  vi: {
    heading: 'Hồ sơ',
    edit: 'Sửa',
    currentPassword: 'Mật khẩu hiện tại',
    currentPasswordPlaceholder: 'Nhập mật khẩu bạn đang dùng',
    emailChangeHint:
      'Để đổi e-mail, hãy nhập mật khẩu hiện tại. Chúng tôi sẽ gửi liên kết xác nhận đến e-mail mới và báo cho e-mail đang dùng.',
    pendingBefore: 'Đang chờ xác nhận e-mail mới:',
    pendingAfter: 'Hãy mở liên kết trong thư chúng tôi vừa gửi đến địa chỉ đó.',
    mobilePlaceholder: 'Nhập số điện thoại',
    submit: 'Lưu thay đổi',
    pictureTitle: 'Ảnh đại diện',
    chooseImage: 'Chọn ảnh',
    imageRules: 'JPEG, PNG, WebP, GIF hoặc AVIF, tối đa 5 MB',
    avatarOf: (name: string) => `Ảnh đại diện của ${name}`,
    someone: 'bạn',
  },
  en: {
    heading: 'Profile',
    edit: 'Edit',
    currentPassword: 'Current password',
    currentPasswordPlaceholder: 'Enter the password you use now',
    emailChangeHint:
      'To change your e-mail, enter your current password. We will send a confirmation link to the new e-mail and let the current one know.',
    pendingBefore: 'Waiting for the new e-mail to be confirmed:',
    pendingAfter: 'Please open the link in the e-mail we just sent to that address.',
    mobilePlaceholder: 'Enter your mobile number',
    submit: 'Submit',
    pictureTitle: 'Profile picture',
    chooseImage: 'Choose an image',
    imageRules: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB',
    avatarOf: (name: string) => `${name}'s avatar`,
    someone: 'User',
  },
});
