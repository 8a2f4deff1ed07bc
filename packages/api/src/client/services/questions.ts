/** Product question service (spec section 7, Shop: Questions): Q&A of a SKU, feedback, sharing by email. */
import type { EntityId } from '../../contract/entities/index.js';
import type {
  PostQuestionBody,
  QuestionFeedbackBody,
  QuestionsBySkuBody,
  ShareEmailBody,
} from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function questionsService(http: Http) {
  return {
    /** POST /scgl/question/getQuestionAndAnswerBySkuCode */
    bySku: (query: QuestionsBySkuBody) =>
      http.call('post', '/scgl/question/getQuestionAndAnswerBySkuCode', 'questionList', {
        json: query,
      }),
    /** POST /scgl/question/closeQuestionById */
    close: (id: EntityId) =>
      http.call('post', '/scgl/question/closeQuestionById', 'writeAnswer', { json: { id } }),
    /** POST /scgl/question/postQuestion */
    ask: (form: PostQuestionBody) =>
      http.call('post', '/scgl/question/postQuestion', 'writeAnswer', { json: form }),
    /** POST /scgl/question/feedbackQuestion */
    feedback: (form: QuestionFeedbackBody) =>
      http.call('post', '/scgl/question/feedbackQuestion', 'writeAnswer', { json: form }),
    /** POST /scgl/question/emailSend: share the product by email. */
    shareByEmail: (form: ShareEmailBody) =>
      http.call('post', '/scgl/question/emailSend', 'writeAnswer', { json: form }),
    /** POST /scgl/question/getShareUrl: the /shareShow link. */
    shareUrl: (skuCode: string) =>
      http.call('post', '/scgl/question/getShareUrl', 'shareUrl', { json: { skuCode } }),
  };
}
export type QuestionsService = ReturnType<typeof questionsService>;
