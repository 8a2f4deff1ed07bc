export { ContainerLoadGauge, type ContainerLoadGaugeProps } from './ContainerLoadGauge.js';
