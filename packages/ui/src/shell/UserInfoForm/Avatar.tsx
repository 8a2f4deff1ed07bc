/** The user's avatar: the picture when its address is http(s) or on this site, else the initials. */
import * as css from './UserInfoForm.css.js';

/** Only http(s) and same-site paths reach an image source; anything else (javascript:, data:) is refused. */
export function safeImageSource(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const initialsOf = (name: string) =>
  name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('');

export function Avatar({ name, src, label }: { name: string; src?: string | null | undefined; label: string }) {
  const safe = safeImageSource(src);
  return safe ? (
    <img className={css.avatar} src={safe} alt={label} width={64} height={64} />
  ) : (
    <span className={css.avatar} role="img" aria-label={label}>
      {initialsOf(name)}
    </span>
  );
}
