import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { Prices, ProductPackageSummary } from '../../api/contract/catalogue';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { useAppActors } from './app-actors';

/** A price of the package in `currency` as the API formats it; VND when the package has no price in it. */
export function priceIn(prices: Prices | null | undefined, currency: string) {
  if (!prices) return null;
  return prices[currency as keyof Prices] ?? prices.VND ?? null;
}

/** The package's price in the chosen currency (the settings machine holds it): the promotional price with the usual one struck through. */
export function PackagePrice({ item, large = false }: { item: Pick<ProductPackageSummary, 'priceByCurrencies' | 'promotionalPriceByCurrencies'>; large?: boolean }) {
  const { t } = useTranslation('catalogue');
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const price = priceIn(item.priceByCurrencies, currency);
  const promotional = priceIn(item.promotionalPriceByCurrencies, currency);
  if (!price) return null;
  return (
    <p className={large ? 'package-price package-price--large' : 'package-price'} data-testid="package-price">
      {promotional ? (
        <>
          <span className="package-price__now">{t('price.now', { price: promotional.formatted })}</span>{' '}
          <del className="package-price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            {price.formatted}
          </del>
        </>
      ) : (
        <span className="package-price__now">{price.formatted}</span>
      )}
    </p>
  );
}
