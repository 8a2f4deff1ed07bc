/** ProofGallery: proof thumbnails that open full size in a dialog viewer; files are only ever images, never markup. */
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog/Dialog.js';
import * as css from './AfterSalesDetail.css.js';
import { messages } from './AfterSalesDetail.messages.js';

export interface Proof {
  /** The upload link, as the request holds it. */
  link: string;
  /** Where the browser loads it: an http(s), blob: or same-site path URL (anything else is not shown). */
  src?: string | undefined;
  name: string;
}

/** Only addresses that load as a picture reach `<img src>`: no javascript:, data: or other schemes. */
export function isSafeImageSrc(src: string | undefined): src is string {
  if (!src) return false;
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  return /^(https?|blob):/i.test(src);
}

export function ProofGallery({ proofs, label }: { proofs: readonly Proof[]; label: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Proof | null>(null);
  const shown = proofs.filter((proof) => isSafeImageSrc(proof.src));
  if (shown.length === 0)
    return <p className={css.muted}>{intl.formatMessage(messages.noProofs)}</p>;
  return (
    <>
      <ul className={css.thumbs} aria-label={label}>
        {shown.map((proof) => (
          <li key={proof.link}>
            <AriaButton
              className={css.thumbButton}
              aria-label={intl.formatMessage(messages.openProof, { name: proof.name })}
              onPress={() => setOpen(proof)}
            >
              <img src={proof.src} alt="" className={css.thumb} />
            </AriaButton>
          </li>
        ))}
      </ul>
      <Dialog
        title={open?.name ?? ''}
        size="lg"
        isOpen={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      >
        {open ? <img src={open.src} alt={open.name} className={css.viewerImage} /> : null}
      </Dialog>
    </>
  );
}
