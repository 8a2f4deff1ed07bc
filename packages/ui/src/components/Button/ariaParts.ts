/** The react-aria Button and Link to render instead of the light ones, when a surrounding react-aria trigger needs them (see AriaButtons). */
import { createContext, type ComponentType } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import type { LinkProps as AriaLinkProps } from 'react-aria-components/Link';

export interface AriaParts {
  Button: ComponentType<AriaButtonProps>;
  Link: ComponentType<AriaLinkProps>;
}

export const AriaPartsContext = createContext<AriaParts | null>(null);
