import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, bodiesSentTo, stubApi } from '../../../test/api-stub';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { HeaterRequestPage } from './heater-request-page';

const SUBMIT = 'POST /api/heater-requests';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders the form in Vietnamese with the submit stubbed; returns the fetch mock and the headers sent. */
function renderForm() {
  const headers: Record<string, string>[] = [];
  const fetchMock = stubApi({
    [SUBMIT]: (request) => {
      headers.push(request.headers);
      return jsonResponse({
        success: true,
        error: false,
        message: 'Đã nhận yêu cầu',
        data: { number: 'RFQ-20261129-AB12CD', status: 'new' },
      });
    },
  });
  renderRoute('/dat-theo-yeu-cau', HeaterRequestPage, '/dat-theo-yeu-cau', 'vi');
  return { fetchMock, headers };
}

/** Types a U heater's measures and the buyer's name and phone. */
async function fillUHeater(
  user: ReturnType<typeof userEvent.setup>,
  values: { tube: string; power: string },
) {
  await user.click(screen.getByRole('radio', { name: 'Điện trở chữ U / W / thẳng' }));
  await user.selectOptions(screen.getByLabelText('Hình dạng'), 'u');
  await user.type(screen.getByLabelText('Đường kính ống (D) (mm)'), values.tube);
  await user.type(screen.getByLabelText('Chiều dài mỗi chân (A) (mm)'), '400');
  await user.type(screen.getByLabelText('Khoảng cách tâm hai chân (B) (mm)'), '60');
  await user.type(screen.getByLabelText('Đoạn không nóng mỗi đầu (C) (mm)'), '40');
  await user.type(screen.getByLabelText('Điện áp (V)'), '230');
  await user.type(screen.getByLabelText('Công suất (W)'), values.power);
  await user.selectOptions(screen.getByLabelText('Môi trường gia nhiệt'), 'oil');
  await user.type(screen.getByLabelText('Ren / mặt bích lắp đặt'), 'Ren G1/2 inox');
  await user.type(screen.getByLabelText('Họ tên'), 'Nguyễn Văn An');
  await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
}

describe('HeaterRequestPage', () => {
  it('shows a measure out of range under its field and sends nothing', async () => {
    const { fetchMock } = renderForm();
    const user = userEvent.setup();
    await fillUHeater(user, { tube: '4', power: '800' });

    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));

    expect(await screen.findByText('Đường kính ống (D) tối thiểu 6 mm')).toBeTruthy();
    expect(callsTo(fetchMock, SUBMIT)).toBe(0);
    expect(screen.queryByTestId('request-number')).toBeNull();
  });

  it('warns of a watt density too high for the medium, and not of a fitting one', async () => {
    renderForm();
    const user = userEvent.setup();
    await fillUHeater(user, { tube: '10', power: '3000' });

    // 3000 W on a U of 2 × 400 mm legs, 60 mm apart, 40 mm cold ends, Ø10: 11.73 W/cm² in oil.
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('11,73 W/cm²');
    expect(warning.textContent).toContain('Mật độ công suất quá cao cho môi trường này');

    const power = screen.getByLabelText('Công suất (W)');
    await user.clear(power);
    await user.type(power, '800');
    await waitFor(() => {
      expect(screen.queryByRole('alert')).toBeNull();
    });
    expect(screen.getByTestId('watt-density').textContent).toContain('3,13 W/cm²');
  });

  it('sends a valid U heater request as the API reads it and shows its number', async () => {
    const { fetchMock, headers } = renderForm();
    const user = userEvent.setup();
    await fillUHeater(user, { tube: '10', power: '800' });
    const quantity = screen.getByLabelText('Số lượng');
    await user.clear(quantity);
    await user.type(quantity, '4');

    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));

    expect((await screen.findByTestId('request-number')).textContent).toBe('RFQ-20261129-AB12CD');
    expect(bodiesSentTo(fetchMock, SUBMIT)).toEqual([
      {
        heater: {
          kind: 'tubular',
          shape: 'u',
          tubeDiameterMm: 10,
          legLengthMm: 400,
          legSpacingMm: 60,
          coldEndMm: 40,
          voltage: 230,
          power: 800,
          sheathMaterial: 'ss304',
          medium: 'oil',
          fitting: 'Ren G1/2 inox',
        },
        quantity: 4,
        wantedDate: '',
        note: '',
        contact: {
          name: 'Nguyễn Văn An',
          phone: '0912345678',
          email: '',
          company: '',
          taxCode: '',
        },
        attachments: [],
        locale: 'vi',
      },
    ]);
    expect(headers[0]?.['idempotency-key']).toMatch(/.{8,}/);
  });
});
