/**
 * ContainerLoadGauge: how full a 20', 40' and 40'H would be by volume, weight and stowage, which limit fills up first, and
 * the m³ still needed for a full container (the spec's capacity minus the cart's volume).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import {
  CONTAINER_HINT_VOLUME,
  CONTAINER_LABELS,
  LOAD_LIMIT_KINDS,
  type ContainerLoad,
  type LoadLimitKind,
  type LoadPlan,
  type ValidationKey,
} from '@kontor/api/rules';
import { Meter } from '../../components/Meter/Meter.js';
import { translateKey } from '../../components/Form/translate.js';
import { useNumber, useVolume } from '../../i18n/numbers.js';
import { cx } from '../../styles/cx.js';
import * as css from './ContainerLoadGauge.css.js';
import { messages } from './ContainerLoadGauge.messages.js';

export interface ContainerLoadGaugeProps {
  /** The cart's load plan (`loadPlan` of @kontor/api/rules). */
  plan: LoadPlan;
  className?: string;
}

// A literal the compiler holds to the rules' keys: importing VALIDATION_KEYS would bring every validation message into
// the cart's catalogue part.
const VOLUME_CAP_KEY = 'validation.cart.volumeCap' satisfies ValidationKey;

function LoadCard({ load }: { load: ContainerLoad }) {
  const intl = useIntl();
  const volume = useVolume();
  const number = useNumber();
  const kg = (value: number) => intl.formatMessage(messages.kilograms, { value: number(value) });
  const type = CONTAINER_LABELS[load.type];
  const percent = (fill: number) => intl.formatNumber(fill, { style: 'percent', maximumFractionDigits: 0 });
  // The meters compare against the containers the cart needs, so a second container reads as 'partial' again.
  const valueLabels: Record<LoadLimitKind, string> = {
    volume: intl.formatMessage(messages.ofVolume, { value: volume(load.volume), limit: volume(load.capacity * load.containers) }),
    weight: intl.formatMessage(messages.ofVolume, { value: kg(load.weight), limit: kg(load.payload * load.containers) }),
    stowage: intl.formatMessage(messages.stowageValue, { percent: percent(load.fills.stowage / load.containers) }),
  };
  const full = load.volume > 0 && load.volumeToFill === 0;
  // Cartons or weight can fill the container before its m³ do: said in words, never as a second 'still needed' figure.
  const earlier = load.fill > 0 && load.binding !== 'volume' && !full;
  return (
    <section className={css.card} aria-label={type} data-binding={load.binding} data-testid={`gauge-${load.type}`}>
      <div className={css.cardHeader}>
        <span className={css.type}>{type}</span>
        <span className={css.count}>{intl.formatMessage(messages.containers, { count: load.containers })}</span>
      </div>
      {LOAD_LIMIT_KINDS.map((kind) => (
        <div key={kind} className={cx(css.limit, kind === load.binding && css.bindingLimit)} data-limit={kind}>
          <Meter
            label={
              <>
                {intl.formatMessage(messages[kind])}
                {kind === load.binding && load.fill > 0 ? (
                  <span className={css.bindsTag}> {intl.formatMessage(messages.fillsFirst)}</span>
                ) : null}
              </>
            }
            value={Math.min(load.fills[kind], load.containers)}
            max={load.containers}
            valueLabel={valueLabels[kind]}
          />
        </div>
      ))}
      <p className={css.needed} data-testid={`still-needed-${load.type}`}>
        {full
          ? intl.formatMessage(messages.full, { type })
          : intl.formatMessage(messages.volumeStillNeeded, { type, volume: volume(load.volumeToFill) })}
      </p>
      {earlier ? (
        <p className={css.estimate}>
          {intl.formatMessage(load.binding === 'stowage' ? messages.cartonsFirst : messages.weightFirst, {
            type,
            percent: percent(load.fills[load.binding] / load.containers),
          })}
        </p>
      ) : null}
    </section>
  );
}

function GaugeView({ plan, className }: ContainerLoadGaugeProps) {
  const intl = useIntl();
  const volume = useVolume();
  const { suggestion } = plan;
  const type = CONTAINER_LABELS[suggestion.type];
  return (
    <div className={cx(css.gauge, className)} role="group" aria-label={intl.formatMessage(messages.title)}>
      <div className={css.cards}>
        {plan.loads.map((load) => (
          <LoadCard key={load.type} load={load} />
        ))}
      </div>
      {plan.exceedsCap ? (
        <p className={css.cap} role="alert">
          {translateKey(intl, VOLUME_CAP_KEY)}
        </p>
      ) : (
        <p className={css.suggestion} aria-live="polite">
          {suggestion.containers === 1
            ? intl.formatMessage(messages.fitsOne, { type })
            : intl.formatMessage(messages.needsMany, { type, count: suggestion.containers })}
        </p>
      )}
      {plan.belowHint ? (
        <p className={css.hint}>{intl.formatMessage(messages.hint, { volume: volume(CONTAINER_HINT_VOLUME) })}</p>
      ) : null}
    </div>
  );
}

/** Re-renders only when the plan changes (it is memoised by the caller from the lines). */
export const ContainerLoadGauge = memo(GaugeView);
