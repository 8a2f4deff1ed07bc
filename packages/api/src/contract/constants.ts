/**
 * Plain constants of the calls (no zod): the client's services send them without loading the contract's schemas,
 * and each calls module re-exports its own, so they are exported where they always were.
 */
/** The dictionary type of trade modes (myfs = 贸易方式, mode of trade). */
export const TRADE_MODE_DICT_TYPE = 'myfs';

/** GET /admin/syscountryarea/level?level=2: level 2 of the area tree holds the countries. */
export const COUNTRY_AREA_LEVEL = 2;

/** A resource path the spreadsheet calls are appended to, e.g. `/admin/user`; absolute, without a trailing slash. */
export const RESOURCE_PATH_PATTERN = /^\/[^?#]*[^/?#]$/;
