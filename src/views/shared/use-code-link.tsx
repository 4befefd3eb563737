import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** "Use this code in the shop": the cart with the code, applied once the cart has a package. */
export function UseCodeLink({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  return (
    <Link to="/cart" search={{ code }} className="button button--primary">
      {t('kidQuiz.useCode')}
    </Link>
  );
}
