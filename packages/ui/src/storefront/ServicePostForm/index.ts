export { ServicePostForm, type ServicePostFormProps } from './ServicePostForm.js';
