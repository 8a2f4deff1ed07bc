/** ConfirmDialog on demand: its modal code loads when the user heads for the action that asks, not with the cart. */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ConfirmDialogProps } from '../../components/ConfirmDialog/ConfirmDialog.js';

const loadConfirm = () => import('../../components/ConfirmDialog/ConfirmDialog.js');

/**
 * `warm` starts the load (give it to the asking button's hover, focus and press start); an opening before the code
 * is there loads it too and shows the dialog once it arrives. A failed load is tried again on the next intent.
 */
export function useLazyConfirm(isOpen: boolean) {
  const [Confirm, setConfirm] = useState<ComponentType<ConfirmDialogProps> | null>(null);
  const loading = useRef(false);
  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadConfirm().then(
      (module) => setConfirm(() => module.ConfirmDialog),
      () => {
        loading.current = false;
      },
    );
  }, []);
  useEffect(() => {
    if (isOpen) warm();
  }, [isOpen, warm]);
  return { Confirm, warm };
}
