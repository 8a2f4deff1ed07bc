/** The trade-mode switch's menu (loaded with its first opening): the modes by their dictionary labels. */
import { useIntl } from 'react-intl';
import type { TradeMode } from '@kontor/api/rules';
import { Menu, MenuItem } from '../../components/Menu/Menu.js';
import { messages } from './MainHeader.messages.js';

export interface TradeModeMenuProps {
  /** The modes offered, in order (passed in, so this module needs no rules of its own). */
  modes: readonly TradeMode[];
  /** Undefined while the member's mode is still read: no mode is marked. */
  tradeMode: TradeMode | undefined;
  labelOf: (mode: TradeMode) => string;
  /** Another mode than the current one was chosen. */
  onChoose: (mode: TradeMode) => void;
}

export default function TradeModeMenu({ modes, tradeMode, labelOf, onChoose }: TradeModeMenuProps) {
  const intl = useIntl();
  return (
    <Menu
      aria-label={intl.formatMessage(messages.tradeMode)}
      selectionMode="single"
      selectedKeys={tradeMode === undefined ? [] : [String(tradeMode)]}
      disallowEmptySelection
      onAction={(key) => {
        const mode = Number(key) as TradeMode;
        if (mode !== tradeMode) onChoose(mode);
      }}
    >
      {modes.map((mode) => (
        <MenuItem key={mode} id={String(mode)} textValue={labelOf(mode)}>
          {labelOf(mode)}
        </MenuItem>
      ))}
    </Menu>
  );
}
