/** ProofGallery: proof thumbnails that open full size in a dialog viewer, other files (a PDF receipt) as tiles that save them; never markup. */
import FileText from 'lucide-react/icons/file-text';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import { LazyDialogTrigger } from '../../components/LazyTrigger/LazyDialogTrigger.js';
import * as css from './AfterSalesDetail.css.js';
import { messages } from './AfterSalesDetail.messages.js';

export interface Proof {
  /** The upload link, as the request holds it. */
  link: string;
  /** Where the browser loads it: an http(s), blob: or same-site path URL (anything else is not shown). */
  src?: string | undefined;
  name: string;
  /** The file's type as stored; a file that is not a picture (`application/pdf`) shows as a tile, not a broken image. */
  mimeType?: string | undefined;
}

/** A picture unless its type says otherwise (links without a known type are shown as pictures). */
export const isPicture = (proof: Proof) => !proof.mimeType || proof.mimeType.startsWith('image/');

/** Only addresses that load as a picture reach `<img src>`: no javascript:, data: or other schemes. */
export function isSafeImageSrc(src: string | undefined): src is string {
  if (!src) return false;
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  return /^(https?|blob):/i.test(src);
}

/** The viewer and react-aria's modal code load when the pointer or focus first reaches a thumbnail. */
const loadViewer = () => import('./ProofViewer.js');

export interface ProofGalleryProps {
  proofs: readonly Proof[];
  label: string;
  /** Saves a file that is not a picture (the browser cannot show it inline); without it, its tile only names it. */
  onSave?: ((proof: Proof) => void) | undefined;
}

export function ProofGallery({ proofs, label, onSave }: ProofGalleryProps) {
  const intl = useIntl();
  const shown = proofs.filter((proof): proof is Proof & { src: string } => isSafeImageSrc(proof.src));
  if (shown.length === 0)
    return <p className={css.muted}>{intl.formatMessage(messages.noProofs)}</p>;
  return (
    <ul className={css.thumbs} aria-label={label}>
      {shown.map((proof) => (
        <li key={proof.link}>
          {isPicture(proof) ? (
            <LazyDialogTrigger load={loadViewer}>
              <AriaButton
                className={css.thumbButton}
                aria-label={intl.formatMessage(messages.openProof, { name: proof.name })}
              >
                <img src={proof.src} alt="" className={css.thumb} />
              </AriaButton>
              {(ProofViewer) => <ProofViewer name={proof.name} src={proof.src} />}
            </LazyDialogTrigger>
          ) : onSave ? (
            <button
              type="button"
              className={css.fileTile}
              aria-label={intl.formatMessage(messages.saveProof, { name: proof.name })}
              title={proof.name}
              onClick={() => onSave(proof)}
            >
              <FileText className={css.fileIcon} aria-hidden />
              <span className={css.fileName}>{proof.name}</span>
            </button>
          ) : (
            <span className={css.fileTile} title={proof.name}>
              <FileText className={css.fileIcon} aria-hidden />
              <span className={css.fileName}>{proof.name}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
