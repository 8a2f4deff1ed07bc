export { Steps, stepStates, type Step, type StepState, type StepsProps } from './Steps.js';
