import type { Locator, Page } from '@playwright/test';

// A data table on a phone (below sm): its rows are cards in a list named as the table is.

/** The list of cards named `name` (the table's label). */
export const cardList = (page: Page | Locator, name: string) => page.getByRole('list', { name, exact: true });

/** The cards of a list (not items of lists inside a card). */
export const cardsOf = (list: Locator) => list.locator('[data-slot="data-table-card"]');

/** The element that names a card: its title field. */
export async function cardTitle(card: Locator): Promise<Locator> {
  const id = await card.getAttribute('aria-labelledby');
  return card.locator(`[id="${id}"]`);
}

/** The value of a card's field by its label (a key field's label is for screen readers only). */
export const cardField = (card: Locator, label: string) =>
  card.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
