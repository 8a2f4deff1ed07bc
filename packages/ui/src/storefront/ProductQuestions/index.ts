export { ProductQuestions, type ProductQuestionsProps } from './ProductQuestions.js';
export { type QuestionView } from './QuestionItem.js';
