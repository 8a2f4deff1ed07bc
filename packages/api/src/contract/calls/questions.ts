/** Product question calls (spec section 7, Shop: Questions): Q&A of a SKU and sharing it by email. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import {
  entityId,
  maybe,
  question,
  questionForm,
  sentFlag,
  shareEmailForm,
} from '../entities/index.js';
import { VALIDATION_KEYS as V } from '../../rules/validation.js';
import { boundedText, languageIdField } from './common.js';

/** POST /scgl/question/getQuestionAndAnswerBySkuCode */
export const questionsBySkuBody = z.looseObject({
  skuCode: checked(boundedText('code'), z.minLength(1)),
  languageId: maybe(languageIdField),
});
export type QuestionsBySkuBody = z.input<typeof questionsBySkuBody>;
export const questionList = z.array(question);

/** POST /scgl/question/postQuestion: the question form (its text cannot be empty). */
export const postQuestionBody = z.extend(questionForm, { languageId: maybe(languageIdField) });
export type PostQuestionBody = z.input<typeof postQuestionBody>;

/** POST /scgl/question/feedbackQuestion: the asker's follow-up on an answer (helpful or a reply). */
export const questionFeedbackBody = z.looseObject({
  id: entityId,
  content: maybe(checked(boundedText('text'), z.trim(), z.minLength(1, { error: V.questionRequired }))),
  helpful: maybe(sentFlag),
});
export type QuestionFeedbackBody = z.input<typeof questionFeedbackBody>;

/** POST /scgl/question/emailSend: share a product by email; the share form's checks (spec section 5) apply. */
export const shareEmailBody = z.extend(shareEmailForm, { languageId: maybe(languageIdField) });
export type ShareEmailBody = z.input<typeof shareEmailBody>;

/** POST /scgl/question/getShareUrl: the /shareShow link of a product. */
export const shareUrl = z.string();
