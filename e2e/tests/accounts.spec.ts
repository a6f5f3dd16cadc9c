import { expect, test } from '@playwright/test';
import { TEXT } from '@shop/contract';
import { logIn, mailedCode, mailsTo, openAccountMenu, TINY_PNG, uniqueEmail } from './support';

test('a new user registers (and is signed in), edits the profile and avatar, and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Nguyễn Thị Lan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Register' }).click();
  // Registered and signed in at once: back where the buyer came from (home here), nothing typed again.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('User registered successfully')).toBeVisible();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Nguyễn Thị Lan Anh');
  await page.getByLabel('Mobile').fill('0912 345 678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('img', { name: "Nguyễn Thị Lan Anh's avatar" }).first();
  await expect(avatar).toHaveAttribute('src', /\/images\/[0-9a-f]{24}\.webp$/);

  await page.reload();
  await expect(page.getByLabel('Mobile')).toHaveValue('0912 345 678');

  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/profile');
  // Sent to log in, with the way back to the page it asked for.
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fprofile$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('registering with passwords that differ shows the fixed message and sends nothing', async ({
  page,
}) => {
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/register')) registerCalls += 1;
  });
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Trần Văn B');
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel('Password', { exact: true }).fill('first password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('second password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(TEXT.passwordsDiffer).first()).toBeVisible();
  expect(registerCalls).toBe(0);
});

test('a user who forgot the password receives the code, types it in the six boxes, sets a new password and logs in with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  const registered = await request.post('/api/user/register', {
    data: {
      name: 'Lê Minh',
      email,
      password: 'the old password',
      confirmPassword: 'the old password',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Otp' }).click();
  await expect(page).toHaveURL(/\/verification-otp$/);

  const code = await mailedCode(email);
  const boxes = page.getByRole('group', { name: 'One-time code' }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await boxes.first().focus();
  // Typed one digit at a time: focus moves to the next box by itself.
  await page.keyboard.type(code, { delay: 30 });
  for (let index = 0; index < code.length; index += 1) {
    await expect(boxes.nth(index)).toHaveValue(code.charAt(index));
  }
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill('the new password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('the new password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the old password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await logIn(page, email, 'the new password');
});

test('the OTP page without an e-mail sends the user back to forgot password', async ({ page }) => {
  await page.goto('/verification-otp');
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a shopper opening the category admin page sees "Do not have permission"', async ({
  page,
}) => {
  await logIn(page, 'shopper@example.com', 'shopper12345');
  await page.goto('/dashboard/category');
  const refusal = page.getByText('Do not have permission');
  await expect(refusal).toBeVisible();
  // The refusal is shown in red: check the rendered colour, whatever notation the stylesheet uses.
  const [red, green, blue] = await refusal.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return [0, 0, 0];
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
  });
  expect(red).toBeGreaterThan(150);
  expect(green ?? 255).toBeLessThan(80);
  expect(blue ?? 255).toBeLessThan(80);
});

test('a new e-mail on the profile needs the current password, and the notice’s link cancels it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('moving');
  const password = 'a good long password';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Lê Thị Hoa', email, password, confirmPassword: password },
  });
  expect(registered.ok()).toBe(true);
  await logIn(page, email, password);

  await page.goto('/dashboard/profile');
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('Mobile').fill('0912 345 678');
  await page.getByLabel('Email').fill(newEmail);
  const currentPassword = page.getByLabel('Current password', { exact: true });
  await expect(currentPassword).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await currentPassword.fill(password);
  await submit.click();
  await expect(
    page.getByText(`Waiting for the new e-mail to be confirmed: ${newEmail}`),
  ).toBeVisible();

  // The notice to the address in use carries the link that cancels the change.
  let cancelPath = '';
  await expect
    .poll(
      async () => {
        const raw = (await mailsTo(email)).join('\n').replace(/=3D/gi, '=');
        cancelPath = /\/cancel-email-change\?token=[\w-]+/.exec(raw)?.[0] ?? '';
        return cancelPath;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await page.goto(cancelPath);
  await page.getByRole('button', { name: 'Cancel e-mail change' }).click();
  // The API's answer, in the page's locale (the shop's own words, if the page has them, say the same).
  await expect(
    page.getByText(/Đã huỷ yêu cầu đổi e-mail|The e-mail change is cancelled/),
  ).toBeVisible();

  // Every login of the account ended; it keeps its e-mail: the owner logs in with it again.
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
  });
  await logIn(page, email, password);
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('the account pages speak Vietnamese under /vi', async ({ page }) => {
  await page.goto('/vi/login');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page).toHaveTitle(/^Đăng nhập \|/);
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hiện mật khẩu' }).click();
  await expect(page.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeVisible();
  await page.getByRole('link', { name: 'Quên mật khẩu' }).click();
  await expect(page).toHaveURL(/\/vi\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Gửi mã OTP' })).toBeVisible();
});
