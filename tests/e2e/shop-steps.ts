import type { Page } from '@playwright/test';
import shopVi from '../../src/i18n/locales/vi/shop.json' with { type: 'json' };
import { expect } from './fixtures';

/*
 * Steps a shopper takes on the Vietnamese shop pages, shared by the journeys that pass through the
 * cart (checkout, the diet quiz's "use this code").
 */

/** From a page that lists packages, opens the package `slug` and adds it to the cart. */
export async function addPackageFromList(page: Page, slug: string): Promise<void> {
  await page.locator(`a[href="/packages/${slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/packages/${slug}$`));
  await page.getByRole('button', { name: /^Thêm vào giỏ: / }).click();
  await expect(page.getByText(shopVi.add.inCart)).toBeVisible();
}

/**
 * To the cart by the header's link, as a shopper goes. Never a reload (page.goto): the cart may have
 * a call under way (applying a waiting code as the package arrives), which a reload would end.
 */
export async function openCartFromHeader(page: Page, itemCount: number): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: shopVi.cartLink.label.replace('{{count}}', String(itemCount)) }).click();
  await expect(page).toHaveURL(/\/cart$/);
}
