/** A page that names itself once its data is there (a product by its name), as the server's head names it. */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { titleMessages } from '../routes/page-titles.messages.js';
import { useLocation } from './hooks.js';

/**
 * Sets the document title to "<name> · <shop name>" (康拓 in Chinese) while `name` is known; until then the route's own title stands.
 * A passive effect: it runs after the arrival's layout effect that names the route, on every location and language.
 */
export function usePageName(name: string | undefined): void {
  const intl = useIntl();
  const location = useLocation();
  useEffect(() => {
    if (name) document.title = intl.formatMessage(titleMessages.page, { page: name });
  }, [intl, name, location]);
}
