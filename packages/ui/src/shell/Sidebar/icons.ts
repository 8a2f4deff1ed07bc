/** The server menu's icon names (`icon-home`, …) → the kit's icons; an unknown name gets a neutral one. */
import { createElement, type ComponentType, type SVGProps } from 'react';
import Boxes from 'lucide-react/icons/boxes';
import CircleUser from 'lucide-react/icons/circle-user';
import ExternalLink from 'lucide-react/icons/external-link';
import House from 'lucide-react/icons/house';
import Info from 'lucide-react/icons/info';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import MenuIcon from 'lucide-react/icons/menu';
import MessageSquare from 'lucide-react/icons/message-square';
import Package from 'lucide-react/icons/package';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import Tag from 'lucide-react/icons/tag';
import Users from 'lucide-react/icons/users';
import Wrench from 'lucide-react/icons/wrench';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const ICONS: Record<string, Icon> = {
  'icon-home': House,
  'icon-shop': Store,
  'icon-recommend': Sparkles,
  'icon-brand': Tag,
  'icon-cart': ShoppingCart,
  'icon-pallet': Boxes,
  'icon-user': CircleUser,
  'icon-service': Wrench,
  'icon-tool': Wrench,
  'icon-parts': Package,
  'icon-message': MessageSquare,
  'icon-info': Info,
  'icon-setting': Settings,
  'icon-users': Users,
  'icon-role': Shield,
  'icon-menu': MenuIcon,
  'icon-link': ExternalLink,
};

export function menuIcon(name: string | undefined): Icon {
  return (name && ICONS[name]) || LayoutGrid;
}

/** The icon of a server icon name, decorative (the entry's label names it). */
export function MenuGlyph({ name, className }: { name: string | undefined; className?: string }) {
  return createElement(menuIcon(name), { className, 'aria-hidden': true });
}
