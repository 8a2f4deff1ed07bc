/** Screen breakpoints of spec section 9: 3 at >= 1200 px, 2 at >= 992, 1 at >= 768, else 0. */
export const SCREEN_BREAKPOINTS = [
  { minWidth: 1200, screen: 3 },
  { minWidth: 992, screen: 2 },
  { minWidth: 768, screen: 1 },
] as const;
export type Screen = 0 | 1 | 2 | 3;

export function screenSize(width: number): Screen {
  return SCREEN_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth)?.screen ?? 0;
}
