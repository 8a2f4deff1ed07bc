/** The head script as a file (`@kontor/ui/theme-head.js`, default storage prefix) for a blocking `<script src>` in index.html. */
import { storedItemOf, storedValueOf } from '@kontor/api/rules';
import { bootTheme, headConfig } from './head.js';
import { derivePrimaryTones } from './primary.js';

bootTheme(headConfig(), derivePrimaryTones, storedValueOf, storedItemOf);
