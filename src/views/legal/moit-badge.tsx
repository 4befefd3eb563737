/**
 * The "notified to the Ministry of Industry and Trade" badge Vietnamese e-commerce sites show
 * (Đã thông báo Bộ Công Thương), linking to the site's notice on online.gov.vn. Drawn here
 * (the Content-Security-Policy loads no image from that site): the ministry's blue roundel with a
 * tick, and the notice as text, in the current language.
 */
export function MoitBadge({ href, label }: { href: string; label: string }) {
  return (
    <a className="moit-badge" href={href} rel="noopener noreferrer">
      <svg className="moit-badge__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#1d4ed8" />
        <circle cx="20" cy="20" r="14" fill="#ffffff" />
        <path d="M12.5 20.5l5 5 10-11" fill="none" stroke="#b91c1c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="moit-badge__text">{label}</span>
    </a>
  );
}
