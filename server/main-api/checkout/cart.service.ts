import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_CART_ITEMS } from '../../../src/api/contract/cart';
import type { Cart, CartDiscount, CartItem } from '../../../src/api/contract/cart';
import type { Db } from '../../db/client';
import { cartItems, carts, productCategories, productPackages } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import type { Language } from '../../i18n/server-i18n';
import { serverT } from '../../i18n/server-i18n';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import { toPackageSummary } from '../product-packages/product-packages.service';
import type { PackageRow } from '../product-packages/product-packages.service';
import { imageIn, textIn } from '../shared/localize';
import type { Amounts } from './money';
import { ZERO, priceNow, pricesOfAmounts, subtract, sum } from './money';
import type { CodeProblem, CodeTerms, PricedLine } from './promotion-codes.service';
import { codeProblem, coversLine, discountOf, findCodeTerms } from './promotion-codes.service';

/*
 * Carts (src/api/contract/cart.ts says the rules): who may use one, its items with add-ons under
 * their parent, and its amounts, always computed here from the catalogue's prices.
 */

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export const cartNotFound = () => new Refusal('not_found', 'not_found', { messageKey: 'cart_not_found' });

/** A consultation: it attaches to a test package. */
export const isAddOn = (row: PackageRow): boolean => row.durationMinutes !== null;

/** Whether the caller may use the cart: a guest cart by its id, an account's by that account alone. */
export function mayUse(cart: CartRow, session: AuthSession | null): boolean {
  if (cart.checkedOutAt) return false;
  return cart.userId === null || cart.userId === session?.userId;
}

/** The cart, if the caller may use it; else the 404 of an unknown cart. With `lock`, the row is locked for the caller's transaction. */
export async function cartFor(db: Db, cartId: string, session: AuthSession | null, lock = false): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.id, cartId));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart || !mayUse(cart, session)) throw cartNotFound();
  return cart;
}

export interface CartLine {
  item: CartItemRow;
  pkg: PackageRow;
  /** The package's category (which codes cover it). */
  categorySlug: string | null;
}

/** The lines as a code sees them: category and price now. */
export const pricedLines = (lines: CartLine[]): PricedLine[] => lines.map((line) => ({ categorySlug: line.categorySlug, price: priceNow(line.pkg) }));

/** The cart's items in display order: each package in the order added, each add-on right after its parent. */
export async function linesOf(db: Db, cartId: string): Promise<CartLine[]> {
  const rows = await db
    .select({ item: cartItems, pkg: productPackages, categorySlug: productCategories.slug })
    .from(cartItems)
    .innerJoin(productPackages, eq(productPackages.id, cartItems.packageId))
    .leftJoin(productCategories, eq(productCategories.id, productPackages.categoryId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position));
  const children = new Map<string, CartLine[]>();
  for (const line of rows) {
    if (line.item.parentId) children.set(line.item.parentId, [...(children.get(line.item.parentId) ?? []), line]);
  }
  return rows.filter((line) => !line.item.parentId).flatMap((line) => [line, ...(children.get(line.item.id) ?? [])]);
}

export interface CartAmounts {
  subtotal: Amounts;
  lines: PricedLine[];
  terms: CodeTerms | null;
  problem: CodeProblem | null;
  discount: Amounts | null;
  total: Amounts;
}

/** Subtotal, the code's discount (when it applies now) and total, from the catalogue's prices. */
export async function amountsOf(db: Db, cart: CartRow, lines: CartLine[], now: Date): Promise<CartAmounts> {
  const priced = pricedLines(lines);
  const subtotal = sum(priced.map((line) => line.price));
  const terms = cart.promotionCode ? await findCodeTerms(db, cart.promotionCode) : null;
  const problem = cart.promotionCode ? codeProblem(terms, now, priced) : null;
  const discount = terms && !problem ? discountOf(terms, priced) : null;
  return { subtotal, lines: priced, terms, problem, discount, total: subtract(subtotal, discount ?? ZERO) };
}

export function toDiscount(terms: CodeTerms, amount: Amounts): CartDiscount {
  return { code: terms.code, kind: terms.kind, percentOff: terms.kind === 'percent' ? terms.percentOff : null, amountByCurrencies: pricesOfAmounts(amount) };
}

/** Whether the cart's code takes money off a line: null without a code, or with one that applies to nothing for another reason. */
function codeAppliesTo(amounts: CartAmounts, line: PricedLine): boolean | null {
  if (!amounts.terms) return null;
  if (amounts.problem === 'not_applicable') return false;
  return amounts.problem ? null : coversLine(amounts.terms, line);
}

