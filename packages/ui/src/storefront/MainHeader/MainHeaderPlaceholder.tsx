/** MainHeaderPlaceholder: the header's bar, empty, for the moment before the header itself draws (same box, same colours).
 *  HeaderControlPlaceholder: the same for one of its icon buttons. */
import * as css from './MainHeader.css.js';
import { controlIcon, headerControl } from './headerControls.css.js';

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

/**
 * The box of a header icon button (catalogue, feedback), empty: for an app that draws such a button a little later
 * than the header, so the tools beside it keep their place when it comes.
 */
export function HeaderControlPlaceholder() {
  return (
    <span className={headerControl} aria-hidden="true">
      <span className={controlIcon} />
    </span>
  );
}
