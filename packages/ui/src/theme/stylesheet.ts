/** What the one stylesheet (`@kontor/ui/styles.css`) holds besides the components: document styles and all ten themes. */
import './global.css.js';
import './themes/default.css.js';
import './themes/white.css.js';
import './themes/star.css.js';
import './themes/vip.css.js';
import './themes/bule.css.js';
import './themes/iview.css.js';
import './themes/cool.css.js';
import './themes/d2.css.js';
import './themes/hey.css.js';
import './themes/renren.css.js';
