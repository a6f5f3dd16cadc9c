import { describe, expect, it } from 'vitest';
import { MOBILE_INVALID_MESSAGE } from '@shop/contract';
import { fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  it('says a missing field by its label, once', () => {
    expect(fieldErrorText('address_line is required', 'address_line', 'Address Line')).toBe(
      'Vui lòng nhập Address Line',
    );
    expect(fieldErrorText('Công suất (W) is required', 'Công suất (W)', 'Công suất (W)')).toBe(
      'Vui lòng nhập Công suất (W)',
    );
  });

  it('puts limits and formats in plain Vietnamese with the label', () => {
    expect(fieldErrorText('name must be at most 100 characters', 'name', 'Name')).toBe(
      'Name dài tối đa 100 ký tự',
    );
    expect(fieldErrorText('password must be at least 8 characters', 'password', 'Password')).toBe(
      'Password cần ít nhất 8 ký tự',
    );
    expect(fieldErrorText('discount must be at most 100', 'discount', 'Discount')).toBe(
      'Discount tối đa là 100',
    );
    expect(
      fieldErrorText('max_per_order must be at least 1', 'max_per_order', 'Tối đa mỗi đơn'),
    ).toBe('Tối đa mỗi đơn tối thiểu là 1');
    expect(fieldErrorText('email must be a valid e-mail address', 'email', 'Email')).toBe(
      'Email chưa đúng dạng e-mail (vd: ten@congty.vn)',
    );
    expect(fieldErrorText('price must be a whole number of dong', 'price', 'Price')).toBe(
      'Price phải là số đồng, không có phần lẻ',
    );
    expect(fieldErrorText('otp must be 6 digits', 'otp', 'OTP')).toBe('OTP gồm 6 chữ số');
  });

  it('keeps the label once for a message it has no words for', () => {
    expect(fieldErrorText('pincode is too odd', 'pincode', 'Pincode')).toBe('Pincode is too odd');
  });

  it('leaves fixed texts and messages written for the form as they are', () => {
    expect(
      fieldErrorText('password and confirm password must be same', 'confirmPassword', 'Confirm'),
    ).toBe('password and confirm password must be same');
    expect(fieldErrorText('Chọn tỉnh / thành phố trong danh sách', 'province_code', 'State')).toBe(
      'Chọn tỉnh / thành phố trong danh sách',
    );
    // A key that only begins another word is not the key.
    expect(fieldErrorText('names must differ', 'name', 'Name')).toBe('names must differ');
    expect(fieldErrorText(undefined, 'name', 'Name')).toBeUndefined();
    expect(fieldErrorText('name is required', 'name', undefined)).toBe('name is required');
  });
});

describe('fieldErrorText in each locale', () => {
  it("names the field by its label in the API's own Vietnamese answer, which names it by its key", () => {
    expect(
      fieldErrorText('Vui lòng nhập address_line', 'address_line', 'Số nhà, tên đường', 'vi'),
    ).toBe('Vui lòng nhập Số nhà, tên đường');
    expect(fieldErrorText('discount tối đa là 100', 'discount', 'Giảm giá', 'vi')).toBe(
      'Giảm giá tối đa là 100',
    );
    // Only the key as a word of its own.
    expect(fieldErrorText('Vui lòng nhập address_line_2', 'address_line', 'Địa chỉ', 'vi')).toBe(
      'Vui lòng nhập address_line_2',
    );
  });

  it('words the same problem in English on an en page, the label once', () => {
    expect(fieldErrorText('address_line is required', 'address_line', 'Address Line', 'en')).toBe(
      'Please enter Address Line',
    );
    expect(fieldErrorText('name must be at most 100 characters', 'name', 'Name', 'en')).toBe(
      'Name must be at most 100 characters',
    );
    expect(fieldErrorText('otp must be 6 digits', 'otp', 'OTP', 'en')).toBe('OTP must be 6 digits');
  });

  it('words it in Vietnamese with a Vietnamese label on a vi page', () => {
    expect(fieldErrorText('mobile is required', 'mobile', 'Số điện thoại', 'vi')).toBe(
      'Vui lòng nhập Số điện thoại',
    );
    expect(
      fieldErrorText('recipient must be at most 100 characters', 'recipient', 'Người nhận', 'vi'),
    ).toBe('Người nhận dài tối đa 100 ký tự');
  });

  it("says the contract's mobile message in the page's locale", () => {
    expect(fieldErrorText(MOBILE_INVALID_MESSAGE, 'mobile', 'Mobile No.', 'vi')).toBe(
      MOBILE_INVALID_MESSAGE,
    );
    expect(fieldErrorText(MOBILE_INVALID_MESSAGE, 'mobile', 'Mobile No.', 'en')).toMatch(
      /^Invalid mobile number/,
    );
  });
});
