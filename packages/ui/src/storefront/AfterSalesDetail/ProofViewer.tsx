/** The lazy half of ProofGallery: one proof full size in a dialog (loaded when a thumbnail is first reached). */
import { Dialog } from '../../components/Dialog/Dialog.js';
import * as css from './AfterSalesDetail.css.js';

export default function ProofViewer({ name, src }: { name: string; src: string }) {
  return (
    <Dialog title={name} size="lg">
      <img src={src} alt={name} className={css.viewerImage} />
    </Dialog>
  );
}
