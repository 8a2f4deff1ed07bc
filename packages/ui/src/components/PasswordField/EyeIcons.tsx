/**
 * The show/hide eyes of the password field, drawn as lucide-react draws its `eye` and `eye-off` (same markup; the
 * icon data is lucide's, ISC licence). Why not lucide's components: the password field is on the login page's first
 * load, where nothing else uses an icon, and lucide's icon builder (about 1.9 kB gzip) would come with them.
 */
import type { ReactNode } from 'react';

function LucideSvg({
  name,
  className,
  children,
}: {
  name: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function EyeIcon({ className }: { className?: string }) {
  return (
    <LucideSvg name="eye" className={className}>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </LucideSvg>
  );
}

export function EyeOffIcon({ className }: { className?: string }) {
  return (
    <LucideSvg name="eye-off" className={className}>
      <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
      <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
      <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
      <path d="m2 2 20 20" />
    </LucideSvg>
  );
}
