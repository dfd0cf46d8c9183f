import { expect, test } from './fixtures/test';
import { DoctorShell } from './pages/doctor-shell';
import { signUpFreshDoctor, TINY_PNG, toast } from './pages/shared';
import { EditProfilePage } from './pages/settings-pages';

test('Settings links to the three settings pages', async ({ page }) => {
  await page.goto('/doctor/settings');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  for (const [name, path, title] of [
    ['Doctor Profile', '/doctor/settings/profile-page', 'Doctor Profile'],
    ['Edit Profile', '/doctor/settings/edit-profile', 'Edit Profile'],
    ['Change Password', '/doctor/settings/change-password', 'Change Password'],
  ]) {
    await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
  }
});

test("the profile page shows the signed-in doctor's profile, practice experience and medical actions", async ({ page }) => {
  await page.goto('/doctor/settings/profile-page');
  const main = page.getByRole('main');
  await expect(main.getByText('Dr. Adaeze Nwankwo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('doctor@example.com');
  await expect(page.getByRole('region', { name: 'Practice experience' })).toContainText('Garden City Specialist Hospital');
  const actions = page.getByRole('region', { name: 'Medical actions' });
  await expect(main.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/doctor/settings/edit-profile');
  await expect(main.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/doctor/settings/change-password');
  // The appointments screen opens its add form for ?add=1.
  await expect(actions.getByRole('link', { name: 'Make Appointments' })).toHaveAttribute('href', '/doctor/appointments?add=1');
  await actions.getByRole('link', { name: 'Make Appointments' }).click();
  await expect(page).toHaveURL(/\/doctor\/appointments\?add=1$/);
});

test('Edit Profile saves the fields and the picture; the top bar and popup show them at once and after a reload', async ({ browser }) => {
  const { context, page } = await signUpFreshDoctor(browser, 'profile-edit');
  const form = new EditProfilePage(page);
  const shell = new DoctorShell(page);
  await form.goto();
  await expect(form.email).toHaveAttribute('type', 'email');
  await expect(form.phone).toHaveAttribute('type', 'tel');
  // The form fills its fields once it has hydrated: typed before, a field would be filled over.
  await expect(form.firstName).toHaveValue(/\S/);

  await form.firstName.fill('');
  await form.phone.fill('');
  await form.save.click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Phone is required')).toBeVisible();

  const email = `ifeoma-${Date.now().toString(36)}@clinic.test`;
  await form.firstName.fill('Ifeoma');
  await form.lastName.fill('Okafor');
  await form.email.fill(email);
  // A new email asks for the current password: the email is what signs in, so changing it re-authenticates.
  await page.getByLabel('Current password').fill('fresh-doctor-password');
  await form.phone.fill('+234 803 555 0199');
  await form.picture.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.save.click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();

  // At once, without a reload.
  await expect(shell.nameButton('Dr. Ifeoma Okafor')).toBeVisible();
  const avatar = page.getByRole('link', { name: 'Profile page' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/doctor\/avatar\/\d+\?v=\d+$/);
  const picture = await page.request.get((await avatar.getAttribute('src'))!);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await picture.body()).equals(TINY_PNG)).toBe(true);
  await shell.nameButton('Dr. Ifeoma Okafor').click();
  await expect(shell.popup).toContainText(email);
  await expect(shell.popup.locator('img')).toHaveAttribute('src', /^\/doctor\/avatar\/\d+\?v=\d+$/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(form.firstName).toHaveValue('Ifeoma');
  await expect(form.email).toHaveValue(email);
  await expect(shell.nameButton('Dr. Ifeoma Okafor')).toBeVisible();
  await page.goto('/doctor/settings/profile-page');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('+234 803 555 0199');
  await context.close();
});

test('an oversized or non-image picture, or a taken email, is refused with a message and nothing is saved', async ({ browser }) => {
  const { context, page, email } = await signUpFreshDoctor(browser, 'profile-refused');
  const form = new EditProfilePage(page);
  await form.goto();
  // The form fills its fields once it has hydrated.
  await expect(form.firstName).toHaveValue(/\S/);
  const firstName = await form.firstName.inputValue();
  await form.phone.fill('+234 803 555 0100');
  await form.lastName.fill('Unsaved');

  const oversized = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await form.picture.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
  await expect(page.getByText('The picture must be 2 MB or smaller')).toBeVisible();
  await form.save.click();
  await expect(page.getByText('The picture must be 2 MB or smaller')).toBeVisible();

  // Named and typed as a PNG, but not one: the server reads the bytes.
  await form.picture.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await form.save.click();
  await expect(page.getByText('The picture must be a PNG or JPEG image')).toBeVisible();
  await expect(toast(page, 'Profile updated successfully')).toHaveCount(0);

  await form.picture.setInputFiles([]);
  await form.email.fill('DOCTOR@example.com');
  await page.getByLabel('Current password').fill('fresh-doctor-password');
  await form.save.click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();

  await page.reload();
  await expect(form.firstName).toHaveValue(firstName);
  await expect(form.lastName).not.toHaveValue('Unsaved');
  await expect(form.email).toHaveValue(email);
  await context.close();
});
