/** The main navigation, in display order; `labelKey` is in the common namespace. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/shop', labelKey: 'nav.shop' },
  { to: '/news', labelKey: 'nav.news' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/kid-quiz', labelKey: 'nav.kidQuiz' },
  { to: '/diet-quiz', labelKey: 'nav.dietQuiz' },
  { to: '/consultation', labelKey: 'nav.consultation' },
  { to: '/sign-in', labelKey: 'nav.signIn' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** The nav item for a path (the item itself, or the section the path sits in). */
export function navItemFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.filter((item) => item.to !== '/').find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
