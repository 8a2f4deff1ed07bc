export { FileUpload, type FileUploadProps } from './FileUpload.js';
