/** The props a light trigger (LazyMenuTrigger, LazyDialogTrigger) gives the kit button inside it, as react-aria's ButtonContext would. */
import { createContext } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components/Button';

/**
 * Our own context, not react-aria's ButtonContext: importing that one loads react-aria's Button module (and with it
 * usePress, useHover and useFocusRing) on the first load of every route with a header.
 */
export const LightButtonContext = createContext<(AriaButtonProps & { isPressed?: boolean; ref?: unknown }) | null>(null);
