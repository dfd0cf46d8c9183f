import { expect, test } from './fixtures/test';
import { bookTomorrow } from './fixtures/book-tomorrow';
import { AppointmentsPage } from './pages/appointments-page';
import { TransactionsPage } from './pages/transactions-page';

// Closing a dialog or a sheet gives focus back to the control that opened it, also when that was a menu's item
// (the item is gone by then: its menu's button stands for it).

test('a confirmation opened from a row menu by keyboard gives focus back to that row’s menu button', async ({ page, request }) => {
  const list = new AppointmentsPage(page);
  // A pending visit of its own: the sample's are today's, and a run that passes the clinic's midnight finds none.
  const { name } = await bookTomorrow(request, { namePrefix: 'Chioma Focus', label: 'focus-return', time: '11:15' });
  await list.goto(`?show=upcoming&q=${encodeURIComponent(name)}`);
  const pending = list.rows.filter({ hasText: 'Pending' }).first();
  const menuButton = pending.getByRole('button', { name: /^Open menu for / });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cancel appointment' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the add-appointment dialog gives focus back to its plus button', async ({ page }) => {
  const list = new AppointmentsPage(page);
  await list.goto();
  await list.addButton.focus();
  await page.keyboard.press('Enter');
  await expect(list.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list.dialog).toBeHidden();
  await expect(list.addButton).toBeFocused();
});

test('the transaction sheet gives focus back to the row’s control that opened it', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  const opener = transactions.rows.first().getByRole('button', { name: /^View transaction / });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(transactions.sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(transactions.sheet).toBeHidden();
  await expect(opener).toBeFocused();
});
