export { FileUpload, type FileUploadProps, type UploadedFile } from './FileUpload.js';