/** The cart as the API answers it. */
export async function cartView(db: Db, cart: CartRow, now: Date, language: Language, includeSuggestions: boolean): Promise<Cart> {
  const lines = await linesOf(db, cart.id);
  const amounts = await amountsOf(db, cart, lines, now);
  const categories = new Map((await db.select().from(productCategories)).map((row) => [row.id, { id: row.id, slug: row.slug, name: textIn(row.name, language) }]));
  const items: CartItem[] = lines.map(({ item, pkg }, index) => {
    const price = pricesOfAmounts(priceNow(pkg));
    const category = categories.get(pkg.categoryId);
    const [thumbnail] = pkg.thumbnails;
    return {
      id: item.id,
      object: 'cart_item',
      cartItemIds: [item.id],
      parentIds: item.parentId ? [item.parentId] : [],
      quantity: 1,
      prices: price,
      subtotal: price,
      package: {
        data: { id: pkg.id, name: textIn(pkg.name, language), slug: pkg.slug, categories: category ? [category] : [], isAddOn: isAddOn(pkg), image: thumbnail ? imageIn(thumbnail, language) : null },
      },
      promotionCodeApplies: codeAppliesTo(amounts, amounts.lines[index]),
    };
  });
  const view: Cart = {
    id: cart.id,
    object: 'cart',
    items: { data: items },
    itemCount: items.length,
    subtotal: pricesOfAmounts(amounts.subtotal),
    promotionCode: cart.promotionCode,
    discount: amounts.terms && amounts.discount ? toDiscount(amounts.terms, amounts.discount) : null,
    promotionCodeProblem: amounts.problem,
    total: amounts.total.VND,
    formattedTotal: pricesOfAmounts(amounts.total).VND.formatted,
    totalAmountByCurrencies: pricesOfAmounts(amounts.total),
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
  };
  if (includeSuggestions) view.suggestions = { data: await suggestionsFor(db, lines, language) };
  return view;
}

/**
 * Related packages of those in the cart (consultations included), not in it yet, in the order the
 * packages name them. A paid consultation no longer than the free one a package in the cart
 * already includes is not suggested (G-Care comes with 30 minutes: no paid 30-minute session).
 */
async function suggestionsFor(db: Db, lines: CartLine[], language: Language) {
  const inCart = new Set(lines.map((line) => line.pkg.slug));
  const slugs = [...new Set(lines.flatMap((line) => line.pkg.relatedSlugs))].filter((slug) => !inCart.has(slug));
  if (slugs.length === 0) return [];
  const included = Math.max(0, ...lines.map((line) => line.pkg.includedConsultationMinutes ?? 0));
  const rows = await db.select().from(productPackages).where(inArray(productPackages.slug, slugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row || (row.durationMinutes !== null && row.durationMinutes <= included)) return [];
    return [toPackageSummary(row, language)];
  });
}

/** The packages of these slugs, in order; an unknown slug is refused naming its place (product_slugs.2). */
export async function packagesOf(db: Db, slugs: string[], language: Language): Promise<PackageRow[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select().from(productPackages).where(inArray(productPackages.slug, [...new Set(slugs)]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const t = serverT(language);
  const unknown = Object.fromEntries(slugs.flatMap((slug, index) => (bySlug.has(slug) ? [] : [[`product_slugs.${index}`, t('field.unknown_package')]])));
  if (Object.keys(unknown).length > 0) throw new Refusal('invalid', 'validation_failed', { fields: unknown });
  return slugs.map((slug) => bySlug.get(slug) as PackageRow);
}

/**
 * Adds one item per package, after those in the cart. An add-on attaches to `parentId` when given
 * (a test package of this cart), else to the last test package in the cart or added before it in
 * this call; with none, it stands alone.
 */
export async function addItems(tx: Db, cart: CartRow, packages: PackageRow[], language: Language, parentId?: string): Promise<void> {
  const t = serverT(language);
  const existing = await tx.select({ item: cartItems, pkg: productPackages }).from(cartItems).innerJoin(productPackages, eq(productPackages.id, cartItems.packageId)).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.position));
  if (existing.length + packages.length > MAX_CART_ITEMS) {
    throw new Refusal('invalid', 'validation_failed', { fields: { product_slugs: t('field.too_many_items', { maximum: MAX_CART_ITEMS }) } });
  }
  if (parentId !== undefined && !existing.some((line) => line.item.id === parentId && !isAddOn(line.pkg))) {
    throw new Refusal('invalid', 'validation_failed', { fields: { parent_id: t('field.unknown_cart_item') } });
  }
  let position = existing.reduce((max, line) => Math.max(max, line.item.position), 0);
  let lastParent = [...existing].reverse().find((line) => !isAddOn(line.pkg))?.item.id ?? null;
  for (const pkg of packages) {
    position += 1;
    const addOn = isAddOn(pkg);
    const [row] = await tx
      .insert(cartItems)
      .values({ cartId: cart.id, packageId: pkg.id, parentId: addOn ? (parentId ?? lastParent) : null, position })
      .returning();
    if (!addOn) lastParent = row.id;
  }
  await touch(tx, cart.id);
}

export async function removeItem(tx: Db, cart: CartRow, itemId: string): Promise<boolean> {
  // Its add-ons go with it (ON DELETE CASCADE of parent_id).
  const removed = await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, itemId))).returning({ id: cartItems.id });
  await touch(tx, cart.id);
  return removed.length > 0;
}

export async function clearItems(tx: Db, cart: CartRow): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

export async function touch(tx: Db, cartId: string): Promise<void> {
  await tx.update(carts).set({ updatedAt: new Date() }).where(and(eq(carts.id, cartId), isNull(carts.checkedOutAt)));
}
