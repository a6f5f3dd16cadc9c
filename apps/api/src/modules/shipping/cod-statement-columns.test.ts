import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error';
import { readCodStatement } from './cod-statements';

// GHTK's payout statement read by either naming of its columns (decision 053's addendum): the
// portal's Vietnamese headers and the names its API documentation gives the same values.

const read = (text: string) => readCodStatement(Buffer.from(text, 'utf8'));

describe('the COD statement’s columns', () => {
  it('reads the portal’s headers: code, COD collected and the fees summed', () => {
    expect(
      read(
        [
          'STT,Mã đơn GHTK,Mã đơn hàng,Tiền thu hộ,Phí vận chuyển,Phí bảo hiểm,Phí chuyển hoàn',
          '1,S22.A1.100,ORD-1,"1.250.000",22.000,"5,000",0',
          'Tổng cộng,,,1.250.000,22.000,5.000,0',
        ].join('\r\n'),
      ),
    ).toEqual([{ trackingCode: 'S22.A1.100', collected: 1_250_000, fees: 27_000 }]);
  });

  it('reads the words GHTK’s API documentation uses for the same values', () => {
    expect(
      read(
        [
          'Mã đơn hàng của hệ thống GHTK;Số tiền CoD;Phí giao hàng;Phí khai giá',
          'S22.A1.200;900000;30400;4000',
        ]
          .join('\n')
          .replace(/;/g, ','),
      ),
    ).toEqual([{ trackingCode: 'S22.A1.200', collected: 900_000, fees: 34_400 }]);
    expect(
      read(
        ['label_id,partner_id,pick_money,ship_money,insurance', 'S1.A1.3,ORD-3,0,22000,0'].join(
          '\n',
        ),
      ),
    ).toEqual([{ trackingCode: 'S1.A1.3', collected: 0, fees: 22_000 }]);
  });

  it('takes the total fee over the fee columns when the file has one', () => {
    expect(read('Mã vận đơn,Tiền CoD,Phí ship,Tổng phí\r\nS22.A1.300,500000,22000,25000')).toEqual([
      { trackingCode: 'S22.A1.300', collected: 500_000, fees: 25_000 },
    ]);
  });

  it('does not take the shop’s own order code for GHTK’s', () => {
    expect(() => read('Mã đơn hàng,Tiền thu hộ\r\nORD-1,100000')).toThrow(AppError);
  });
});
