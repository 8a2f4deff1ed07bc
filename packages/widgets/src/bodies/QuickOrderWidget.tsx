/**
 * `<kontor-quick-order>`: paste `SKU quantity` lines, see them checked against the public catalogue (unknown SKU,
 * maximum, packing units; stock is checked by the shop), then continue into the shop's quick order with the lines.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkQuickOrder, QUICK_ORDER_MAX_ROWS, skuKey, type QuickOrderLine, type QuickOrderRow } from '@kontor/api/rules';
import { Link } from '@kontor/ui/Link';
import { QuickOrder } from '@kontor/ui/storefront/QuickOrder';
import { widgetApi } from '../data/public.js';
import { messages } from '../messages.js';
import { padded, stack } from '../runtime/layout.js';
import type { WidgetBodyProps } from '../runtime/mount.js';
import { quickOrderHandOff } from './handOff.js';

export function QuickOrderWidget({ settings }: WidgetBodyProps) {
  const intl = useIntl();
  const { apiBase, language } = settings;
  const api = useMemo(() => widgetApi(apiBase, language), [apiBase, language]);
  const [rows, setRows] = useState<QuickOrderRow[]>();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);

  const check = async (lines: QuickOrderLine[]) => {
    setChecking(true);
    setFailed(false);
    try {
      const skus = [...new Set(lines.slice(0, QUICK_ORDER_MAX_ROWS).map((line) => skuKey(line.sku)))];
      setRows(checkQuickOrder(lines, await api.skus(skus)));
    } catch {
      setFailed(true);
      setRows(undefined);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div part="form" style={padded}>
      <QuickOrder
        targets={[]}
        rows={rows}
        checking={checking}
        error={failed ? intl.formatMessage(messages.unavailable) : undefined}
        onCheck={(lines) => void check(lines)}
        renderContinue={({ lines }) =>
          lines.length > 0 && (
            <div style={stack}>
              <p>{intl.formatMessage(messages.continueHint)}</p>
              <span part="continue">
                <Link variant="standalone" href={quickOrderHandOff(settings, lines)}>
                  {intl.formatMessage(messages.continue)}
                </Link>
              </span>
            </div>
          )
        }
      />
    </div>
  );
}
