/**
 * lucide-react's icon factory in the browser builds (an alias of `createLucideIcon.mjs`): the same `<svg>` for every
 * prop the kit passes, without the generic builder (attribute renaming, icon context, string names): ~1 kB gzip less
 * on every route. Storybook and the tests keep lucide's own; `lucide-icon.test.ts` holds the two to the same markup.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** What every icon module hands the factory (lucide-react 1.x `__iconData`). */
export interface IconData {
  name?: string;
  size?: number;
  node: [string, Record<string, string>, ...unknown[]][];
  aliases?: string[];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

const isA11yProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

/** lucide's class list: `lucide lucide-{name} lucide-{alias}...` then the caller's, each token once. */
function classesOf(icon: IconData, className: string | undefined): string {
  const names = [icon.name, ...(icon.aliases ?? [])].filter((name) => name && name.trim() !== '').map((name) => `lucide-${name}`);
  return [...new Set(['lucide', ...names, ...(className ?? '').split(/\s+/)].filter(Boolean))].join(' ');
}

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ color, size, width, height, strokeWidth = 2, absoluteStrokeWidth, nonScalingStroke, className, children, ...rest }, ref) => {
      const labelled = Boolean(children) || Object.entries(rest).some(([name, value]) => isA11yProp(name) && value != null);
      const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size ?? 24) : strokeWidth;
      const attributes = {
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classesOf(icon, className),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
        ref,
      };
      const shapes = icon.node.map(([tag, attrs]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attrs } : attrs),
      );
      return createElement('svg', attributes, ...shapes, ...(Array.isArray(children) ? children : [children]));
    },
  );
  if (icon.name) Icon.displayName = icon.name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
  return Icon;
}
