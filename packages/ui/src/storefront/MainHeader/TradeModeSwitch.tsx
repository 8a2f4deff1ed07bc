/**
 * The trade-mode switch: shows the mode as DDP or FOB (spec section 3), named and offered by its dictionary label;
 * choosing another only says 'Temporarily unavailable'.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useIntl } from 'react-intl';
import { TRADE_MODES, TRADE_MODE_OPTIONS, type TradeMode } from '@kontor/api/rules';
import { LazyMenuTrigger } from '../../components/LazyTrigger/LazyMenuTrigger.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';
import { cx } from '../../styles/cx.js';
import { chevron, headerControl, headerPendingValue } from './headerControls.css.js';
import { messages } from './MainHeader.messages.js';
import * as css from './MainHeader.css.js';

/** The menu and react-aria's menu code arrive with the first opening (or the pointer's or focus's arrival). */
const loadMenu = () => import('./TradeModeMenu.js');
const MODES = TRADE_MODE_OPTIONS.map((option) => option.value);

/** A trade-mode dictionary entry (GET /admin/syspublicdict/typelang?langtype=myfs). */
export interface TradeModeEntry {
  value: string | number;
  label: string;
}

export interface TradeModeSwitchProps {
  /** Undefined while the member's session is still read: a placeholder holds the label's place, never a guess. */
  tradeMode: TradeMode | undefined;
  /** The dictionary of the current language; the short names DDP / FOB stand in while it loads. */
  dictionary?: readonly TradeModeEntry[] | undefined;
  /** Another mode was asked for; the mode stays as it is (spec section 8). */
  onTradeModeChange?: ((mode: TradeMode) => void) | undefined;
}

export function TradeModeSwitch({ tradeMode, dictionary, onTradeModeChange }: TradeModeSwitchProps) {
  const intl = useIntl();
  const [refused, setRefused] = useState(false);
  const shortName = (mode: TradeMode) => intl.formatMessage(mode === TRADE_MODES.FOB ? messages.fob : messages.ddp);
  const labelOf = (mode: TradeMode) => dictionary?.find((item) => String(item.value) === String(mode))?.label ?? shortName(mode);
  const name =
    tradeMode === undefined
      ? intl.formatMessage(messages.tradeModePending)
      : intl.formatMessage(messages.tradeModeCurrent, { mode: labelOf(tradeMode) });
  return (
    <span className={css.tradeMode}>
      <LazyMenuTrigger placement="bottom end" load={loadMenu} onOpenChange={(open) => open && setRefused(false)}>
        <Button className={headerControl} aria-label={name}>
          <span className={css.tradeModeLabels}>
            {MODES.map((mode) => (
              <span key={mode} className={css.tradeModeLabel} data-current={mode === tradeMode || undefined}>
                {shortName(mode)}
              </span>
            ))}
            {tradeMode === undefined && <SkeletonValue chars={3} className={cx(css.tradeModePending, headerPendingValue)} />}
          </span>
          <ChevronDown className={chevron} aria-hidden />
        </Button>
        {(TradeModeMenu) => (
          <TradeModeMenu
            modes={MODES}
            tradeMode={tradeMode}
            labelOf={labelOf}
            onChoose={(mode) => {
              setRefused(true);
              onTradeModeChange?.(mode);
            }}
          />
        )}
      </LazyMenuTrigger>
      <span role="status" className={css.tradeModeStatus}>
        {refused ? intl.formatMessage(messages.temporarilyUnavailable) : null}
      </span>
    </span>
  );
}
