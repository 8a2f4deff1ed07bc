/** The widgets' one stylesheet's file name, beside their chunks in `widgets/` (the build names it, the runtime fetches it). */
export const WIDGET_CSS_FILE = 'kontor.css';
