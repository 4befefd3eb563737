import { createLazyRoute } from '@tanstack/react-router';
import { LegalDocument } from './legal-document';

/** The policy pages: privacy (genetic data under Decree 13/2023/NĐ-CP), terms of use, cookies. */
export const PrivacyRoute = createLazyRoute('/privacy')({ component: () => <LegalDocument id="privacy" /> });
export const TermsRoute = createLazyRoute('/terms')({ component: () => <LegalDocument id="terms" /> });
export const CookiesRoute = createLazyRoute('/cookies')({ component: () => <LegalDocument id="cookies" /> });
