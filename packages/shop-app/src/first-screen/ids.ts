/** Names index.html's first screen shares between the build, the server and the app (the server keeps its own copy). */

/** The element the first screen is painted into; the app removes it when its screen shows the same content. */
export const FIRST_SCREEN_ID = 'first-screen';
/** The JSON script the server fills with the route's public data (e.g. /detail's product), read by the painter. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** Where in index.html the server puts that script. */
export const FIRST_SCREEN_DATA_MARKER = '<!--kontor:first-screen-data-->';
