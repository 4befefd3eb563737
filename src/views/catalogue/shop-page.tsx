import { Link, createLazyRoute } from '@tanstack/react-router';
import { OwnItemPage } from '../shared/item-status';
import { shopLogic } from './catalogue-effects';
import type { ShopContent } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { TitledSection } from './titled-section';
import { SearchForm } from './search-form';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** The shop: every category with its packages. */
export function ShopPage() {
  return (
    <OwnItemPage name="shop" logic={shopLogic} below={<SearchForm id="shop-search" />}>
      {(content) => <Shop content={content} />}
    </OwnItemPage>
  );
}

function Shop({ content }: { content: ShopContent }) {
  return (
    <>
      {content.categories.map((category) => {
        const packages = content.packages.filter((item) => item.categories.some((each) => each.id === category.id));
        if (packages.length === 0) return null;
        return (
          <TitledSection
            key={category.id}
            id={`category-${category.slug}`}
            title={
              <Link to="/categories/$slug" params={{ slug: category.slug }}>
                {category.name}
              </Link>
            }
          >
            <PackageGrid items={packages} />
          </TitledSection>
        );
      })}
    </>
  );
}

export const Route = createLazyRoute('/shop')({ component: ShopPage });
