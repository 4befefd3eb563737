import type { ProductPackage } from '../../api/contract/catalogue';
import { AddToCartButton } from '../cart/add-to-cart-button';

/**
 * "Add to cart" on the package page: the cart's button (src/views/cart), which adds the package
 * to the app's cart actor and links to the cart once it is there.
 */
export interface AddToCartSlotProps {
  item: Pick<ProductPackage, 'id' | 'slug' | 'name'>;
  currency: string;
}

export function AddToCartSlot({ item }: AddToCartSlotProps) {
  return <AddToCartButton slug={item.slug} name={item.name} />;
}
