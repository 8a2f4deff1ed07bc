export { EvaluationForm, type EvaluationFormProps } from './EvaluationForm.js';
