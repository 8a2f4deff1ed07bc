export { Tooltip, TOOLTIP_DELAY_MS, type TooltipProps } from './Tooltip.js';
