export { UserInfoForm, type UserInfoFormProps, type UserAccount } from './UserInfoForm.js';
export { Avatar, safeImageSource } from './Avatar.js';
