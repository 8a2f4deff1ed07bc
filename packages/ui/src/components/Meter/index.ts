export { Meter, meterState, type MeterProps, type MeterState } from './Meter.js';
