/** MainHeaderPlaceholder: the header's bar, empty, for the moment before the header itself draws (same box, same colours). */
import * as css from './MainHeader.css.js';

/**
 * An app that draws its header a task after the page's frame (to keep each task short on a phone) shows this in its
 * place meanwhile: the same sticky bar, height and colours, so nothing under it moves when the header replaces it.
 * It draws one element pair and nothing a user can reach.
 */
export function MainHeaderPlaceholder() {
  return (
    <div className={css.root} aria-hidden="true">
      <div className={css.bar} />
    </div>
  );
}
